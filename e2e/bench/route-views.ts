import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { CountingProxy, DbRequest } from './db-counting-proxy';
import { isScript, recordTransfers, type TransferLog } from './page-transfers';
import { CHAMPION, type SeededSeason } from './premier-league-seed';

/** A request the page made to the gateway for data (not an asset): what a visitor costs the gateway. */
export type DataCall =
  | { kind: 'dynamodb'; operation: string; input: Record<string, unknown> }
  | { kind: 'get'; path: string }
  | { kind: 'anonymous' };

export interface RouteView {
  name: string;
  path: string;
  /** Resolves once the view shows what a visitor came for. */
  ready(page: Page): Promise<void>;
}

export interface ViewResult {
  name: string;
  path: string;
  requests: number;
  totalBytes: number;
  jsFiles: number;
  jsBytes: number;
  /** content-encoding values of the scripts ('none' for uncompressed). */
  jsEncodings: string[];
  /** Scripts compressed: as transferred when served compressed, gzip (level 6) of the body when served raw. */
  jsCompressedBytes: number;
  /** Gateway → store requests between navigation and the page settling. */
  db: DbRequest[];
  dataCalls: DataCall[];
}

/** A view that could not be measured (e.g. a page under construction that never shows its content). */
export type ViewOutcome = ViewResult | { name: string; path: string; error: string };

/** The public routes the benchmark opens: the four public pages (tournament, team, player, match), home search, login and a 404. */
export function publicRoutes(season: SeededSeason): RouteView[] {
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  return [
    {
      name: 'tournament',
      path: `/public/tournaments/${season.tournamentId}`,
      ready: (page) =>
        page
          .locator('tr')
          .filter({ has: page.locator('th[scope="row"]', { hasText: 'Manchester City' }) })
          .filter({ has: page.locator('td:last-child', { hasText: /^89$/ }) })
          .waitFor(),
    },
    {
      name: 'team',
      path: `/public/teams/${season.teamIds[CHAMPION]}`,
      ready: async (page) => {
        await heading(page, CHAMPION);
        await page.getByText(season.player.name).first().waitFor();
      },
    },
    {
      name: 'player',
      // The bare address: the gateway finds the player's team by its pointer, without a search.
      path: `/public/players/${season.player.id}`,
      ready: (page) => heading(page, season.player.name),
    },
    {
      name: 'match',
      path: `/public/tournaments/${season.tournamentId}/matches/${season.match.id}`,
      ready: (page) => heading(page, `${season.match.homeTeam} vs ${season.match.awayTeam}`),
    },
    {
      name: 'home search',
      path: '/',
      ready: async (page) => {
        await page.getByLabel('Search organizers and tournaments').fill('Premier');
        await page.getByText(season.tournamentName).first().waitFor();
      },
    },
    { name: 'login', path: '/admin/login', ready: (page) => page.locator('input[type="password"]').first().waitFor() },
    { name: '404', path: '/no/such/page', ready: (page) => page.getByText('404 - Page Not Found').first().waitFor() },
  ];
}

function recordDataCalls(page: Page, origin: string): DataCall[] {
  const calls: DataCall[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (url.pathname === '/auth/anonymous') calls.push({ kind: 'anonymous' });
    else if (url.pathname.startsWith('/aws/dynamodb')) {
      const operation = (request.headers()['x-amz-target'] ?? '').split('.').pop() ?? '';
      calls.push({ kind: 'dynamodb', operation, input: JSON.parse(request.postData() ?? '{}') as Record<string, unknown> });
    } else if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/events')) {
      calls.push({ kind: 'get', path: url.pathname + url.search });
    }
  });
  return calls;
}

/**
 * Waits until the page and the database have both been quiet for `quietMs` (open event streams do not
 * count): the "network idle" that Playwright's own option cannot give a page holding an SSE stream.
 */
async function settle(log: TransferLog, proxy: CountingProxy, quietMs = 1_000, maxMs = 20_000): Promise<void> {
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline) {
    const last = Math.max(log.lastActivityAt(), proxy.lastRequestAt());
    if (log.inFlight() === 0 && performance.now() - last >= quietMs) return;
    // Polling the two logs, not waiting on the page: nothing in it tells when the store is done.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const gzipCache = new Map<string, number>();

/** gzip size of a script as served uncompressed (fetched again with identity encoding). */
async function gzipSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const size = gzipSync(body).length;
  gzipCache.set(url, size);
  return size;
}

/** measureView, with a failure reported as the view's outcome so that the other views are still measured. */
export async function tryMeasureView(browser: Browser, baseURL: string, proxy: CountingProxy, route: RouteView): Promise<ViewOutcome> {
  try {
    return await measureView(browser, baseURL, proxy, route);
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    return { name: route.name, path: route.path, error: message };
  }
}

/** One cold load of `route` (fresh context) on the counted gateway: bytes as transferred and database requests. */
async function measureView(browser: Browser, baseURL: string, proxy: CountingProxy, route: RouteView): Promise<ViewResult> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const log = await recordTransfers(page);
    const dataCalls = recordDataCalls(page, new URL(baseURL).origin);
    const firstDbRequest = proxy.requests.length;
    await page.goto(route.path, { waitUntil: 'commit' });
    await route.ready(page);
    await settle(log, proxy);
    const transfers = log.transfers();
    const scripts = transfers.filter(isScript);
    let jsCompressedBytes = 0;
    for (const script of scripts) jsCompressedBytes += script.encoding ? script.bytes : await gzipSize(script.url);
    return {
      name: route.name,
      path: route.path,
      requests: transfers.length,
      totalBytes: transfers.reduce((sum, t) => sum + t.bytes, 0),
      jsFiles: scripts.length,
      jsBytes: scripts.reduce((sum, t) => sum + t.bytes, 0),
      jsEncodings: [...new Set(scripts.map((s) => s.encoding || 'none'))],
      jsCompressedBytes,
      db: proxy.requests.slice(firstDbRequest),
      dataCalls,
    };
  } finally {
    await context.close();
  }
}
