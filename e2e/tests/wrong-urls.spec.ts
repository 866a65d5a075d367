import type { Page } from '@playwright/test';
import { apiCreateOrganizer, uniqueName } from '../support/api';
import { expect, test, type SeededOrganizer } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

/** A public league of two teams with one public player, owned by `organizer`. */
async function seedLeague(baseURL: string, organizer: SeededOrganizer, workerIndex: number) {
  const names = [uniqueName('Rovers', workerIndex), uniqueName('Wanderers', workerIndex)];
  const [rovers, wanderers] = await seedTeams(baseURL, organizer, [
    { name: names[0]!, players: [{ firstName: 'Ada', lastName: 'Striker', position: 'Forward', number: 9 }] },
    { name: names[1]!, players: [] },
  ]);
  const name = uniqueName('Spring Cup', workerIndex);
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name,
    teamIds: [rovers!.id, wanderers!.id],
    visibility: 'public',
    matches: [{ round: 1, homeTeamId: rovers!.id, awayTeamId: wanderers!.id, homeGoals: 2, awayGoals: 1 }],
  });
  return { name, tournamentId, matchId: matchIds[0]!, playerId: rovers!.players['Ada Striker']!, match: `${names[0]} vs ${names[1]}` };
}

/** Another organizer, so a real organizer's name can address an item that is not theirs. */
async function otherOrganizer(baseURL: string, workerIndex: number) {
  const name = uniqueName('Other Org', workerIndex);
  return apiCreateOrganizer(baseURL, { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`, password: 'secret-pass-1' });
}

/** Opens `path` and checks it is the 404 page naming `shownPath`, answered with status 404 by the gateway. */
async function expectNotFound(page: Page, path: string, shownPath: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText(shownPath, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Tournament not found' })).toHaveCount(0);
}

test.describe('wrong URLs show the 404 page', () => {
  test('/admin/organizer (a typo of /admin/organizers) is the 404 page with its path, not "Tournament not found"', async ({ page }) => {
    await expectNotFound(page, '/admin/organizer', '/admin/organizer');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
  });

  test("a tournament and its matches show only at their own organizer's address, in any case and URL-encoded", async ({ page, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex);
    const other = await otherOrganizer(baseURL!, testInfo.workerIndex);

    await expectNotFound(page, `/${encodeURIComponent(other.name)}/${league.tournamentId}`, `/${other.name}/${league.tournamentId}`);
    const foreignMatch = `/${encodeURIComponent(other.name)}/${league.tournamentId}/matches/${league.matchId}`;
    await expectNotFound(page, foreignMatch, `/${other.name}/${league.tournamentId}/matches/${league.matchId}`);

    const own = `/${encodeURIComponent(organizer.name.toUpperCase())}/${league.tournamentId}`;
    expect((await page.goto(own))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    await page.goto(`${own}/matches/${league.matchId}`);
    await expect(page.getByRole('heading', { level: 1, name: league.match })).toBeVisible();
  });

  test("a player shows only at their organizer's address", async ({ page, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex);
    const other = await otherOrganizer(baseURL!, testInfo.workerIndex);

    await expectNotFound(page, `/${encodeURIComponent(other.name)}/players/${league.playerId}`, `/${other.name}/players/${league.playerId}`);
    const own = `/${encodeURIComponent(` ${organizer.name.toLowerCase()} `)}/players/${league.playerId}`;
    expect((await page.goto(own))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Striker' })).toBeVisible();
  });

  // A malformed escape (shown as typed) is held by shared-ui's NotFoundScreen tests: the gateway answers
  // such a URL 400 before any page loads.
  test('a path the route table does not know answers 404 with the 404 page, its %20 decoded', async ({ page }) => {
    await expectNotFound(page, '/no%20such/page%20here/at%20all', '/no such/page here/at all');
    await expectNotFound(page, '/nowhere', '/nowhere');
    await expectNotFound(page, '/admin/no-such-page', '/admin/no-such-page');
  });

  test('a match id its public tournament does not have answers 404, at both addresses', async ({ page, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex);
    expect((await page.goto(`/public/tournaments/${league.tournamentId}/matches/match_missing`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Match Not Found' })).toBeVisible();
    const atOrganizer = `/${league.tournamentId}/matches/match_missing`;
    await expectNotFound(page, `/${encodeURIComponent(organizer.name)}${atOrganizer}`, `/${organizer.name}${atOrganizer}`);
    const real = `/public/tournaments/${league.tournamentId}/matches/${league.matchId}`;
    expect((await page.goto(real))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: league.match })).toBeVisible();
  });

  test('sign-in and signed-in pages answer 200: the browser renders them', async ({ request }) => {
    for (const path of ['/admin/login', '/superadmin/login', '/admin', '/admin/tournaments', '/teams', '/embed']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
