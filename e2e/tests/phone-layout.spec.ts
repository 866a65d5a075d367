import type { Browser, Page } from '@playwright/test';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH, remoteRoutes, type RemoteRoute } from '../../shell/src/features/routing/route-table';
import { SUPER_ADMIN } from '../support/api';
import { untilAppTookOver } from '../support/app-takeover';
import { expect, test, type SeededOrganizer } from '../support/fixtures';
import { seedPhoneSeason, type PhoneSeason } from '../support/seed-phone-season';
import { signInByApi } from '../support/session';
import { seededOncePerWorker } from '../support/worker-seed';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/**
 * The season (900 writes) is seeded once and read by both tests, which therefore run one after the other in one
 * worker: neither changes it.
 */
const phoneSeason = seededOncePerWorker('Phone Org', seedPhoneSeason);
test.describe.configure({ mode: 'default' });

/** Values for the route table's parameters; `:id` takes its meaning from the segment before it. */
function routeParameters(season: PhoneSeason, organizer: SeededOrganizer): Record<string, string> {
  return {
    orgName: organizer.name,
    tournamentId: season.tournamentId,
    matchId: season.matchId,
    teamId: season.teamId,
    playerId: season.playerId,
    'tournaments/:id': season.tournamentId,
    'teams/:id': season.teamId,
    'players/:id': season.playerId,
  };
}

/** The route's pattern with the seeded ids in place; a parameter nobody seeded fails the test by name. */
function concretePath(pattern: string, parameters: Record<string, string>): string {
  const segments = pattern.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const value = segment === ':id' ? parameters[`${segments[i - 1]}/:id`] : parameters[segment.slice(1)];
      if (value === undefined) throw new Error(`The phone layout test seeds no value for ${segment} of ${pattern}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** Elements that reach past the window's right edge without a scrolling box around them (the culprits). */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right=${Math.round(element.getBoundingClientRect().right)}`;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5 && !clipped(element))
      .slice(0, 8)
      .map(describe);
  });
}

/** Each screen's level-1 heading with the seeded data: the screen, not an error or a 404, is what gets measured. */
function screenHeadings(season: PhoneSeason): Record<RemoteRoute['screen'], string> {
  return {
    HomeScreen: 'Find tournaments and organizers',
    DashboardScreen: 'Admin Panel',
    OrganizersScreen: 'Organizers Management',
    AllTournamentsScreen: 'All Tournaments',
    TournamentsScreen: 'Manage Tournaments',
    NewTournamentScreen: 'Create Tournament',
    TournamentDetailScreen: season.tournamentName,
    PublicTournamentScreen: season.tournamentName,
    PitchBoardScreen: 'Now and next on each pitch',
    MatchDetailScreen: season.matchTitle,
    PublicMatchScreen: season.matchTitle,
    TeamsScreen: 'Manage Teams',
    RefereesScreen: 'Referees',
    TeamDetailScreen: season.teamName,
    PublicTeamScreen: season.teamName,
    PlayerDetailScreen: season.playerName,
    PublicPlayerScreen: season.playerName,
    CalendarScreen: 'Match Calendar',
    SecurityScreen: 'Security',
    ScoreScreen: 'Scorekeeper',
    EmbedScreen: 'Embed a match centre',
  };
}

