// @vitest-environment node
// The server entry renders where there is no DOM and no `window`, as in the gateway.
import { QueryClient, hydrate } from '@tanstack/react-query';
import type { PublicMatchView } from 'shared-domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serverMatchViewKey } from '../features/public-match/api/server-match-view';
import { embedQuery } from './embed-query';
import { pageDocument, renderPublicPage, type PageDocument, type RenderRequest } from './render-match-page';

// The server build bundles one router; under Vitest 'react-router' and the screens' 'react-router-dom'
// load as two copies with two contexts, so the entry's StaticRouter is taken from the screens' one.
vi.mock('react-router', async () => await import('react-router-dom'));
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => vi.doUnmock('react-router'));

const config = { gatewayUrl: '', region: 'eu-west-2', bucket: 'media', tablePrefix: 'test-' };

/** Arsenal 3–1 Tottenham Hotspur, 1 October 2022: one scorer not public, one own goal. */
const derby: PublicMatchView = {
  tournament: { id: 'pl', name: 'Premier League 2022/23', timeZone: 'Europe/London' },
  roundLabel: 'Tour 9',
  match: {
    id: 'm81',
    tournamentId: 'pl',
    homeTeamId: 'ars',
    awayTeamId: 'tot',
    round: 9,
    homeGoals: 3,
    awayGoals: 1,
    dateISO: '2022-10-01',
    time: '12:30',
    venue: 'Emirates Stadium',
    referee: 'Anthony Taylor',
    status: 'finished',
  },
  home: { teamId: 'ars', name: 'Arsenal', colors: ['#ef0107'], players: [], starting: [], substitutes: [] },
  away: { teamId: 'tot', name: 'Tottenham Hotspur', colors: [], players: [], starting: [], substitutes: [] },
  goals: [
    { id: 'g3', team: 'home', minute: 67, type: 'goal', scorerId: 'xhaka', scorer: 'Granit Xhaka', assist: null },
    { id: 'g1', team: 'home', minute: 20, type: 'goal', scorerId: 'partey', scorer: 'Thomas Partey', assist: null },
    { id: 'g2', team: 'away', minute: 31, type: 'penalty', scorerId: 'kane', scorer: 'Harry Kane', assist: null },
    { id: 'g4', team: 'home', minute: 49, type: 'goal', scorerId: null, scorer: null, assist: null },
  ],
};

const matchPage = (document: PublicMatchView | null): PageDocument => ({ kind: 'match', tournamentId: 'pl', id: 'm81', document });

const request = (overrides: Partial<RenderRequest>): RenderRequest => ({
  screen: 'PublicMatchScreen',
  pattern: '/public/tournaments/:tournamentId/matches/:matchId',
  path: '/public/tournaments/pl/matches/m81',
  page: matchPage(derby),
  config,
  url: 'https://kickoff.example/public/tournaments/pl/matches/m81',
  version: 'v7',
  ...overrides,
});

