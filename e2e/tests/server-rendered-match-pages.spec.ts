import type { Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

/** A league with one played match (Manchester City 3–1 Arsenal, Haaland scoring twice) at the Etihad. */
async function seedPlayedMatch(baseURL: string, organizer: Parameters<typeof seedTeams>[1], workerIndex: number, visibility: 'public' | 'private') {
  const names = [uniqueName('Manchester City', workerIndex), uniqueName('Arsenal', workerIndex)];
  const [city, arsenal] = await seedTeams(
    baseURL,
    organizer,
    names.map((name) => ({ name, players: [{ firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9 }] })),
  );
  const haaland = city!.players['Erling Haaland']!;
  const name = uniqueName('Premier League', workerIndex);
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name,
    teamIds: [city!.id, arsenal!.id],
    visibility,
    format: { mode: 'league', rounds: 1 },
    matches: [
      {
        round: 1,
        homeTeamId: city!.id,
        awayTeamId: arsenal!.id,
        homeGoals: 3,
        awayGoals: 1,
        dateISO: '2023-04-26',
        time: '20:00',
        venue: 'Etihad Stadium',
        goals: [
          { team: 'home', playerId: haaland, minute: 7, type: 'goal' },
          { team: 'away', playerId: arsenal!.players['Erling Haaland']!, minute: 86, type: 'goal' },
          { team: 'home', playerId: haaland, minute: 90, type: 'goal' },
          { team: 'home', playerId: '', minute: 54, type: 'goal' },
        ],
      },
    ],
  });
  return { tournamentId, matchId: matchIds[0]!, name, city: names[0]!, arsenal: names[1]! };
}

/** A page as a visitor without JavaScript gets it: only the server's HTML. */
async function withoutJavaScript(browser: import('@playwright/test').Browser, path: string, check: (page: Page, status: number | undefined) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    await check(page, response?.status());
  } finally {
    await context.close();
  }
}

test.describe('the server-rendered public match page', () => {
  test('its first HTML names the score in <title> and og:title, and a visitor without JavaScript reads the teams, score and scorers', async ({ browser, request, baseURL, organizer }, testInfo) => {
    const match = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'public');
    const path = `/public/tournaments/${match.tournamentId}/matches/${match.matchId}`;
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const title = `${match.city} 3–1 ${match.arsenal} · ${match.name}`;
    expect(html).toContain(`<title>${title} · KickOff Hub</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]*Tour 1\. Wed, 26 Apr 2023, 20:00 [^"]* at Etihad Stadium\. Goals: Erling Haaland 7&#39;, [^"]*Erling Haaland 90&#39;\." \/>/);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/share-cards/tournaments/${match.tournamentId}/matches/${match.matchId}.png?v=`);

    await withoutJavaScript(browser, path, async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: `${match.city} vs ${match.arsenal}` })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Match summary' });
      await expect(summary.getByRole('img', { name: 'Score 3 – 1' })).toBeVisible();
      await expect(summary.getByText('Etihad Stadium')).toBeVisible();
      const goals = page.getByRole('list', { name: 'Goals in minute order' }).getByRole('listitem');
      await expect(goals).toHaveCount(4);
      await expect(goals.first()).toContainText('Erling Haaland');
      await expect(goals.nth(1)).toContainText('Unknown scorer');
    });
  });

  test('the browser takes the page over without a loading panel, and its tab keeps the score', async ({ page, baseURL, organizer }, testInfo) => {
    const match = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'public');
    const matchReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/public/tournaments/${match.tournamentId}/matches/${match.matchId}`)) matchReads.push(request.url());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.readyState !== 'loading' && /Loading/.test(document.body?.innerText ?? '')) seen.push('loading panel');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The live stream opens from an effect: once it is requested, the browser's React has rendered the page.
    const streamOpened = page.waitForRequest((request) => request.url().endsWith(`/api/public/tournaments/${match.tournamentId}/events`));
    await page.goto(`/${encodeURIComponent(organizer.name)}/${match.tournamentId}/matches/${match.matchId}`);
    await streamOpened;
    await expect(page.getByRole('heading', { level: 1, name: `${match.city} vs ${match.arsenal}` })).toBeVisible();
    await expect(page.locator('#ssr-state')).toHaveCount(0);
    await expect(page).toHaveTitle(`${match.city} 3–1 ${match.arsenal} · ${match.name} · KickOff Hub`);
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
    // The first view came from the server: the browser reads the match only on the live stream's opening resync.
    expect(matchReads.length).toBeLessThanOrEqual(1);
  });

  test('an unknown match id, or a match of a private tournament, answers 404 with the page that says so', async ({ browser, request, baseURL, organizer }, testInfo) => {
    const open = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'public');
    const hidden = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'private');
    await withoutJavaScript(browser, `/public/tournaments/${open.tournamentId}/matches/match_0_missing`, async (page, status) => {
      expect(status).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Match Not Found' })).toBeVisible();
    });
    const privateMatch = await request.get(`/public/tournaments/${hidden.tournamentId}/matches/${hidden.matchId}`);
    expect(privateMatch.status()).toBe(404);
    expect(await privateMatch.text()).not.toContain(hidden.city);
    await withoutJavaScript(browser, `/${encodeURIComponent(organizer.name)}/${open.tournamentId}/matches/match_0_missing`, async (page, status) => {
      expect(status).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    });
  });
});

test.describe('the server-rendered home page and embed guide', () => {
  test('home shows its search without JavaScript', async ({ browser }) => {
    await withoutJavaScript(browser, '/', async (page, status) => {
      expect(status).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Find tournaments and organizers' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search organizers and tournaments' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Admin Access' })).toBeVisible();
      await expect(page).toHaveTitle('Home · KickOff Hub');
    });
  });

  test('/embed shows the guide and the snippet for the match its address names, without JavaScript', async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, '/embed?tournament=t_42&match=m_7', async (page, status) => {
      expect(status).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Embed a match centre' })).toBeVisible();
      await expect(page.getByLabel('Tournament ID')).toHaveValue('t_42');
      const snippet = page.getByLabel('Embed snippet');
      await expect(snippet).toContainText(`<script src="${baseURL}/widget.js" defer></script>`);
      await expect(snippet).toContainText('tournament-id="t_42" match-id="m_7"');
      await expect(page).toHaveTitle('Embed a match centre · KickOff Hub');
    });
  });
});
