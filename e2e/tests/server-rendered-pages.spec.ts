import { uniqueName } from '../support/api';
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
  return { tournamentId, name, city: names[0]!, arsenal: names[1]! };
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
    // Records every loading text and every moment the page is empty once the HTML is parsed.
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
    // The live stream opens from an effect: once it is requested, the browser's React has rendered the page.
    const streamOpened = page.waitForRequest((request) => request.url().endsWith(`/api/public/tournaments/${league.tournamentId}/events`));
    await page.goto(`/public/tournaments/${league.tournamentId}`);
    await streamOpened;
    await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    await expect(page.locator('#ssr-state')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
    // The browser's React owns the page now: client-side navigation works.
    await page.getByRole('region', { name: 'Standings' }).getByRole('link', { name: league.arsenal }).click();
    await expect(page).toHaveURL(/\/public\/teams\//);
    await expect(page.getByRole('heading', { level: 1, name: league.arsenal })).toBeVisible();
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