/** Opens the path, waits for its heading and for every loading panel to go, then measures the page's width. */
async function expectNoSidewaysScroll(page: Page, path: string, heading: { name: string; level?: number }): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { exact: true, ...heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const width = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  const culprits = width.content > width.window ? await overflowingElements(page) : [];
  expect.soft(width.content, `${path} is ${width.content} px wide at ${width.window} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(width.window);
}

/** Screens with a league table: its team and points columns must show without any sideways scrolling. */
const STANDINGS_SCREENS = new Set<RemoteRoute['screen']>(['TournamentDetailScreen', 'PublicTournamentScreen']);

/**
 * Whether the element is wholly inside the window and inside every scrolling box around it (nothing of it
 * cut off), and nothing is drawn over it: the topmost element at its centre and near each corner is the
 * element itself or inside it (a pinned column scrolled over a count would be found there instead).
 */
function unobstructed(element: Element): string | null {
  // Into the middle of the window, vertically only (a sideways scroll would hide a cut-off cell), clear of the pinned app bar.
  window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
  const box = element.getBoundingClientRect();
  if (box.left < 0 || box.top < 0 || box.right > document.documentElement.clientWidth || box.bottom > window.innerHeight) return 'outside the window';
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return `cut by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
  }
  // The middle and the middle of each edge (the corners may lie under the table's rounded border).
  const [inset, x, y] = [2, (box.left + box.right) / 2, (box.top + box.bottom) / 2];
  const points = [
    [x, y],
    [box.left + inset, y],
    [box.right - inset, y],
    [x, box.top + inset],
    [x, box.bottom - inset],
  ] as const;
  for (const [x, y] of points) {
    const top = document.elementFromPoint(x, y);
    if (top && top !== element && !element.contains(top)) return `covered at (${Math.round(x)}, ${Math.round(y)}) by <${top.tagName.toLowerCase()}> "${top.textContent?.slice(0, 30)}"`;
  }
  return null;
}

/**
 * The words of each element's text that break across lines ("Manchest/er"): a word's Range over two or
 * more line boxes. Names may wrap, but only between their words.
 */
function wordsBrokenAcrossLines(elements: Element[]): string[] {
  const broken: string[] = [];
  for (const element of elements) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(`${word[0]} (in "${element.textContent?.trim()}")`);
      }
    }
  }
  return broken;
}

/**
 * The standings show each team's name, goal difference and points at first sight on a phone: Team, GD
 * and Pts (headers and the leader's cells) are wholly inside the window, cut by no scrolling region and
 * covered by no pinned column; and no team name breaks inside a word.
 */
async function expectTeamAndPointsInView(page: Page, path: string): Promise<void> {
  // The cells are measured one by one: the app's takeover of a server-rendered page must not replace them in between
  // (a replaced cell measures 0 × 0 at the window's corner, under the app bar).
  await untilAppTookOver(page);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Pts', exact: true }) });
  await table.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
  const leader = table.getByRole('row').nth(1);
  const columnOf = (name: string) => table.getByRole('columnheader').evaluateAll((headers, wanted) => headers.findIndex((h) => h.textContent === wanted), name);
  const gdColumn = await columnOf('GD');
  const cells = {
    'Team header': table.getByRole('columnheader', { name: 'Team', exact: true }),
    'GD header': table.getByRole('columnheader', { name: 'GD', exact: true }),
    'Pts header': table.getByRole('columnheader', { name: 'Pts', exact: true }),
    "leader's name": leader.getByRole('rowheader'),
    // The shown cells line up with the shown headers (a hidden column has neither).
    "leader's goal difference": leader.locator('th:visible, td:visible').nth(gdColumn),
    "leader's points": leader.getByRole('cell').last(),
  };
  for (const [what, cell] of Object.entries(cells)) {
    await expect.soft(cell, `${path}: ${what}`).toBeInViewport({ ratio: 1 });
    expect.soft(await cell.evaluate(unobstructed), `${path}: ${what}`).toBeNull();
  }
  expect.soft(await table.getByRole('rowheader').evaluateAll(wordsBrokenAcrossLines), `${path}: team names broken inside a word`).toEqual([]);
  // Readable names: each takes at most three lines, never a letter or two per line beside a badge.
  const lines = await table.getByRole('rowheader').getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const text = document.createRange();
      text.selectNodeContents(link);
      return [link.textContent, new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size] as const;
    }),
  );
  expect.soft(lines.filter(([, count]) => count > 3), `${path}: team names over three lines`).toEqual([]);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

function roleOf(route: RemoteRoute): 'visitor' | 'organizer' | 'superAdmin' {
  if (route.access === 'public') return 'visitor';
  return route.access === 'superAdmin' ? 'superAdmin' : 'organizer';
}

