import type { Page, Request } from '@playwright/test';
import { remoteRoutes, type RemoteRoute } from '../../shell/src/features/routing/route-table';
import { SUPER_ADMIN } from '../support/api';
import { expect, test } from '../support/fixtures';
import { watchPolicyViolations } from '../support/policy-violations';
import { routePath, screenHeading, seedRouteWalk, type RouteWalkSeed } from '../support/route-walk-seed';
import { seededOncePerWorker } from '../support/worker-seed';
import { signInByApi } from '../support/session';

/** The route walk's data, seeded once per worker: these tests only read it. */
const routeWalk = seededOncePerWorker('Walk Org', seedRouteWalk);

/**
 * Everything that went wrong on the page since it was watched: console errors, uncaught exceptions,
 * requests that failed (aborted ones excepted: leaving a page cancels what it still loads) and answers
 * of 400 or more.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const here = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${here()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${here()}: uncaught ${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure !== 'net::ERR_ABORTED') problems.push(`${here()}: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${here()}: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  settledPages.set(page, followRequests(page));
  return problems;
}

/** How long the page's network must stay still before a screen counts as settled. */
const QUIET_MS = 150;

/**
 * Follows the page's requests, so that the walk leaves a screen only once every request it made has been answered
 * (an answer of 400 or more is counted above; one cut short by leaving would be aborted, which is not). Playwright's
 * `networkidle` waits for 500 ms without a connection after every load, a third of the walk's time; here the page
 * must have no request in flight for QUIET_MS, enough for a request that the answer before it starts (a screen's
 * next read follows its first within a frame or two). Live streams stay open by design and are not waited for.
 */
function followRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource' || request.resourceType() === 'websocket') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { message: 'requests still in flight', intervals: [50] }).toBe(true);
}

/** The page's request follower (see followRequests), set up once per page by `watchProblems`. */
const settledPages = new WeakMap<Page, () => Promise<void>>();

/** Waits until the screen with this heading shows with nothing left loading and no request in flight. */
async function shows(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const settled = settledPages.get(page);
  if (!settled) throw new Error('shows: watchProblems(page) first');
  await settled();
}

/** Opens the path (a page load) and waits until its screen shows. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await shows(page, heading);
}

/**
 * The same screens reached the way an organizer moves between them, inside one page (links, the bar's
 * navigation, Back), so what a screen does when it is left is part of the walk.
 */
async function clickThrough(page: Page, seed: RouteWalkSeed): Promise<void> {
  const bar = page.getByRole('region', { name: 'Signed-in user' });
  await visit(page, '/admin', 'Admin Panel');
  await bar.getByRole('link', { name: 'Tournaments' }).click();
  await shows(page, 'Manage Tournaments');
  await page.getByRole('link', { name: `View ${seed.tournamentName}` }).click();
  await shows(page, seed.tournamentName);
  await page.getByRole('group', { name: seed.matchTitle }).getByRole('link', { name: 'Stats' }).click();
  await shows(page, seed.matchTitle);
  await page.goBack();
  await shows(page, seed.tournamentName);
  await page.getByRole('table', { name: 'Standings' }).getByRole('link', { name: seed.teamName }).click();
  await shows(page, seed.teamName);
  await page.getByRole('link', { name: seed.playerName, exact: true }).click();
  await shows(page, seed.playerName);
  await page.getByRole('link', { name: `← ${seed.teamName}` }).click();
  await shows(page, seed.teamName);
  await bar.getByRole('link', { name: 'Calendar' }).click();
  await shows(page, 'Match Calendar');
  await bar.getByRole('link', { name: 'Teams' }).click();
  await shows(page, 'Manage Teams');
  await page.goBack();
  await shows(page, 'Match Calendar');
}

const ADMIN_ACCESS = new Set<RemoteRoute['access']>(['guarded', 'organizer', 'superAdmin']);
const adminRoutes = remoteRoutes.filter((route) => ADMIN_ACCESS.has(route.access));

// Each walk also watches every page for Content-Security-Policy violations (issue 12; the public pages' walk is
// accessibility.spec.ts's): one walk of the route table for both checks.
test.describe('walking the admin console (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an organizer opens every admin page of the route table without a console error or a failed request', async ({ page, baseURL }, testInfo) => {
    const { organizer, seeded: seed } = await routeWalk(baseURL!, testInfo.workerIndex);
    const problems = watchProblems(page);
    const violations = await watchPolicyViolations(page.context());
    await signInByApi(page, organizer.email, organizer.password);
    for (const route of adminRoutes.filter((r) => r.access !== 'superAdmin')) {
      await test.step(route.path, () => visit(page, routePath(route.path, seed), screenHeading(route.screen, seed)));
    }
    await test.step('from page to page by links and Back', () => clickThrough(page, seed));
    expect.soft(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the super admin opens every admin page, with the organizer picked for its pages, without a console error or a failed request', async ({ page, baseURL }, testInfo) => {
    const { organizer, seeded: seed } = await routeWalk(baseURL!, testInfo.workerIndex);
    const problems = watchProblems(page);
    const violations = await watchPolicyViolations(page.context());
    await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
    for (const route of adminRoutes.filter((r) => r.access !== 'organizer')) {
      await test.step(route.path, () => visit(page, routePath(route.path, seed), screenHeading(route.screen, seed)));
    }
    // The organizer's pages, for the organizer picked on the Organizers page.
    await page.goto('/admin/organizers');
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organizer.name, exact: true }) }).getByRole('button', { name: 'Manage' }).click();
    await expect(page.getByRole('region', { name: 'Signed-in user' }).getByRole('combobox', { name: 'Organizer' })).toHaveValue(organizer.name);
    for (const route of adminRoutes.filter((r) => r.access === 'organizer')) {
      await test.step(`${route.path} as the super admin`, () => visit(page, routePath(route.path, seed), screenHeading(route.screen, seed)));
    }
    expect.soft(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(problems).toEqual([]);
  });
});
