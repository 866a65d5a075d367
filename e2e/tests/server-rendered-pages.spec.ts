import { uniqueName } from '../support/api';
import { untilAppOwns } from '../support/app-takeover';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

async function seedLeague(baseURL: string, organizer: Parameters<typeof seedTeams>[1], workerIndex: number, visibility: 'public' | 'private') {
  const names = [uniqueName('Manchester City', workerIndex), uniqueName('Arsenal', workerIndex)];
  const [city, arsenal] = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: [{ firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9 }] })));
  const name = uniqueName('Premier League', workerIndex);
  const { tournamentId } = await seedTournament(baseURL, organizer, {
    name,
    teamIds: [city!.id, arsenal!.id],
    visibility,
    format: { mode: 'league', rounds: 2 },
    matches: [
      { round: 1, homeTeamId: city!.id, awayTeamId: arsenal!.id, homeGoals: 4, awayGoals: 1 },
      { round: 2, homeTeamId: arsenal!.id, awayTeamId: city!.id, homeGoals: 1, awayGoals: 3 },
    ],
  });
  return { tournamentId, name, city: names[0]!, arsenal: names[1]!, cityId: city!.id, haalandId: city!.players['Erling Haaland']! };
}

/** Records, from the moment the HTML is parsed, every loading text and every moment the page is empty. */
async function recordLoadingPanels(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      if (document.readyState === 'loading') return;
      const text = document.body?.innerText ?? '';
      if (/Loading/.test(text)) seen.push(/Loading[^\n]*/.exec(text)![0]);
      if (document.getElementById('root')?.childElementCount === 0) seen.push('empty root');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
}

test.describe('server-rendered public tournament pages', () => {
  test('the first HTML answer holds the standings, the title and link-preview tags', async ({ request, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex, 'public');
    const answer = await request.get(`/public/tournaments/${league.tournamentId}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['cache-control']).toBe('public, max-age=5, stale-while-revalidate=60');
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
    const html = await answer.text();
    expect(html).toContain(`<title>${league.name} · KickOff Hub</title>`);
    expect(html).toContain(`<meta property="og:title" content="${league.name}" />`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/public/tournaments/${league.tournamentId}" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]*2 teams, 2 matches, 2 played\." \/>/);
    // The champion's row with its 6 points is in the markup itself.
    expect(html).toMatch(new RegExp(`${league.city}</a></span></th>(<td[^>]*>[^<]*</td>)*<td[^>]*><strong>6</strong></td></tr>`));
    expect(html).toContain(league.arsenal);
  });

  test('without JavaScript the visitor still reads the standings', async ({ browser, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex, 'public');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/public/tournaments/${league.tournamentId}`);
    await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    const standings = page.getByRole('region', { name: 'Standings' });
    await expect(standings.getByRole('row').filter({ hasText: league.city }).getByRole('cell').last()).toHaveText('6');
    await context.close();
  });

  test('the browser takes the page over without showing a loading panel, and it stays live', async ({ browser, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex, 'public');
    const context = await browser.newContext();
    const page = await context.newPage();
    const loadingSeen = await recordLoadingPanels(page);
    // The live stream opens from an effect: once it is requested, the browser's React has rendered the page.
    const streamOpened = page.waitForRequest((request) => request.url().endsWith(`/api/public/tournaments/${league.tournamentId}/events`));
    await page.goto(`/public/tournaments/${league.tournamentId}`);
    await streamOpened;
    await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    await expect(page.locator('#ssr-state')).toHaveCount(0);
    expect(await loadingSeen()).toEqual([]);
    // The tab keeps the server's title once the browser owns the page, and follows the next page's own.
    await expect(page).toHaveTitle(`${league.name} · KickOff Hub`);
    // The browser's React owns the page now: client-side navigation works.
    await page.getByRole('region', { name: 'Standings' }).getByRole('link', { name: league.arsenal }).click();
    await expect(page).toHaveURL(/\/public\/teams\//);
    await expect(page.getByRole('heading', { level: 1, name: league.arsenal })).toBeVisible();
    await expect(page).toHaveTitle(`${league.arsenal} · KickOff Hub`);
    await context.close();
  });

  test('a private tournament answers 404 at both public addresses', async ({ request, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex, 'private');
    for (const path of [`/public/tournaments/${league.tournamentId}`, `/some-organizer/${league.tournamentId}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text()).not.toContain(league.city);
    }
  });
});

test.describe('server-rendered public team and player pages', () => {
  test("the team page's first HTML holds the team, its squad and its matches; the browser takes it over without a loading panel", async ({ browser, request, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex, 'public');
    const answer = await request.get(`/public/teams/${league.cityId}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=5, stale-while-revalidate=60');
    const html = await answer.text();
    expect(html).toContain(`<title>${league.city} · KickOff Hub</title>`);
    expect(html).toContain(`<meta property="og:title" content="${league.city}" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]*1 player, 2 matches in 1 tournament\." \/>/);
    expect(html).toContain('Erling Haaland');
    expect(html).toContain(league.arsenal);

    const context = await browser.newContext();
    const page = await context.newPage();
    const loadingSeen = await recordLoadingPanels(page);
    await page.goto(`/public/teams/${league.cityId}`);
    await expect(page.getByRole('heading', { level: 1, name: league.city })).toBeVisible();
    await expect(page.locator('#ssr-state')).toHaveCount(0);
    // Once React owns the heading, the browser owns the page.
    await untilAppOwns(page.locator('#team-name'));
    await expect(page).toHaveTitle(`${league.city} · KickOff Hub`);
    expect(await loadingSeen()).toEqual([]);
    // The browser's React owns the page: a click on a squad member navigates in the app.
    await page.getByRole('link', { name: /Erling Haaland/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erling Haaland' })).toBeVisible();
    await expect(page).toHaveTitle('Erling Haaland · KickOff Hub');
    await context.close();
  });

  test("the player page's first HTML holds the player, their team and statistics, readable without JavaScript", async ({ browser, request, baseURL, organizer }, testInfo) => {
    const league = await seedLeague(baseURL!, organizer, testInfo.workerIndex, 'public');
    const html = await (await request.get(`/public/players/${league.haalandId}`)).text();
    expect(html).toContain('<title>Erling Haaland · KickOff Hub</title>');
    expect(html).toMatch(new RegExp(`<meta name="description" content="Erling Haaland \\(Forward\\) plays for ${league.city}\\. 0 games, 0 goals, 0 assists\\." />`));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/public/players/${league.haalandId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erling Haaland' })).toBeVisible();
    await expect(page.getByRole('link', { name: league.city, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
    await context.close();
  });

  test('a missing team or player answers 404', async ({ request }) => {
    for (const path of ['/public/teams/team_missing', '/public/players/player_missing', '/some-organizer/players/player_missing']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
