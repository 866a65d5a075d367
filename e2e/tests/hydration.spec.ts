import type { Page } from '@playwright/test';
import { untilAppTookOver } from '../support/app-takeover';
import { uniqueName } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

// Issue 23: the app hydrates a server-rendered page. React adopts the server's elements instead of building the
// page again: nothing is painted twice (the largest paint stays the first), a click or a key press meanwhile is
// kept, and the ids React computes are the ones in the server's HTML (labels, tabs and regions stay linked).

interface Seeded {
  tournamentId: string;
  matchId: string;
  teamId: string;
  playerId: string;
}

const PAGES: Array<{ name: string; path: (seeded: Seeded) => string }> = [
  { name: 'tournament', path: (s) => `/public/tournaments/${s.tournamentId}` },
  { name: 'pitches', path: (s) => `/public/tournaments/${s.tournamentId}/pitches` },
  { name: 'match', path: (s) => `/public/tournaments/${s.tournamentId}/matches/${s.matchId}` },
  { name: 'team', path: (s) => `/public/teams/${s.teamId}` },
  { name: 'player', path: (s) => `/public/players/${s.playerId}` },
  { name: 'home', path: () => '/' },
  { name: 'embed guide', path: () => '/embed' },
];

/** Keeps the server's heading and main element (read when the parser is done, before any script of the app ran). */
const KEEP_SERVER_NODES = `document.addEventListener('DOMContentLoaded', () => {
  window.__server = { heading: document.querySelector('#root h1'), main: document.querySelector('#root main') };
});`;

/**
 * Elements whose id-like attributes differ from the ones React rendered them with (`__reactProps$…`): after a
 * hydration with other ids, labels would point at elements React no longer names so.
 */
function mismatchedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
    const found: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const name of names) {
        const rendered = props[name === 'for' ? 'htmlFor' : name];
        if (typeof rendered === 'string' && element.getAttribute(name) !== rendered) found.push(`${element.tagName.toLowerCase()} ${name}="${element.getAttribute(name)}", React: "${rendered}"`);
      }
    }
    return found;
  });
}

async function seedLeague(baseURL: string, organizer: Parameters<typeof seedTeams>[1], workerIndex: number): Promise<Seeded> {
  const names = [uniqueName('Hydra City', workerIndex), uniqueName('Hydra Rovers', workerIndex)];
  const [city, rovers] = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: [{ firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9 }] })));
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: uniqueName('Hydration League', workerIndex),
    teamIds: [city!.id, rovers!.id],
    visibility: 'public',
    format: { mode: 'league', rounds: 2 },
    matches: [{ round: 1, homeTeamId: city!.id, awayTeamId: rovers!.id, homeGoals: 2, awayGoals: 1 }],
  });
  return { tournamentId, matchId: matchIds[0]!, teamId: city!.id, playerId: city!.players['Erling Haaland']! };
}

test("every server-rendered page type is hydrated: the server's elements and ids are kept, nothing mismatches", async ({ page, baseURL, organizer }, testInfo) => {
  const seeded = await seedLeague(baseURL!, organizer, testInfo.workerIndex);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript({ content: KEEP_SERVER_NODES });
  for (const { name, path } of PAGES) {
    await test.step(name, async () => {
      await page.goto(path(seeded));
      await untilAppTookOver(page);
      const kept = await page.evaluate(() => {
        const server = (window as unknown as { __server: { heading: Element | null; main: Element | null } }).__server;
        return { heading: server.heading !== null && server.heading === document.querySelector('#root h1'), main: server.main !== null && server.main === document.querySelector('#root main') };
      });
      expect(kept, `${name}: the server's heading and main are the ones React owns`).toEqual({ heading: true, main: true });
      expect(await mismatchedIds(page), `${name}: ids as React rendered them`).toEqual([]);
      expect(errors.filter((text) => /hydrat/i.test(text)), `${name}: no hydration mismatch`).toEqual([]);
    });
  }
});

test("a signed-in organizer with the bright theme: hydration matches the server's visitor page, then shows their bar and toggle", async ({ page, baseURL, organizer }, testInfo) => {
  const seeded = await seedLeague(baseURL!, organizer, testInfo.workerIndex);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'bright'));
  await signIn(page, organizer.email, organizer.password);
  await page.addInitScript({ content: KEEP_SERVER_NODES });
  await page.goto(`/public/teams/${seeded.teamId}`);
  await untilAppTookOver(page);
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __server: { main: Element | null } }).__server.main === document.querySelector('#root main'))).toBe(true);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('a reader whose browser writes dates otherwise (en-GB, New York) gets the page rendered anew in them, with no mismatch', async ({ browser, baseURL, organizer }, testInfo) => {
  const seeded = await seedLeague(baseURL!, organizer, testInfo.workerIndex);
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript({ content: KEEP_SERVER_NODES });
  await page.goto(`/public/tournaments/${seeded.tournamentId}`);
  await untilAppTookOver(page);
  await expect(page.getByRole('table', { name: 'League table' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __server: { main: Element | null } }).__server.main === document.querySelector('#root main'))).toBe(false);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  await context.close();
});
