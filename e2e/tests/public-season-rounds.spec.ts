import http from 'node:http';
import type { Page } from '@playwright/test';
import { apiCreateOrganizer, uniqueName } from '../support/api';
import { expect, test, type SeededOrganizer } from '../support/fixtures';
import { seedPhoneSeason, type PhoneSeason } from '../support/seed-phone-season';

// Issue 23: a season page ships the rounds a visitor looks at, not the whole season. Seeded with the real
// 2022/23 Premier League (20 teams × 25 players) after matchday 30, so rounds 30 (last played) and 31 (next) show.

/** Issue 23's budgets for the Premier League page. */
const BUDGET = { rawBytes: 200 * 1024, brotliBytes: 60 * 1024, elements: 1500 };

/** The body's bytes as the gateway sent them for `acceptEncoding` (Node's fetch would decode them). */
function bodyBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const fixtures = (page: Page) => page.getByRole('region', { name: 'Fixtures & Results' });
const shownRounds = (page: Page) => fixtures(page).getByRole('heading', { level: 3 });
const rounds = (page: Page) => fixtures(page).getByRole('navigation', { name: 'Rounds' });

// One season for the file (seeding 500 players and 380 matches takes a while on a loaded machine); the tests only read it.
let season: PhoneSeason;
let organizer: SeededOrganizer;
test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(180_000);
  const name = uniqueName('Rounds Org', testInfo.workerIndex);
  const login = { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`, password: 'secret-pass-1' };
  organizer = { ...login, id: (await apiCreateOrganizer(baseURL!, login)).id };
  season = await seedPhoneSeason(baseURL!, organizer);
});

test('the Premier League page is small: raw HTML, brotli bytes and DOM elements within the budgets', async ({ browser, baseURL }) => {
  const url = `${baseURL}/public/tournaments/${season.tournamentId}`;
  const raw = await bodyBytes(url, 'identity');
  const brotli = await bodyBytes(url, 'br');
  expect(brotli.encoding).toBe('br');
  // A real parser's count: the page as a browser without JavaScript builds it from the server's HTML.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(shownRounds(page)).toHaveText(['Tour 30', 'Tour 31']);
  const elements = await page.locator('*').count();
  const tableRows = await page.getByRole('row').count();
  await context.close();
  const figures = { rawBytes: raw.bytes, brotliBytes: brotli.bytes, elements, tableRows };
  test.info().annotations.push({ type: 'Premier League page', description: JSON.stringify(figures) });
  console.log(`Premier League page (matchday 30): ${JSON.stringify(figures)}`);
  expect(raw.bytes).toBeLessThanOrEqual(BUDGET.rawBytes);
  expect(brotli.bytes).toBeLessThanOrEqual(BUDGET.brotliBytes);
  expect(elements).toBeLessThanOrEqual(BUDGET.elements);
});

test('a visitor sees the current rounds, follows "Tour N" to its own address, and shows all statistics, without a second download', async ({ page }) => {
  const documentPath = `/api/public/tournaments/${season.tournamentId}`;
  const documentAnswers: Array<{ status: number; asked: string | undefined; etag: string | undefined }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== documentPath) return;
    documentAnswers.push({ status: response.status(), asked: response.request().headers()['if-none-match'], etag: response.headers()['etag'] });
  });
  const streamOpened = page.waitForRequest((request) => request.url().endsWith(`${documentPath}/events`));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/public/tournaments/${season.tournamentId}`);
  await streamOpened;
  await expect(shownRounds(page)).toHaveText(['Tour 30', 'Tour 31']);
  // 38 rounds on a phone: they wrap, the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expect(rounds(page).getByRole('link')).toHaveCount(38);
  await expect(rounds(page).getByRole('link', { name: 'Tour 30' })).toHaveAttribute('aria-current', 'true');
  // The stream's catch-up revalidates the server's version: the season did not change, so nothing is downloaded
  // (unless the page was rendered while a write of the seeding was still on its way to the gateway's cache).
  await expect.poll(() => documentAnswers.length).toBe(1);
  const catchUp = documentAnswers[0]!;
  expect(catchUp.asked, 'a conditional read of the served version').toMatch(/^"[^"]+"/);
  if (catchUp.status !== 304) expect(catchUp.asked!.split(', '), 'a download only of a changed season').not.toContain(catchUp.etag);

  await rounds(page).getByRole('link', { name: 'Tour 12' }).click();
  await expect(page).toHaveURL(new RegExp(`/public/tournaments/${season.tournamentId}\\?round=12$`));
  await expect(shownRounds(page)).toHaveText(['Tour 12']);
  await expect(rounds(page).getByRole('link', { name: 'Tour 12' })).toHaveAttribute('aria-current', 'page');
  await expect(fixtures(page).getByRole('region', { name: 'Tour 12' }).getByRole('listitem')).toHaveCount(10);

  const statistics = page.getByRole('region', { name: 'Statistics' });
  const allPlayers = statistics.getByRole('tabpanel');
  await expect(allPlayers.getByRole('row')).toHaveCount(11);
  await statistics.getByRole('button', { name: 'Show all 500 players' }).click();
  await expect(allPlayers.getByRole('row')).toHaveCount(501);
  await expect(statistics.getByRole('button', { name: /Show all/ })).toHaveCount(0);
  // The other round and all statistics came from one read of the whole document, whichever read it.
  expect(documentAnswers.filter((answer) => answer.status === 200)).toHaveLength(1);
  expect(documentAnswers.slice(1).every((answer) => answer.status === 200)).toBe(true);

  // Keyboard: the rounds are links in order, each one Tab away.
  await rounds(page).getByRole('link', { name: 'Tour 12' }).focus();
  await page.keyboard.press('Tab');
  await expect(rounds(page).getByRole('link', { name: 'Tour 13' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shownRounds(page)).toHaveText(['Tour 13']);
});

test('each round is server-rendered on its own address, and its links work without JavaScript', async ({ browser, request }) => {
  const answer = await request.get(`/${encodeURIComponent(organizer.name)}/${season.tournamentId}?round=5`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/<h3[^>]*>Tour 5<\/h3>/);
  for (const search of ['?round=abc', '?round=99']) {
    expect(await (await request.get(`/public/tournaments/${season.tournamentId}${search}`)).text(), search).toMatch(/<h3[^>]*>Tour 30<\/h3>/);
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/public/tournaments/${season.tournamentId}?round=5`);
  await expect(shownRounds(page)).toHaveText(['Tour 5']);
  await rounds(page).getByRole('link', { name: 'Tour 38' }).click();
  await expect(page).toHaveURL(/\?round=38$/);
  await expect(shownRounds(page)).toHaveText(['Tour 38']);
  await context.close();
});
