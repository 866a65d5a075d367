import type { BrowserContext, Page } from '@playwright/test';
import { recordFilmstrip } from '../bench/filmstrip';
import { untilAppTookOver } from '../support/app-takeover';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';
import { seededOncePerWorker } from '../support/worker-seed';

// Issue 23: pages arrive styled. The HTML the gateway serves links in its <head> every stylesheet the page
// uses (the shell's, the kit's and the screen's), so the first paint is the final look, the page is styled
// without JavaScript, and hydration adds no stylesheet.

interface Seeded {
  tournamentId: string;
  teamId: string;
  playerId: string;
}

/**
 * The pages checked, one line each. `rendered`: the server renders the page's content (it is then read
 * without JavaScript too); the others are the app page, which the scripts fill in. The public match page,
 * home and /embed join this list once the server renders them.
 */
const PAGES: Array<{ name: string; path: (seeded: Seeded) => string; rendered: boolean }> = [
  { name: 'tournament', path: (s) => `/public/tournaments/${s.tournamentId}`, rendered: true },
  { name: 'team', path: (s) => `/public/teams/${s.teamId}`, rendered: true },
  { name: 'player', path: (s) => `/public/players/${s.playerId}`, rendered: true },
  { name: 'not found', path: () => '/no/such/page/here', rendered: false },
];

async function seedLeague(baseURL: string, organizer: Parameters<typeof seedTeams>[1], workerIndex: number): Promise<Seeded> {
  const names = [uniqueName('Styled City', workerIndex), uniqueName('Styled Rovers', workerIndex)];
  const [city, rovers] = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: [{ firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9 }] })));
  const { tournamentId } = await seedTournament(baseURL, organizer, {
    name: uniqueName('Styled League', workerIndex),
    teamIds: [city!.id, rovers!.id],
    visibility: 'public',
    format: { mode: 'league', rounds: 2 },
    matches: [{ round: 1, homeTeamId: city!.id, awayTeamId: rovers!.id, homeGoals: 2, awayGoals: 1 }],
  });
  return { tournamentId, teamId: city!.id, playerId: city!.players['Erling Haaland']! };
}

/** Seeded once per worker: every test here only reads the league's public pages (each in a fresh browser context). */
const styledLeagueOnce = seededOncePerWorker('Styled Org', seedLeague);
const styledLeague = async (baseURL: string, workerIndex: number) => (await styledLeagueOnce(baseURL, workerIndex)).seeded;

/**
 * The stylesheets the document links, in order (absolute URLs). Read by the browser's own parser, not a regex.
 * A link without an address loads nothing: it only tells the federation runtime that a chunk's stylesheet is in.
 */
const linkedStylesheets = (page: Page) => page.locator('link[rel="stylesheet"][href]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

/** The shell's stylesheet, alone (the plain app page) or as the first part of the page's one stylesheet (a server-rendered page). */
const SHELL_STYLESHEET = /\/(start\.[0-9a-f]+\.css|page-styles\/shell_start\.[0-9a-f]+[~.][^/]*)$/;

/** The stylesheets the page applies (`document.styleSheets`: linked or inline), in cascade order. */
const appliedStylesheets = (page: Page) => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'an inline <style>'));

/** Styles only the app's stylesheets set: the font, the header's background, the heading's size and a table's layout. */
async function lookOf(page: Page) {
  const style = (selector: string, properties: string[]) =>
    page.locator(selector).first().evaluate((element, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])), properties);
  return {
    body: await style('body', ['font-family', 'background-color', 'color']),
    header: await style('header', ['background-color', 'display']),
    heading: await style('h1', ['font-size', 'font-weight', 'color']),
    ...((await page.locator('table').count()) > 0 ? { table: await style('table', ['border-collapse', 'width']) } : {}),
  };
}

