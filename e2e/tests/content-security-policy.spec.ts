import type { Browser, Page } from '@playwright/test';
import { LOGIN_PATH } from '../../shell/src/features/routing/route-table';
import { expect, test } from '../support/fixtures';
import { watchPolicyViolations } from '../support/policy-violations';
import { seedRouteWalk } from '../support/route-walk-seed';
import { signInByApi } from '../support/session';
import { seededOncePerWorker } from '../support/worker-seed';

/** The route walk's data, seeded once per worker: these tests only read it (the upload seeds its own). */
const routeWalk = seededOncePerWorker('Walk Org', seedRouteWalk);

// Issue 12: every page of the route table renders under the gateway's strict Content-Security-Policy
// without a single violation: signed out, as an organizer and as the super admin, server-rendered pages
// (team colours in style attributes) and the shell's inline theme script (allowed by its hash) included.
// The route table itself is walked once for several checks: its public pages (signed out, the logins and the 404
// page included, in both themes) by accessibility.spec.ts, its admin pages (as an organizer and as the super admin)
// by admin-console.spec.ts, each watching every page with watchPolicyViolations. Here: what those walks do not open.

async function contextWithViolations(browser: Browser, theme?: 'bright'): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext();
  if (theme) await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
  const violations = await watchPolicyViolations(context);
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

test.describe('Content-Security-Policy', () => {
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
    const violations = await watchPolicyViolations(page.context());
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