test('a visitor on a phone reads the table without scrolling it, and no team name breaks inside a word', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { seeded: season } = await phoneSeason(baseURL!, testInfo.workerIndex);
  const path = `/public/tournaments/${season.tournamentId}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: season.tournamentName })).toBeVisible();
  // Measured on the page as the app shows it (its first render replaces the server's HTML).
  await untilAppTookOver(page);
  await expectTeamAndPointsInView(page, path);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Pts', exact: true }) });
  // #, Team, P, W, D, L, GD, Pts fit: the table needs no scrolling of its own (GF and GA give way).
  const region = page.getByRole('region', { name: 'League table' });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const shown = await table.getByRole('columnheader').evaluateAll((headers) => headers.filter((h) => h.getClientRects().length > 0).map((h) => h.textContent));
  expect(shown).toEqual(['#', 'Team', 'P', 'W', 'D', 'L', 'GD', 'Pts']);
  // Every row's goal difference and points, the bottom of the table included, are whole and uncovered.
  for (const row of await table.getByRole('row').all()) {
    const cells = row.locator('th:visible, td:visible');
    const count = await cells.count();
    await row.scrollIntoViewIfNeeded();
    const [gd, pts] = [await cells.nth(count - 2).evaluate(unobstructed), await cells.nth(count - 1).evaluate(unobstructed)];
    expect.soft([gd, pts], `${await row.textContent()}: GD and Pts`).toEqual([null, null]);
  }
  // Fixtures name teams too: never broken inside a word either.
  const fixtures = page.getByRole('region', { name: 'Fixtures & Results' });
  expect.soft(await fixtures.getByRole('link', { name: /^Match details/ }).evaluateAll(wordsBrokenAcrossLines)).toEqual([]);
  // So do home search's team cards.
  await page.goto('/?q=wolverhampton');
  const teams = page.getByRole('region', { name: /^Teams/ });
  // (Other tests seed the same clubs: any of them will do.)
  await expect(teams.getByRole('link', { name: 'Wolverhampton Wanderers FC' }).first()).toBeVisible();
  expect.soft(await teams.getByRole('heading', { level: 3 }).evaluateAll(wordsBrokenAcrossLines)).toEqual([]);
});

test('every route of the route table fits a 375 px phone without sideways scrolling', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const { organizer, seeded: season } = await phoneSeason(baseURL!, testInfo.workerIndex);
  const parameters = routeParameters(season, organizer);
  const headings = screenHeadings(season);
  const visitor = await phonePage(browser);
  const superAdmin = await phonePage(browser);
  await signInByApi(page, organizer.email, organizer.password);
  await signInByApi(superAdmin, SUPER_ADMIN.username, SUPER_ADMIN.password);
  const pages = { visitor, organizer: page, superAdmin };

  for (const route of remoteRoutes) {
    await test.step(route.path, async () => {
      const onPage = pages[roleOf(route)];
      const path = concretePath(route.path, parameters);
      await expectNoSidewaysScroll(onPage, path, { name: headings[route.screen], level: 1 });
      if (STANDINGS_SCREENS.has(route.screen)) await expectTeamAndPointsInView(onPage, path);
    });
  }
  // The cup's pages add a bracket and Qualified badges beside the names; the super admin's dashboard
  // has its own counts; the shell's own screens close the walk.
  for (const [onPage, path] of [[page, `/tournaments/${season.cup.tournamentId}`], [visitor, `/public/tournaments/${season.cup.tournamentId}`]] as const) {
    await test.step(path, async () => {
      await expectNoSidewaysScroll(onPage, path, { name: season.cup.name, level: 1 });
      await expectTeamAndPointsInView(onPage, path);
    });
  }
  await test.step('/admin as the super admin', () => expectNoSidewaysScroll(superAdmin, '/admin', { name: 'Admin Panel', level: 1 }));
  const anonymous = await phonePage(browser);
  const shellScreens = { [LOGIN_PATH]: 'Admin Login', [SUPER_ADMIN_LOGIN_PATH]: 'Super Admin Login', '/no/such/page/here': '404 - Page Not Found' };
  for (const [path, name] of Object.entries(shellScreens)) {
    await test.step(path, () => expectNoSidewaysScroll(anonymous, path, { name }));
  }
});
