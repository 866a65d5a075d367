import type { Match, PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { CombinedStylesheets } from '../src/ssr/combined-stylesheet';
import type { HotPage, HotPagesStore } from '../src/ssr/hot-pages';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { TEMPLATE, TOURNAMENT_SHELL_BUNDLE, appsWith, publicPagesOf, servePages } from './ssr-pages-world';

// A stand-in for mf-public's server build that counts its renders per page (each start loads it anew).
const PUBLIC_BUNDLE = `
const renders = {};
exports.pageDocument = (screen, params) => ({ kind: 'tournament', id: params.id, query: '' });
exports.renderPublicPage = ({ page }) => {
  renders[page.id] = (renders[page.id] ?? 0) + 1;
  return { html: '<h1>' + page.document.tournament.name + '</h1><p>render ' + renders[page.id] + '</p>', meta: { title: page.id, description: 'd' }, state: {} };
};
`;

/** The shell's build: its start's one stylesheet, which every page links (page-stylesheets.ts). */
const SHELL_STYLES = JSON.stringify({ name: 'shell', provides: {}, start: { own: [{ file: 'start.aaaaaaaa11.css', chunk: '902' }], shared: {} } });

const cupOf = (id: string, name: string): PublicTournamentDocument => ({
  tournament: { id, name, organizerId: 'org_1', visibility: 'public' } as Tournament,
  matches: [{ id: 'm1', tournamentId: id, homeTeamId: 'team_a', awayTeamId: 'team_b', round: 1 } as Match],
  teams: [],
  organizer: { id: 'org_1', name: 'Riverside FA' },
});
const stored = new Map([
  ['t1', cupOf('t1', 'Spring Cup')],
  ['t2', cupOf('t2', 'Autumn Cup')],
]);

/** The directory table's `meta` / `hot-pages` item, as the instances of one deployment share it. */
function memoryStore(): HotPagesStore & { pages: HotPage[] } {
  const store = {
    pages: [] as HotPage[],
    read: async () => store.pages,
    write: async (pages: readonly HotPage[]) => {
      store.pages = [...pages];
    },
  };
  return store;
}

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** One gateway start: its own tournament cache (empty, as after a restart) and server builds, on the shared store. */
async function startGateway(hotPages: HotPagesStore) {
  const appsDir = await appsWith([
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist', 'page-styles.json', SHELL_STYLES],
    ['shell/dist', 'start.aaaaaaaa11.css', '.layout{margin:0}'],
    ['shell/dist-ssr', 'render.cjs', TOURNAMENT_SHELL_BUNDLE],
    ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
  ]);
  const reads: string[] = [];
  const errors: unknown[] = [];
  const tournaments = new PublicTournamentCache(async (id) => {
    reads.push(id);
    return stored.get(id) ?? null;
  }, tableNames('test-'));
  const pages = publicPagesOf(appsDir, { tournaments, onError: (err) => errors.push(err), hotPages, hotPagesEveryMs: 10, pageStyles: new CombinedStylesheets(appsDir) });
  await pages.start();
  const server = await servePages(pages, appsDir);
  servers.push(server);
  const page = async (id: string) => {
    const [status, html] = await server.answer(`/public/tournaments/${id}`);
    expect(status).toBe(200);
    return /<h1>(.*)<\/h1><p>render (\d+)<\/p>/.exec(html)!.slice(1);
  };
  const stylesheetOf = async (id: string) => /<link rel="stylesheet" href="([^"]+)">/.exec((await server.answer(`/public/tournaments/${id}`))[1])?.[1];
  return { reads, errors, page, stylesheetOf, hotStylesheets: () => pages.hotStylesheets() };
}

describe('the pages visitors asked for before a restart', () => {
  it('are read and rendered while the next start gets ready, so its first visitors pay neither', async () => {
    const store = memoryStore();
    const before = await startGateway(store);
    expect(before.reads).toEqual([]);
    await before.page('t1');
    await before.page('t2');
    // The list is written shortly after the visits, the page asked for last first.
    await expect.poll(() => store.pages.map((page) => page.urlPath)).toEqual(['/public/tournaments/t2', '/public/tournaments/t1']);
    expect(store.pages[0]).toEqual({ urlPath: '/public/tournaments/t2', search: '', origin: 'https://kickoff.example' });

    const after = await startGateway(store);
    // Read and rendered during start(), before any request.
    expect(after.reads.sort()).toEqual(['t1', 't2']);
    expect(await after.page('t1')).toEqual(['Spring Cup', '1']);
    expect(await after.page('t2')).toEqual(['Autumn Cup', '1']);
    expect(after.errors).toEqual([]);
  });

  it("name their stylesheet for the start's warm-up: the one the pages link", async () => {
    const store = memoryStore();
    const before = await startGateway(store);
    expect(before.hotStylesheets()).toEqual([]);
    await before.page('t1');
    await expect.poll(() => store.pages.length).toBe(1);

    const after = await startGateway(store);
    const linked = await after.stylesheetOf('t1');
    expect(linked).toMatch(/^\/page-styles\/shell_start\.aaaaaaaa11\.css$/);
    expect(after.hotStylesheets()).toEqual([linked]);
  });

  it('are skipped when the list cannot be read or names a page that is gone: the start goes on', async () => {
    const broken: HotPagesStore = {
      read: async () => {
        throw new Error('The directory table is unreachable');
      },
      write: async () => undefined,
    };
    const gateway = await startGateway(broken);
    expect(gateway.errors).toHaveLength(1);
    expect(await gateway.page('t1')).toEqual(['Spring Cup', '1']);

    const gone = memoryStore();
    gone.pages = [{ urlPath: '/public/tournaments/deleted', search: '', origin: 'https://kickoff.example' }, { urlPath: '/not/a/page', search: '', origin: 'https://kickoff.example' }];
    const next = await startGateway(gone);
    expect(next.reads).toEqual(['deleted']);
    expect(next.errors).toEqual([]);
  });
});
