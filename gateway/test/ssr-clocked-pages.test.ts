import type { PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { TEMPLATE, appsWith, publicPagesOf, servePages } from './ssr-pages-world';

// Issue 25's pitches board shows what is on now: its HTML depends on the time as well as on its document, so a
// rendered board is kept for its minute only, while the tournament page stays kept until its document changes.

const SHELL_BUNDLE = `
exports.resolvePublicPage = (pathname) => {
  const s = pathname.split('/').filter(Boolean);
  if (s.length === 3) return { remote: 'mf', screen: 'PublicTournamentScreen', pattern: '/public/tournaments/:id', params: { id: s[2] }, title: 'Page', productName: 'KickOff Hub', publicPage: true };
  if (s.length === 4 && s[3] === 'pitches') return { remote: 'mf', screen: 'PitchBoardScreen', pattern: '/public/tournaments/:id/pitches', params: { id: s[2] }, title: 'Pitches', productName: 'KickOff Hub', publicPage: true };
  return null;
};
exports.knowsPath = (pathname) => exports.resolvePublicPage(pathname) !== null;
exports.renderLayout = ({ screenHtml }) => '<main>' + screenHtml + '</main>';
`;

// Counts its renders per screen and tournament (the gateway's warm-up at start renders one of its own).
const PUBLIC_BUNDLE = `
const renders = {};
exports.pageDocument = (screen, params) => ({ kind: 'tournament', id: params.id, query: '' });
exports.renderPublicPage = ({ screen, page }) => {
  const key = screen + ' ' + page.id;
  renders[key] = (renders[key] ?? 0) + 1;
  return { html: '<h1>' + screen + ' render ' + renders[key] + '</h1>', meta: { title: screen, description: 'd' }, state: {} };
};
`;

let now = Date.parse('2026-06-13T09:00:10Z');
let server: Awaited<ReturnType<typeof servePages>>;

beforeAll(async () => {
  const appsDir = await appsWith([
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist-ssr', 'render.cjs', SHELL_BUNDLE],
    ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
  ]);
  const document: PublicTournamentDocument = { tournament: { id: 't1', name: 'Youth Day', organizerId: 'org_1', visibility: 'public' } as Tournament, matches: [], teams: [], organizer: null };
  const tournaments = new PublicTournamentCache(async () => document, tableNames('test-'));
  const pages = publicPagesOf(appsDir, { tournaments, onError: () => undefined, clock: () => now });
  await pages.start();
  server = await servePages(pages, appsDir);
});

afterAll(() => server?.close());

const heading = async (path: string) => /<h1>(.*?)<\/h1>/.exec((await server.answer(path))[1])?.[1];

describe('a page that shows the time (the pitches board)', () => {
  it('is rendered again once its minute is over, with no write; the tournament page is kept', async () => {
    expect(await heading('/public/tournaments/t1/pitches')).toBe('PitchBoardScreen render 1');
    expect(await heading('/public/tournaments/t1')).toBe('PublicTournamentScreen render 1');
    now += 30_000;
    expect(await heading('/public/tournaments/t1/pitches')).toBe('PitchBoardScreen render 1');
    now += 30_000;
    expect(await heading('/public/tournaments/t1/pitches')).toBe('PitchBoardScreen render 2');
    expect(await heading('/public/tournaments/t1')).toBe('PublicTournamentScreen render 1');
  });
});