async function pageIn(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

for (const { name, path, rendered } of PAGES) {
  test.describe(`the ${name} page`, () => {
    test("the server's head links every stylesheet the page uses once interactive, in the same order", async ({ browser, baseURL }, testInfo) => {
      const url = `${baseURL}${path(await styledLeague(baseURL!, testInfo.workerIndex))}`;
      // Without scripts the document is the server's HTML as parsed.
      const served = await browser.newContext({ javaScriptEnabled: false });
      const head = await linkedStylesheets(await pageIn(served, url));
      await served.close();
      expect(head.some((href) => SHELL_STYLESHEET.test(href)), "the shell's stylesheet").toBe(true);
      // A page the server rendered links its stylesheets as one file: a phone opens no connection per stylesheet before it paints.
      if (rendered) expect(head, 'one stylesheet').toHaveLength(1);

      const context = await browser.newContext();
      const page = await pageIn(context, url);
      await untilAppTookOver(page);
      // Each stylesheet once, each one the server linked: the federation runtime took the server's links as loaded.
      expect(await appliedStylesheets(page)).toEqual(head);
      expect(await linkedStylesheets(page)).toEqual(head);
      await context.close();
    });

    test('a cold load shows no unstyled frame (a filmstrip every 100 ms)', async ({ browser, baseURL }, testInfo) => {
      const url = `${baseURL}${path(await styledLeague(baseURL!, testInfo.workerIndex))}`;
      const frames = await recordFilmstrip(browser, url, { intervalMs: 100 });
      expect(frames.filter((frame) => frame.verdict === 'unstyled').map(({ atMs, missing }) => ({ atMs, missing }))).toEqual([]);
      expect(frames.some((frame) => frame.verdict === 'styled')).toBe(true);
    });

    if (rendered) {
      test("the browser shows the server's page before the app starts (the app's first request comes after the first contentful paint)", async ({ browser, baseURL }, testInfo) => {
        const url = `${baseURL}${path(await styledLeague(baseURL!, testInfo.workerIndex))}`;
        const context = await browser.newContext();
        const page = await pageIn(context, url);
        await untilAppTookOver(page);
        // /remotes.json is the first thing the shell's entry asks for when it runs (shell/src/index.ts).
        const { paintedAt, appStartedAt } = await page.evaluate(() => ({
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          appStartedAt: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/remotes.json')?.startTime,
        }));
        expect(paintedAt, 'first contentful paint').toBeGreaterThan(0);
        expect(appStartedAt, 'the shell asked for /remotes.json').toBeGreaterThan(0);
        expect(appStartedAt!).toBeGreaterThanOrEqual(paintedAt!);
        await context.close();
      });

      test('without JavaScript the page is styled as the browser shows it once interactive', async ({ browser, baseURL }, testInfo) => {
        const url = `${baseURL}${path(await styledLeague(baseURL!, testInfo.workerIndex))}`;
        const noScript = await browser.newContext({ javaScriptEnabled: false });
        const withoutScripts = await lookOf(await pageIn(noScript, url));
        // The same HTML with its stylesheets refused: what the probe reads on an unstyled page.
        await noScript.route(/\.css$/, (route) => route.abort());
        const unstyled = await lookOf(await pageIn(noScript, url));
        await noScript.close();

        const context = await browser.newContext();
        const page = await pageIn(context, url);
        await untilAppTookOver(page);
        expect(withoutScripts).toEqual(await lookOf(page));
        expect(withoutScripts.body['font-family']).not.toBe(unstyled.body['font-family']);
        expect(withoutScripts.heading['font-size']).not.toBe(unstyled.heading['font-size']);
        await context.close();
      });
    }
  });
}

test('the filmstrip sees the unstyled frames of a page whose head lacks its screen stylesheets', async ({ browser, baseURL }, testInfo) => {
  const { tournamentId } = await styledLeague(baseURL!, testInfo.workerIndex);
  const frames = await recordFilmstrip(browser, `${baseURL}/public/tournaments/${tournamentId}`, {
    intervalMs: 100,
    prepare: async (context) => {
      // The server's HTML without the remote's links: its screen stylesheets come with the scripts, as before issue 23.
      await context.route(/\/public\/tournaments\/[^/]+$/, async (route) => {
        const answer = await route.fetch();
        // The page's one stylesheet made of the shell's part alone, and no mark telling the runtime the screen's are in.
        const html = (await answer.text()).replace(/(\/page-styles\/shell_[^~"]+)[^"]*\.css"/, '$1.css"').replace(/<link rel="stylesheet" data-rspack="mf_public:[^"]*">/g, '');
        await route.fulfill({ response: answer, body: html });
      });
      // And a slow network for them: they arrive half a second after the page was first painted.
      let painted: () => void = () => undefined;
      const firstPaint = new Promise<void>((resolve) => (painted = resolve));
      await context.exposeBinding('__firstPaint', () => painted());
      await context.addInitScript({ content: "new PerformanceObserver(() => window.__firstPaint()).observe({ type: 'paint', buffered: true });" });
      await context.route(/\/remotes\/.*\.css$/, async (route) => {
        await firstPaint;
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
    },
  });
  const unstyled = frames.filter((frame) => frame.verdict === 'unstyled');
  expect(unstyled.length).toBeGreaterThanOrEqual(3);
  expect(frames.at(-1)?.verdict).toBe('styled');
});
