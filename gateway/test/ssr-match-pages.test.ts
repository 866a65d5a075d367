import type { PublicMatchView, PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareJson } from '../src/live/cacheable-json';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { TEMPLATE, appsWith, publicPagesOf, servePages } from './ssr-pages-world';

// Stand-ins for the server builds: the shell's routes of the match page, home and /embed (params
// undecoded, as the shell gives them), and remotes that render what they were given, so a test reads
// which document, path, URL and version reached them.
const SHELL_BUNDLE = `
const route = (remote, screen, pattern, params) => ({ remote, screen, pattern, params, title: 'Page', productName: 'KickOff Hub', publicPage: true });
exports.resolvePublicPage = (pathname) => {
  const s = pathname.split('/').filter(Boolean);
  if (s.length === 0) return route('mf_public', 'HomeScreen', '/', {});
  if (s.length === 1 && s[0] === 'embed') return route('mf_match_center', 'EmbedScreen', '/embed', {});
  if (s.length === 5 && s[0] === 'public' && s[3] === 'matches') return route('mf_match_center', 'PublicMatchScreen', '/public/tournaments/:tournamentId/matches/:matchId', { tournamentId: s[2], matchId: s[4] });
  if (s.length === 4 && s[2] === 'matches') return route('mf_match_center', 'PublicMatchScreen', '/:orgName/:tournamentId/matches/:matchId', { orgName: s[0], tournamentId: s[1], matchId: s[3] });
  return null;
};
exports.renderLayout = ({ screenHtml }) => '<main>' + screenHtml + '</main>';
`;
const RENDER = `
exports.renderPublicPage = ({ screen, path, page, url, version }) => ({
  html: '<h1>' + screen + ' ' + path + ' ' + JSON.stringify(page.document) + '</h1>',
  meta: { title: page.document && page.document.match ? page.document.home.name + ' 3–1 ' + page.document.away.name : screen, description: url, image: '/card.png?v=' + version },
  state: {},
});
`;
const MATCH_CENTER_BUNDLE = `
exports.pageDocument = (screen, params, search) =>
  screen === 'PublicMatchScreen' ? { kind: 'match', tournamentId: params.tournamentId, id: params.matchId }
  : screen === 'EmbedScreen' ? { kind: 'embed', id: '', query: new URLSearchParams(search).has('match') ? '?match=' + new URLSearchParams(search).get('match') : '' } : null;
${RENDER}`;
const PUBLIC_BUNDLE = `
exports.pageDocument = (screen, params, search) => {
  const q = new URLSearchParams(search).get('q') || '';
  return screen === 'HomeScreen' ? { kind: 'home', id: q, query: q ? '?q=' + encodeURIComponent(q) : '' } : null;
};
${RENDER}`;

const document = (id: string, visibility: Tournament['visibility']): PublicTournamentDocument => ({
  tournament: { id, name: 'Premier League', organizerId: 'org_1', visibility } as Tournament,
  matches: [],
  teams: [],
  organizer: { id: 'org_1', name: 'Riverside FA' },
});
const derby = { tournament: { id: 'pl' }, match: { id: 'm1' }, home: { name: 'Arsenal' }, away: { name: 'Tottenham Hotspur' } } as PublicMatchView;

let server: Awaited<ReturnType<typeof servePages>>;
const errors: unknown[] = [];
const matchReads: string[] = [];

beforeAll(async () => {
  const appsDir = await appsWith([
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist-ssr', 'render.cjs', SHELL_BUNDLE],
    ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
    ['mf-match-center/dist-ssr', 'render.cjs', MATCH_CENTER_BUNDLE],
  ]);
  // 'pl' is public, 'secret' private (the public document is null): the match reader, like the real one, sees only public matches.
  const tournaments = new PublicTournamentCache(async (id) => (id === 'pl' ? document('pl', 'public') : null), tableNames('test-'));
  const pages = publicPagesOf(appsDir, {
    tournaments,
    directory: {
      team: async () => null,
      player: async () => null,
      searchSnapshot: async () => ({ organizers: [{ id: 'org_1', name: 'Riverside FA' } as never], tournaments: [], teams: [], tournamentsByTeam: new Map() }),
    },
    matches: {
      read: async (tournamentId, matchId) => {
        matchReads.push(`${tournamentId}/${matchId}`);
        return tournamentId === 'pl' && matchId === 'm 1' ? derby : null;
      },
    },
    onError: (err) => errors.push(err),
  });
  server = await servePages(pages, appsDir);
});

