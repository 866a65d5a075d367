import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH, remoteRoutes, type RemoteRoute } from '../../shell/src/features/routing/route-table';
import { SUPER_ADMIN } from '../support/api';
import { expect, test } from '../support/fixtures';
import { routePath, screenHeading, seedRouteWalk } from '../support/route-walk-seed';
import { signInByApi } from '../support/session';
import { seededOncePerWorker } from '../support/worker-seed';

/** The route walk's data, seeded once per worker: these tests only read it (the upload seeds its own). */
const routeWalk = seededOncePerWorker('Walk Org', seedRouteWalk);

// Issue 12: every page of the route table renders under the gateway's strict Content-Security-Policy
// without a single violation: signed out, as an organizer and as the super admin, server-rendered pages
// (team colours in style attributes) and the shell's inline theme script (allowed by its hash) included.

/**
 * Every violation a page of the context reports, as the page sees it (`securitypolicyviolation`, also for
 * shadow roots) and as the browser logs it (also what a worker refuses), with Permissions-Policy header errors.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, text: string) => void seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

async function contextWithViolations(browser: Browser, theme?: 'bright'): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext();
  if (theme) await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
  const violations = await watchViolations(context);
  return { page: await context.newPage(), violations };
}

/** Opens `path`, waits for its heading and for every loading panel to go, then expects no violation on the way. */
async function expectCleanPage(page: Page, violations: string[], path: string, heading: { name: string; level?: number }): Promise<void> {
  const before = violations.length;
  const answer = await page.goto(path);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/);
  await expect(page.getByRole('heading', { exact: true, ...heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect.soft(violations.slice(before), `violations on ${path}`).toEqual([]);
}

function roleOf(route: RemoteRoute): 'visitor' | 'organizer' | 'superAdmin' {
  if (route.access === 'public') return 'visitor';
  return route.access === 'superAdmin' ? 'superAdmin' : 'organizer';
}

test.describe('Content-Security-Policy', () => {
  test('no page of the route table violates it, signed out, as an organizer and as the super admin', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const { organizer, seeded } = await routeWalk(baseURL!, testInfo.workerIndex);
    const roles = {
      visitor: await contextWithViolations(browser),
      organizer: await contextWithViolations(browser),
      superAdmin: await contextWithViolations(browser),
    };
    await signInByApi(roles.organizer.page, organizer.email, organizer.password);
    await signInByApi(roles.superAdmin.page, SUPER_ADMIN.username, SUPER_ADMIN.password);

    for (const route of remoteRoutes) {
      await test.step(route.path, async () => {
        const { page, violations } = roles[roleOf(route)];
        // The embed guide with a match chosen shows the real widget in its preview.
        const query = route.screen === 'EmbedScreen' ? `?tournament=${seeded.tournamentId}&match=${seeded.matchId}` : '';
        await expectCleanPage(page, violations, routePath(route.path, seeded) + query, { name: screenHeading(route.screen, seeded), level: 1 });
        if (route.screen === 'EmbedScreen') {
          await expect(page.locator('match-center-widget [part="score"]')).toHaveText('2 – 1');
          expect.soft(violations, 'violations in the widget preview').toEqual([]);
        }
      });
    }
    const shellScreens = { [LOGIN_PATH]: 'Admin Login', [SUPER_ADMIN_LOGIN_PATH]: 'Super Admin Login', '/no/such/page/here': '404 - Page Not Found' };
    for (const [path, name] of Object.entries(shellScreens)) {
      await test.step(path, () => expectCleanPage(roles.visitor.page, roles.visitor.violations, path, { name }));
    }
    await test.step('/admin as the super admin', () => expectCleanPage(roles.superAdmin.page, roles.superAdmin.violations, '/admin', { name: 'Admin Panel', level: 1 }));
  });

  test('the bright theme is applied before first paint by the inline script its hash allows', async ({ browser, baseURL }, testInfo) => {
    const { seeded } = await routeWalk(baseURL!, testInfo.workerIndex);
    const { page, violations } = await contextWithViolations(browser, 'bright');
    for (const [path, heading] of [
      [LOGIN_PATH, { name: 'Admin Login' }],
      [`/public/teams/${seeded.teamId}`, { name: seeded.teamName, level: 1 }],
    ] as const) {
      await expectCleanPage(page, violations, path, heading);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'bright');
    }
  });

  test('an image upload compresses in its worker without a violation', async ({ page, organizer, baseURL }, testInfo) => {
    const seeded = await seedRouteWalk(baseURL!, organizer, testInfo.workerIndex);
    const violations = await watchViolations(page.context());
    await signInByApi(page, organizer.email, organizer.password);
    await expectCleanPage(page, violations, `/teams/${seeded.teamId}`, { name: seeded.teamName, level: 1 });
    // A real picture, large enough to be compressed: drawn by the page itself.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 900;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 900, 900);
      gradient.addColorStop(0, '#d00000');
      gradient.addColorStop(1, '#0033aa');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 900, 900);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByLabel('Team logo', { exact: true }).setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(page.getByRole('status').filter({ hasText: 'Logo uploaded successfully!' })).toBeVisible();
    const logo = page.getByRole('img', { name: 'Current team logo' });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
