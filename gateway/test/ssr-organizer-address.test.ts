import type { Match, PublicPlayerView, PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { TEMPLATE, appsWith, publicPagesOf, servePages } from './ssr-pages-world';

// Stand-ins for the shell's and mf-public's server builds (shell/dist-ssr, mf-public/dist-ssr): the
// routes of the shell's table that matter here, with their params as the shell gives them (undecoded).
const SHELL_BUNDLE = `
const route = (screen, pattern, params) => ({ remote: 'mf', screen, pattern, params, title: 'Page', productName: 'KickOff Hub', publicPage: true });
exports.resolvePublicPage = (pathname) => {
  const s = pathname.split('/').filter(Boolean);
  if (s.length === 5 && s[0] === 'public' && s[3] === 'matches') return route('PublicMatchScreen', '/public/tournaments/:tournamentId/matches/:matchId', { tournamentId: s[2], matchId: s[4] });
  if (s.length === 3 && s[0] === 'public' && s[1] === 'tournaments') return route('PublicTournamentScreen', '/public/tournaments/:id', { id: s[2] });
  if (s.length === 3 && s[1] === 'players') return route('PublicPlayerScreen', '/:orgName/players/:playerId', { orgName: s[0], playerId: s[2] });
  if (s.length === 4 && s[2] === 'matches') return route('PublicMatchScreen', '/:orgName/:tournamentId/matches/:matchId', { orgName: s[0], tournamentId: s[1], matchId: s[3] });
  if (s.length === 2) return route('PublicTournamentScreen', '/:orgName/:tournamentId', { orgName: s[0], tournamentId: s[1] });
  return null;
};
exports.knowsPath = (pathname) => pathname === '/admin' || exports.resolvePublicPage(pathname) !== null;
exports.renderLayout = ({ screenHtml }) => '<main>' + screenHtml + '</main>';
`;
const PUBLIC_BUNDLE = `
let renders = 0;
exports.pageDocument = (screen, params, search) =>
  screen === 'PublicTournamentScreen' ? { kind: 'tournament', id: params.tournamentId || params.id, query: /^\\?round=\\d+$/.test(search) ? search : '' }
  : screen === 'PublicPlayerScreen' ? { kind: 'player', id: params.playerId } : null;
exports.renderPublicPage = ({ page, search, version }) => ({
  html: '<h1>rendered ' + page.kind + ' ' + page.id + '</h1><p>' + search + ' render ' + ++renders + (version ? ' versioned' : '') + '</p>',
  meta: { title: page.id, description: 'd' },
  state: {},
});
`;

const cup: PublicTournamentDocument = {
  tournament: { id: 't1', name: 'Spring Cup', organizerId: 'org_1', visibility: 'public' } as Tournament,
  matches: [{ id: 'm1', tournamentId: 't1', homeTeamId: 'team_a', awayTeamId: 'team_b', round: 1 } as Match],
  teams: [],
  organizer: { id: 'org_1', name: 'Riverside FA' },
};
const saka = { player: { id: 'p7' }, team: { id: 'team_a', name: 'Arsenal', organizerId: 'org_1', organizerName: 'Riverside FA', colors: [] }, seasons: [] } as unknown as PublicPlayerView;

let server: Awaited<ReturnType<typeof servePages>>;
const errors: unknown[] = [];

beforeAll(async () => {
  const appsDir = await appsWith([
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist-ssr', 'render.cjs', SHELL_BUNDLE],
    ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
  ]);
  const tournaments = new PublicTournamentCache(async (id) => (id === 't1' ? cup : null), tableNames('test-'));
  const pages = publicPagesOf(appsDir, {
    tournaments,
    directory: { team: async () => null, player: async (id) => (id === 'p7' ? saka : null), searchSnapshot: async () => ({ organizers: [], tournaments: [], teams: [], tournamentsByTeam: new Map() }) },
    onError: (err) => errors.push(err),
  });
  await pages.start();
  server = await servePages(pages, appsDir);
});

afterAll(() => server?.close());

const answer = (urlPath: string) => server.answer(urlPath);

describe("server-rendered pages at an organizer's address", () => {
  it.each(['/Riverside%20FA/t1', '/riverside%20fa/t1', '/%20RIVERSIDE%20FA%20/t1', '/public/tournaments/t1'])('renders the tournament at %s', async (urlPath) => {
    const [status, html] = await answer(urlPath);
    expect(status).toBe(200);
    expect(html).toContain('<h1>rendered tournament t1</h1>');
  });

  it.each([
    ["another organizer's name", '/Hillside/t1'],
    ['a tournament that does not exist (any two-segment path)', '/admin/organizer'],
    ['a player of another organizer', '/Hillside/players/p7'],
    ['a missing player', '/Riverside%20FA/players/nobody'],
    ["a match of another organizer's tournament", '/Hillside/t1/matches/m1'],
    ['a match of a tournament the public may not see', '/Riverside%20FA/t9/matches/m1'],
    ['a match its tournament does not have', '/Riverside%20FA/t1/matches/m9'],
    ['a match its tournament does not have, at the /public/ address', '/public/tournaments/t1/matches/m9'],
    ['a path the route table does not know', '/no%20such/page/here'],
  ])('answers 404 with the app page for %s', async (_case, urlPath) => {
    const [status, html] = await answer(urlPath);
    expect(status).toBe(404);
    expect(html).toBe(TEMPLATE);
  });

  it('renders the query string the page reads (its round), one page per value; other parameters share the plain page (issue 23)', async () => {
    const plain = (await answer('/public/tournaments/t1'))[1];
    expect(plain).toMatch(/<p> render \d+ versioned<\/p>/);
    expect((await answer('/public/tournaments/t1?utm_source=x'))[1]).toBe(plain);
    expect((await answer('/public/tournaments/t1?round=abc'))[1]).toBe(plain);
    const round2 = (await answer('/public/tournaments/t1?round=2'))[1];
    expect(round2).toMatch(/<p>\?round=2 render \d+ versioned<\/p>/);
    expect((await answer('/public/tournaments/t1?round=2'))[1]).toBe(round2);
  });

  it("renders the organizer's own player, and leaves its own match pages and other known pages to the browser (200)", async () => {
    expect(await answer('/riverside%20FA/players/p7')).toEqual([200, expect.stringContaining('<h1>rendered player p7</h1>')]);
    expect(await answer('/Riverside%20FA/t1/matches/m1')).toEqual([200, 'plain app page']);
    expect(await answer('/public/tournaments/t1/matches/m1')).toEqual([200, 'plain app page']);
    expect(await answer('/admin')).toEqual([200, 'plain app page']);
    expect(errors).toEqual([]);
  });
});
