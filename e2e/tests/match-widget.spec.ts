import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test, type SeededOrganizer } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';
import { serveHtml } from '../support/static-server';
import { signInByApi } from '../support/session';

// The embeddable match centre (issue 9): one script tag on any site, a custom element rendering in an
// open shadow root, live through the gateway's Server-Sent Events. The host page is served from a second
// origin with hostile global CSS, as a club or news site might have.

const HOSTILE_CSS = `
  * { all: revert; color: red !important; font-family: monospace !important; }
  div { display: none; }
  span, p, li, button { font-size: 31px !important; }
  p.host-text { letter-spacing: 3px; }
`;

function hostPage(baseURL: string, widgets: Array<{ tournamentId: string; matchId: string; theme?: string }>): string {
  const elements = widgets
    .map((w) => `<match-center-widget tournament-id="${w.tournamentId}" match-id="${w.matchId}"${w.theme ? ` theme="${w.theme}"` : ''}></match-center-widget>`)
    .join('\n');
  return `<!doctype html><html><head><title>Club news</title><style>${HOSTILE_CSS}</style>
<script src="${baseURL}/widget.js" defer></script></head>
<body><p class="host-text">Club news</p>${elements}</body></html>`;
}

interface SeededMatch {
  tournamentId: string;
  matchId: string;
  home: string;
  away: string;
}

async function seedPlayedMatch(baseURL: string, organizer: SeededOrganizer, workerIndex: number, visibility: 'public' | 'private'): Promise<SeededMatch> {
  const home = uniqueName('Arsenal', workerIndex);
  const away = uniqueName('Brighton', workerIndex);
  const [arsenal, brighton] = await seedTeams(baseURL, organizer, [
    {
      name: home,
      players: [
        { firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', number: 7 },
        { firstName: 'Martin', lastName: 'Odegaard', position: 'Midfielder', number: 8 },
        { firstName: 'Secret', lastName: 'Keeper', position: 'Goalkeeper', number: 1, isPublic: false },
      ],
    },
    { name: away, players: [{ firstName: 'Kaoru', lastName: 'Mitoma', position: 'Forward', number: 22 }] },
  ]);
  const p = { ...arsenal!.players, ...brighton!.players };
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: uniqueName('Widget Cup', workerIndex),
    teamIds: [arsenal!.id, brighton!.id],
    visibility,
    matches: [
      {
        round: 1,
        homeTeamId: arsenal!.id,
        awayTeamId: brighton!.id,
        homeGoals: 2,
        awayGoals: 1,
        venue: 'Emirates Stadium',
        goals: [
          { team: 'home', playerId: p['Bukayo Saka']!, minute: 23, type: 'goal', assistPlayerId: p['Martin Odegaard']! },
          { team: 'away', playerId: p['Kaoru Mitoma']!, minute: 51, type: 'goal' },
          { team: 'home', playerId: p['Martin Odegaard']!, minute: 77, type: 'penalty' },
        ],
        lineups: {
          home: { starting: [p['Secret Keeper']!, p['Bukayo Saka']!], substitutes: [p['Martin Odegaard']!] },
          away: { starting: [p['Kaoru Mitoma']!], substitutes: [] },
        },
      },
    ],
  });
  return { tournamentId, matchId: matchIds[0]!, home, away };
}

