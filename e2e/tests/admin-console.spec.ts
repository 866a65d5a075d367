import type { Page } from '@playwright/test';
import { SUPER_ADMIN_LOGIN_PATH, remoteRoutes, type RemoteRoute } from '../../shell/src/features/routing/route-table';
import { SUPER_ADMIN, uniqueName } from '../support/api';
import { expect, signIn, test, type SeededOrganizer } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

/** What the walk opens: a league of four with results, one match with goals, lineups and statistics. */
interface ConsoleSeed {
  tournamentId: string;
  tournamentName: string;
  matchId: string;
  matchTitle: string;
  teamId: string;
  teamName: string;
  playerId: string;
  playerName: string;
}

async function seedConsole(baseURL: string, organizer: SeededOrganizer, workerIndex: number): Promise<ConsoleSeed> {
  const names = ['Rovers', 'United', 'Athletic', 'Wanderers'].map((name) => uniqueName(name, workerIndex));
  const squad = [
    { firstName: 'Ada', lastName: 'Keeper', position: 'Goalkeeper', number: 1 },
    { firstName: 'Bo', lastName: 'Back', position: 'Defender', number: 4 },
    { firstName: 'Cy', lastName: 'Striker', position: 'Forward', number: 9 },
  ];
  const teams = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: squad })));
  const [a, b, c, d] = teams.map((team) => team.id) as [string, string, string, string];
  const [home, away] = [teams[0]!, teams[1]!];
  const tournamentName = uniqueName('Console Cup', workerIndex);
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: tournamentName,
    teamIds: [a, b, c, d],
    visibility: 'public',
    matches: [
      {
        round: 1,
        homeTeamId: a,
        awayTeamId: b,
        homeGoals: 2,
        awayGoals: 1,
        dateISO: '2026-03-14',
        time: '15:00',
        venue: 'Riverside Ground',
        status: 'finished',
        goals: [
          { team: 'home', playerId: home.players['Cy Striker']!, minute: 12, type: 'goal', assistPlayerId: home.players['Bo Back']! },
          { team: 'away', playerId: away.players['Cy Striker']!, minute: 40, type: 'goal' },
          { team: 'home', playerId: home.players['Bo Back']!, minute: 77, type: 'penalty' },
        ],
        lineups: { home: { starting: Object.values(home.players), substitutes: [] }, away: { starting: Object.values(away.players), substitutes: [] } },
      },
      { round: 1, homeTeamId: c, awayTeamId: d, homeGoals: 0, awayGoals: 0 },
      { round: 2, homeTeamId: a, awayTeamId: c, dateISO: '2026-03-21' },
      { round: 2, homeTeamId: b, awayTeamId: d },
      { round: 3, homeTeamId: d, awayTeamId: a },
      { round: 3, homeTeamId: b, awayTeamId: c },
    ],
  });
  return {
    tournamentId,
    tournamentName,
    matchId: matchIds[0]!,
    matchTitle: `${names[0]} vs ${names[1]}`,
    teamId: a,
    teamName: names[0]!,
    playerId: home.players['Cy Striker']!,
    playerName: 'Cy Striker',
  };
}

/** The route's pattern with the seeded ids in place (`:id` takes its meaning from the segment before it). */
function concretePath(pattern: string, seed: ConsoleSeed): string {
  const values: Record<string, string> = {
    tournamentId: seed.tournamentId,
    matchId: seed.matchId,
    teamId: seed.teamId,
    playerId: seed.playerId,
    'tournaments/:id': seed.tournamentId,
  };
  const segments = pattern.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const value = segment === ':id' ? values[`${segments[i - 1]}/:id`] : values[segment.slice(1)];
      if (value === undefined) throw new Error(`The admin console walk seeds no value for ${segment} of ${pattern}`);
      return value;
    })
    .join('/');
}

/** Each admin screen's level-1 heading with the seed: the screen itself, not an error or a 404, must show. */
function headingOf(screen: RemoteRoute['screen'], seed: ConsoleSeed): string {
  const headings: Partial<Record<RemoteRoute['screen'], string>> = {
    DashboardScreen: 'Admin Panel',
    OrganizersScreen: 'Organizers Management',
    AllTournamentsScreen: 'All Tournaments',
    TournamentsScreen: 'Manage Tournaments',
    NewTournamentScreen: 'Create Tournament',
    TournamentDetailScreen: seed.tournamentName,
    MatchDetailScreen: seed.matchTitle,
    TeamsScreen: 'Manage Teams',
    TeamDetailScreen: seed.teamName,
    PlayerDetailScreen: seed.playerName,
    CalendarScreen: 'Match Calendar',
    SecurityScreen: 'Security',
  };
  const heading = headings[screen];
  if (heading === undefined) throw new Error(`The admin console walk knows no heading for ${screen}`);
  return heading;
}

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
  return problems;
}

/** Waits until the screen with this heading shows with nothing left loading. */
async function shows(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
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
async function clickThrough(page: Page, seed: ConsoleSeed): Promise<void> {
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

test.describe('walking the admin console (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an organizer opens every admin page of the route table without a console error or a failed request', async ({ page, organizer, baseURL }, testInfo) => {
    const seed = await seedConsole(baseURL!, organizer, testInfo.workerIndex);
    const problems = watchProblems(page);
    await signIn(page, organizer.email, organizer.password);
    for (const route of adminRoutes.filter((r) => r.access !== 'superAdmin')) {
      await test.step(route.path, () => visit(page, concretePath(route.path, seed), headingOf(route.screen, seed)));
    }
    await test.step('from page to page by links and Back', () => clickThrough(page, seed));
    expect(problems).toEqual([]);
  });

  test('the super admin opens every admin page, with the organizer picked for its pages, without a console error or a failed request', async ({ page, organizer, baseURL }, testInfo) => {
    const seed = await seedConsole(baseURL!, organizer, testInfo.workerIndex);
    const problems = watchProblems(page);
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, SUPER_ADMIN_LOGIN_PATH);
    for (const route of adminRoutes.filter((r) => r.access !== 'organizer')) {
      await test.step(route.path, () => visit(page, concretePath(route.path, seed), headingOf(route.screen, seed)));
    }
    // The organizer's pages, for the organizer picked on the Organizers page.
    await page.goto('/admin/organizers');
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organizer.name, exact: true }) }).getByRole('button', { name: 'Manage' }).click();
    await expect(page.getByRole('region', { name: 'Signed-in user' }).getByRole('combobox', { name: 'Organizer' })).toHaveValue(organizer.name);
    for (const route of adminRoutes.filter((r) => r.access === 'organizer')) {
      await test.step(`${route.path} as the super admin`, () => visit(page, concretePath(route.path, seed), headingOf(route.screen, seed)));
    }
    expect(problems).toEqual([]);
  });
});
