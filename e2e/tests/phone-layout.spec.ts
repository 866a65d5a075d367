import type { Browser, Page } from '@playwright/test';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH, remoteRoutes, type RemoteRoute } from '../../shell/src/features/routing/route-table';
import { SUPER_ADMIN } from '../support/api';
import { expect, signIn, test, type SeededOrganizer } from '../support/fixtures';
import { seedPhoneSeason, type PhoneSeason } from '../support/seed-phone-season';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

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
    MatchDetailScreen: season.matchTitle,
    PublicMatchScreen: season.matchTitle,
    TeamsScreen: 'Manage Teams',
    TeamDetailScreen: season.teamName,
    PublicTeamScreen: season.teamName,
    PlayerDetailScreen: season.playerName,
    PublicPlayerScreen: season.playerName,
    CalendarScreen: 'Match Calendar',
    SecurityScreen: 'Security',
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
 * The standings show each team's name and points at first sight on a phone: the other columns may
 * scroll inside the table's own region, but Team and Pts (headers and the leader's cells) are wholly
 * inside the window, unclipped by that region.
 */
async function expectTeamAndPointsInView(page: Page, path: string): Promise<void> {
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Pts', exact: true }) });
  await table.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
  const leader = table.getByRole('row').nth(1);
  const cells = {
    'Team header': table.getByRole('columnheader', { name: 'Team', exact: true }),
    'Pts header': table.getByRole('columnheader', { name: 'Pts', exact: true }),
    "leader's name": leader.getByRole('rowheader'),
    "leader's points": leader.getByRole('cell').last(),
  };
  for (const [what, cell] of Object.entries(cells)) await expect.soft(cell, `${path}: ${what}`).toBeInViewport({ ratio: 1 });
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

test('every route of the route table fits a 375 px phone without sideways scrolling', async ({ page, browser, baseURL, organizer }) => {
  test.setTimeout(240_000);
  const season = await seedPhoneSeason(baseURL!, organizer);
  const parameters = routeParameters(season, organizer);
  const headings = screenHeadings(season);
  const visitor = await phonePage(browser);
  const superAdmin = await phonePage(browser);
  await signIn(page, organizer.email, organizer.password);
  await signIn(superAdmin, SUPER_ADMIN.username, SUPER_ADMIN.password, SUPER_ADMIN_LOGIN_PATH);
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