/** Changes the home score in the organizer's match centre, in its own browser context; resolves once the save is acknowledged, with that context. */
async function organizerSetsHomeGoals(browser: Browser, organizer: SeededOrganizer, seeded: SeededMatch, goals: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInByApi(admin, organizer.email, organizer.password);
  await admin.goto(`/tournaments/${seeded.tournamentId}/matches/${seeded.matchId}`);
  const form = admin.getByRole('form', { name: 'Match details' });
  await form.getByLabel(`${seeded.home} goals`).fill(goals);
  await form.getByRole('button', { name: 'Save Match Details' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Match details saved.' })).toBeVisible();
  return context;
}

const score = (widget: Locator) => widget.locator('[part="score"]');

test.describe('embeddable match centre widget', () => {
  test('two widgets on a hostile foreign page render the match and follow a score change live, as does the public match page', async ({
    browser,
    page,
    organizer,
    baseURL,
  }, testInfo) => {
    testInfo.setTimeout(90_000);
    const seeded = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'public');
    const host = await serveHtml(hostPage(baseURL!, [seeded, { ...seeded, theme: 'dark' }]));
    try {
      // What the page owns before our script runs, to compare with afterwards.
      await page.addInitScript(() => {
        (window as unknown as { __hostGlobals: string[] }).__hostGlobals = Object.getOwnPropertyNames(window);
      });
      // Everything the widgets fetch from our origin, as transferred (a fresh context: a cold cache).
      const fromUs: Array<Promise<number>> = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(baseURL!)) fromUs.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
      });
      await page.goto(host.url);
      const widgets = page.locator('match-center-widget');
      await expect(widgets).toHaveCount(2);
      for (const widget of [widgets.nth(0), widgets.nth(1)]) {
        await expect(score(widget)).toHaveText('2 – 1');
        await expect(widget.getByText(seeded.home).first()).toBeVisible();
        await expect(widget.getByText(seeded.away).first()).toBeVisible();
        await widget.getByRole('tab', { name: 'Goals' }).click();
        await expect(widget.getByRole('tabpanel')).toContainText("23'");
        await expect(widget.getByRole('tabpanel')).toContainText('Bukayo Saka');
        await widget.getByRole('tab', { name: 'Lineups' }).click();
        await expect(widget.getByRole('tabpanel')).toContainText('Martin Odegaard');
        await expect(widget.getByRole('tabpanel')).toContainText('Kaoru Mitoma');
        await expect(widget.getByRole('tabpanel')).not.toContainText('Secret');
      }

      const isolation = await page.evaluate(() => {
        const widget = document.querySelector('match-center-widget')!;
        const scoreElement = widget.shadowRoot!.querySelector('[part="score"]')!;
        const hostText = document.querySelector('p.host-text')!;
        const before = (window as unknown as { __hostGlobals: string[] }).__hostGlobals;
        return {
          shadowMode: widget.shadowRoot?.mode,
          scoreColor: getComputedStyle(scoreElement).color,
          scoreFont: getComputedStyle(scoreElement).fontFamily,
          scoreSize: getComputedStyle(scoreElement).fontSize,
          hostColor: getComputedStyle(hostText).color,
          hostFont: getComputedStyle(hostText).fontFamily,
          hostSpacing: getComputedStyle(hostText).letterSpacing,
          head: [...document.head.children].map((e) => e.tagName + (e.getAttribute('src') ? ` ${e.getAttribute('src')}` : '')),
          adopted: document.adoptedStyleSheets.length,
          newGlobals: Object.getOwnPropertyNames(window).filter((name) => !before.includes(name)),
        };
      });
      expect(isolation.shadowMode).toBe('open');
      // Nothing of the page reaches the widget's text, inherited properties included…
      expect(isolation.scoreColor).not.toBe('rgb(255, 0, 0)');
      expect(isolation.scoreFont).not.toContain('monospace');
      expect(isolation.scoreSize).not.toBe('31px');
      // …the page's own elements keep their styles…
      expect(isolation.hostColor).toBe('rgb(255, 0, 0)');
      expect(isolation.hostFont).toContain('monospace');
      expect(isolation.hostSpacing).toBe('3px');
      // …and nothing of ours is left in the page: its head holds what it held, no adopted sheets, no stray globals.
      expect(isolation.head).toEqual(['TITLE', 'STYLE', `SCRIPT ${baseURL}/widget.js`]);
      expect(isolation.adopted).toBe(0);
      // The budget: widget.js and everything it loads for the match, at most 150 KB compressed.
      const transferred = (await Promise.all(fromUs)).reduce((sum, bytes) => sum + bytes, 0);
      testInfo.annotations.push({ type: 'widget cold-cache transfer', description: `${(transferred / 1024).toFixed(1)} KB` });
      expect(transferred).toBeGreaterThan(20 * 1024);
      expect(transferred).toBeLessThanOrEqual(150 * 1024);
      const federationOwn = /^(__FEDERATION__|__VMOK__|__GLOBAL_LOADING_REMOTE_ENTRY__|mf_match_center|(webpack|rspack)Chunk.*)$/;
      expect(isolation.newGlobals.filter((name) => !federationOwn.test(name) && name !== '__hostGlobals')).toEqual([]);

      // A widget added after the script ran works too, and follows its attributes.
      await page.evaluate(({ tournamentId, matchId }) => {
        const late = document.createElement('match-center-widget');
        late.setAttribute('tournament-id', tournamentId);
        late.setAttribute('match-id', matchId);
        document.body.append(late);
      }, seeded);
      await expect(score(widgets.nth(2))).toHaveText('2 – 1');
      await widgets.nth(2).evaluate((element) => element.setAttribute('match-id', 'match_that_does_not_exist'));
      await expect(widgets.nth(2).getByText('Match not available')).toBeVisible();
      await widgets.nth(2).evaluate((element) => element.remove());

      // The public match page and the public tournament page are open too, in the same visitor's browser.
      const publicPage = await page.context().newPage();
      await publicPage.goto(`${baseURL}/public/tournaments/${seeded.tournamentId}/matches/${seeded.matchId}`);
      await expect(publicPage.getByRole('heading', { level: 1 })).toContainText(seeded.home);
      await expect(publicPage.getByText('2 – 1').first()).toBeVisible();
      const tournamentPage = await page.context().newPage();
      await tournamentPage.goto(`${baseURL}/public/tournaments/${seeded.tournamentId}`);
      await expect(tournamentPage.getByRole('link', { name: `Match details: ${seeded.home} 2–1 ${seeded.away}` })).toBeVisible();

      const organizerContext = await organizerSetsHomeGoals(browser, organizer, seeded, '3');
      // Within 2 seconds of the acknowledged save, without a reload: all four views at once.
      const live = { timeout: 2_000 };
      await Promise.all([
        expect(score(widgets.nth(0))).toHaveText('3 – 1', live),
        expect(score(widgets.nth(1))).toHaveText('3 – 1', live),
        expect(publicPage.getByText('3 – 1').first()).toBeVisible(live),
        expect(tournamentPage.getByRole('link', { name: `Match details: ${seeded.home} 3–1 ${seeded.away}` })).toBeVisible(live),
      ]);
      await organizerContext.close();
    } finally {
      await host.close();
    }
  });

  test('another site reads the widget and its live data, and nothing else of ours', async ({ page, organizer, baseURL }, testInfo) => {
    const seeded = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'public');
    const host = await serveHtml(hostPage(baseURL!, [seeded]));
    try {
      await page.goto(host.url);
      await expect(score(page.locator('match-center-widget'))).toHaveText('2 – 1');
      // What the host page's own script could read from our origin: the browser refuses what CORS does not allow.
      const reads = await page.evaluate(async ({ base, tournamentId, matchId }) => {
        const read = (path: string, init?: RequestInit) => fetch(base + path, init).then((response) => response.status, () => 'refused');
        const firstEvent = () =>
          new Promise<string>((resolve) => {
            const source = new EventSource(`${base}/api/public/tournaments/${tournamentId}/events`);
            source.onopen = () => (source.close(), resolve('open'));
            source.onerror = () => (source.close(), resolve('refused'));
          });
        return {
          matchView: await read(`/api/public/tournaments/${tournamentId}/matches/${matchId}`),
          events: await firstEvent(),
          tournament: await read(`/api/public/tournaments/${tournamentId}`),
          config: await read('/config.json'),
          session: await read('/auth/session', { method: 'POST' }),
          login: await read('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: 'superadmin', password: 'x' }) }),
        };
      }, { base: baseURL!, ...seeded });
      expect(reads).toEqual({ matchView: 200, events: 'open', tournament: 'refused', config: 'refused', session: 'refused', login: 'refused' });
    } finally {
      await host.close();
    }
  });

  test("a private tournament's match is not available in a widget and not found on the public page", async ({ page, organizer, baseURL }, testInfo) => {
    const seeded = await seedPlayedMatch(baseURL!, organizer, testInfo.workerIndex, 'private');
    const host = await serveHtml(hostPage(baseURL!, [seeded, { tournamentId: seeded.tournamentId, matchId: 'match_missing' }]));
    try {
      await page.goto(host.url);
      const widgets = page.locator('match-center-widget');
      await expect(widgets.nth(0).getByText('Match not available')).toBeVisible();
      await expect(widgets.nth(1).getByText('Match not available')).toBeVisible();
      await expect(widgets.nth(0)).not.toContainText(seeded.home);
    } finally {
      await host.close();
    }
    await page.goto(`/public/tournaments/${seeded.tournamentId}/matches/${seeded.matchId}`);
    await expect(page.getByRole('heading', { name: 'Match Not Found' })).toBeVisible();
    await expect(page.getByText(seeded.home)).toHaveCount(0);
  });
});

test.describe('clickjacking', () => {
  async function framed(page: Page, url: string) {
    const host = await serveHtml(`<!doctype html><title>Evil</title><iframe title="framed" src="${url}" width="800" height="600"></iframe>`);
    const answered = page.waitForResponse((response) => response.url() === url);
    await page.goto(host.url);
    const response = await answered;
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await frame.waitForLoadState();
    return { host, response, frame };
  }

  test('the login page refuses to render inside another site\'s frame', async ({ page, baseURL }) => {
    const { host, response, frame } = await framed(page, `${baseURL}/admin/login`);
    try {
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      // Chromium replaces a frame refused by frame-ancestors with its own error page.
      await expect(frame.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
      expect(frame.url()).not.toBe(`${baseURL}/admin/login`);
    } finally {
      await host.close();
    }
    // The same page opened directly renders.
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