afterAll(() => server?.close());

const answer = (urlPath: string) => server.answer(urlPath);

describe('the server-rendered public match page', () => {
  it.each(['/public/tournaments/pl/matches/m%201', '/Riverside%20FA/pl/matches/m%201', '/riverside%20fa/pl/matches/m%201'])(
    'renders a public match at %s from its public view (ids decoded as the API decodes them), titled with the score',
    async (urlPath) => {
      const [status, html] = await answer(urlPath);
      expect(status).toBe(200);
      expect(html).toContain(`<h1>PublicMatchScreen ${urlPath} ${JSON.stringify(derby)}</h1>`);
      expect(html).toContain('<title>Arsenal 3–1 Tottenham Hotspur · KickOff Hub</title>');
      expect(html).toContain('<meta property="og:title" content="Arsenal 3–1 Tottenham Hotspur" />');
      // The gateway's share card of the match view, at the view's version (share-cards/share-card-image.ts).
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/kickoff\.example\/share-cards\/tournaments\/pl\/matches\/m1\.png\?v=[\w-]+" \/>/);
      expect(matchReads.at(-1)).toBe('pl/m 1');
    },
  );

  it("is made at the version the match API's ETag carries for the same view, which the page revalidates against", async () => {
    const [, html] = await answer('/public/tournaments/pl/matches/m%201');
    // The stand-in build puts the version it was given into the share card's address.
    const version = /\.png\?v=([\w-]+)"/.exec(html)?.[1];
    expect(version).toBe(prepareJson(JSON.stringify(derby)).hash);
  });

  it.each([
    ['an unknown match of a public tournament', '/public/tournaments/pl/matches/nope'],
    ['a match of a tournament the public may not see', '/public/tournaments/secret/matches/m%201'],
    ['an unknown match at its organizer’s address', '/Riverside%20FA/pl/matches/nope'],
  ])('answers 404 with the page rendered saying so for %s', async (_case, urlPath) => {
    const [status, html] = await answer(urlPath);
    expect(status).toBe(404);
    expect(html).toContain(`<h1>PublicMatchScreen ${urlPath} null</h1>`);
  });

  it("answers 404 at another organizer's address without reading the match", async () => {
    const before = matchReads.length;
    const [status, html] = await answer('/Hillside/pl/matches/m%201');
    expect([status, html]).toEqual([404, expect.stringContaining('<h1>PublicMatchScreen /Hillside/pl/matches/m%201 null</h1>')]);
    expect(matchReads.length).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe('the server-rendered home page and embed guide', () => {
  it('renders home, and a search address with the first page of that search, named with its query', async () => {
    expect(await answer('/')).toEqual([200, expect.stringContaining('<h1>HomeScreen / null</h1>')]);
    const [status, html] = await answer('/?q=Riverside&utm_source=x');
    expect(status).toBe(200);
    expect(html).toContain('<h1>HomeScreen /?q=Riverside {"organizers":[{"id":"org_1","name":"Riverside FA"}],"tournaments":[],"teams":[],"players":[],"organizerCount":1');
    expect(html).toContain('<meta property="og:url" content="https://kickoff.example/?q=Riverside" />');
  });

  it('renders the embed guide with the match its address names', async () => {
    const [status, html] = await answer('/embed?match=m1&other=x');
    expect(status).toBe(200);
    expect(html).toContain('<h1>EmbedScreen /embed?match=m1 null</h1>');
    expect(html).toContain('<meta property="og:url" content="https://kickoff.example/embed?match=m1" />');
  });
});