/** The rendered HTML's text, tags dropped, entities of the few characters React escapes restored. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('pageDocument', () => {
  it('names the match a match page shows, by its ids as the path holds them', () => {
    expect(pageDocument('PublicMatchScreen', { orgName: 'Rovers', tournamentId: 'pl', matchId: 'm%2081' })).toEqual({ kind: 'match', tournamentId: 'pl', id: 'm%2081' });
  });

  it('renders the embed guide with the form fields of its address only, and nothing else of this remote', () => {
    expect(pageDocument('EmbedScreen', {}, '?utm=x&theme=dark&match=m81&tournament=pl')).toEqual({ kind: 'embed', id: '', query: '?tournament=pl&match=m81&theme=dark' });
    expect(embedQuery('')).toBe('');
    expect(pageDocument('MatchDetailScreen', { tournamentId: 'pl', matchId: 'm81' })).toBeNull();
  });
});

describe('renderPublicPage: the public match page', () => {
  it('shows the teams, the score and the scorers in minute order', () => {
    const text = textOf(renderPublicPage(request({}))!.html);
    expect(text).toContain('Arsenal vs Tottenham Hotspur');
    expect(text).toContain('← Premier League 2022/23');
    expect(text).toContain('Arsenal Home 3 – 1');
    const scorers = ['Thomas Partey', 'Harry Kane', 'Unknown scorer', 'Granit Xhaka'].map((name) => text.indexOf(name));
    expect(scorers.every((at) => at > 0)).toBe(true);
    expect([...scorers].sort((a, b) => a - b)).toEqual(scorers);
    expect(text).toContain('Emirates Stadium');
  });

  it('titles the page with the score and describes round, kick-off, venue and scorers (the gateway adds its picture, the share card)', () => {
    expect(renderPublicPage(request({}))!.meta).toEqual({
      title: 'Arsenal 3–1 Tottenham Hotspur · Premier League 2022/23',
      description:
        "Premier League 2022/23, Tour 9. Sat, 1 Oct 2022, 12:30 BST at Emirates Stadium. Goals: Thomas Partey 20', Harry Kane 31' (Penalty), Unknown scorer 49', Granit Xhaka 67'.",
    });
  });

  it('titles a match not played yet "vs"', () => {
    const upcoming = { ...derby, match: { ...derby.match, homeGoals: undefined, awayGoals: undefined, status: 'scheduled' as const }, goals: [] };
    const { meta } = renderPublicPage(request({ page: matchPage(upcoming) }))!;
    expect(meta.title).toBe('Arsenal vs Tottenham Hotspur · Premier League 2022/23');
    expect(meta.description).toBe('Premier League 2022/23, Tour 9. Sat, 1 Oct 2022, 12:30 BST at Emirates Stadium.');
  });

  it('leaves the view where the browser’s first render looks for it, under the decoded ids of the address', () => {
    const { state } = renderPublicPage(
      request({ pattern: '/:orgName/:tournamentId/matches/:matchId', path: '/Rovers%20FC/pl/matches/m81', url: 'https://kickoff.example/Rovers%20FC/pl/matches/m81' }),
    )!;
    const client = new QueryClient();
    hydrate(client, state);
    // With the version it was rendered at: the live stream's first catch-up revalidates against it.
    expect(client.getQueryData(serverMatchViewKey('pl', 'm81', 'Rovers FC'))).toEqual({ view: derby, version: request({}).version });
  });

  it('says "Match Not Found" for a match the public may not see, and shows the 404 page at an organizer’s address', () => {
    const missing = renderPublicPage(request({ page: matchPage(null) }))!;
    expect(textOf(missing.html)).toContain("The match you're looking for doesn't exist or you don't have access to it.");
    expect(missing.meta.title).toBe('Match Not Found');
    const atOrganizer = renderPublicPage(
      request({ page: matchPage(null), pattern: '/:orgName/:tournamentId/matches/:matchId', path: '/Rovers/pl/matches/m81', url: 'https://kickoff.example/Rovers/pl/matches/m81' }),
    )!;
    expect(textOf(atOrganizer.html)).toContain('Nothing lives at /Rovers/pl/matches/m81');
    expect(atOrganizer.meta.title).toBe('404 - Page Not Found');
  });

  it('renders nothing for a document that is not the screen’s', () => {
    expect(renderPublicPage(request({ screen: 'EmbedScreen' }))).toBeNull();
  });
});

describe('renderPublicPage: the embed guide', () => {
  const embed = (path: string) =>
    renderPublicPage(request({ screen: 'EmbedScreen', pattern: '/embed', path, page: { kind: 'embed', id: '', document: null }, url: `https://kickoff.example${path}` }))!;

  it('shows the guide and a snippet loading widget.js from the page’s own origin, for the match its address names', () => {
    const page = embed('/embed?tournament=pl&match=m81');
    const text = textOf(page.html);
    expect(text).toContain('Embed a match centre');
    expect(text).toContain('<script src="https://kickoff.example/widget.js" defer></script>'.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    expect(text).toMatch(/tournament-id=&quot;pl&quot; match-id=&quot;m81&quot;/);
    expect(page.meta).toEqual({ title: 'Embed a match centre', description: expect.stringContaining('Put a live match centre on any web page') });
  });
});
