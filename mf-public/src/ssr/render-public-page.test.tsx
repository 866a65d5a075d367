import { FakeEventSource } from 'shared-data/testing';
import { QueryClient, QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicTournamentDocument } from 'shared-domain';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicTournamentScreen } from '../features/tournament/components/public-tournament-screen';
import { testMatch, testPlayer, testTeam, testTournament } from '../testing/public-test-data';
import { renderPublicPage } from './render-public-page';

const config = { gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' };
const squad = (team: string) => Array.from({ length: 12 }, (_, i) => testPlayer(`${team}${i}`, `${team.toUpperCase()}${i}`));
const teams = [testTeam('a', 'Arsenal', squad('a')), testTeam('b', 'Brighton', squad('b')), testTeam('c', 'Chelsea', squad('c')), testTeam('d', 'Derby', squad('d'))];
// Three rounds of a four-team league: round 1 played, rounds 2 and 3 to play.
const matches = [
  testMatch('t1', 'm1', 1, 'a', 'b', [2, 0]),
  testMatch('t1', 'm2', 1, 'c', 'd', [1, 1]),
  testMatch('t1', 'm3', 2, 'a', 'c'),
  testMatch('t1', 'm4', 2, 'b', 'd'),
  testMatch('t1', 'm5', 3, 'a', 'd'),
  testMatch('t1', 'm6', 3, 'b', 'c'),
];
const seasonDocument: PublicTournamentDocument = {
  tournament: testTournament('t1', ['a', 'b', 'c', 'd'], { name: 'Spring League' }),
  matches,
  teams,
  organizer: { id: 'org', name: 'Riverside FA' },
};
const pattern = '/public/tournaments/:id';

function serverRender(search = '') {
  const page = renderPublicPage({ screen: 'PublicTournamentScreen', pattern, path: `/public/tournaments/t1${search}`, search, version: 'v1', page: { kind: 'tournament', id: 't1', document: seasonDocument }, config });
  if (!page) throw new Error('not rendered');
  return page;
}

// Vitest resolves 'react-router' (the server entry's StaticRouter) and 'react-router-dom' (the screens) to two copies
// of the router, each with its own context; the apps' builds resolve one. Here both are react-router-dom's.
vi.mock('react-router', async () => import('react-router-dom'));
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => vi.doUnmock('react-router'));

let root: Root | null = null;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  window.document.body.innerHTML = '';
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** Takes the server's HTML over as the shell does: its dehydrated state first, then hydration at the same address. */
async function hydrateInBrowser(html: string, state: DehydratedState, search = '') {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  window.document.body.append(container);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  hydrate(client, state);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/public/tournaments/t1${search}`]}>
            <Routes>
              <Route path={pattern} element={<PublicTournamentScreen />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, mismatches };
}

describe('the server-rendered tournament page (issue 23)', () => {
  it('dehydrates the first view, not the season: no squads, the shown rounds only, the top statistics rows', () => {
    const { html, state } = serverRender();
    expect(state.queries.map((q) => q.queryKey)).toEqual([['public-tournament', 't1', 'page', 'default']]);
    const served = JSON.stringify(state);
    expect(served).not.toContain('"players"');
    expect(served).not.toContain('"m5"');
    expect(served).toContain('"version":"v1"');
    expect(html).toContain('aria-label="Tour 3"');
    expect(html).toContain('?round=3');
    expect(html).not.toContain('Tour 3</h3>');
    const page = window.document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByRole('button', { name: 'Show all 48 players' })).toBeTruthy();
    expect(within(within(page).getByRole('tabpanel')).getAllByRole('row')).toHaveLength(11);
  });

  it('renders the round its address asks for, and the default view for one the season does not have', () => {
    expect(serverRender('?round=3').html).toContain('Tour 3</h3>');
    expect(serverRender('?round=3').state.queries[0]!.queryKey).toEqual(['public-tournament', 't1', 'page', 3]);
    const unknown = serverRender('?round=x');
    expect(unknown.html).toContain('Tour 1</h3>');
    expect(unknown.state.queries[0]!.queryKey).toEqual(['public-tournament', 't1', 'page', 'default']);
  });

  it("the browser's first render is the server's, and downloads nothing; the stream's catch-up only revalidates (a 304)", async () => {
    const { html, state } = serverRender();
    const { container, mismatches } = await hydrateInBrowser(html, state);
    expect(mismatches).toEqual([]);
    // The view's sections are the server's, node for node (the calendar links are a browser-only enhancement).
    const sections = (scope: HTMLElement) => [...scope.querySelectorAll('section')].filter((section) => !section.textContent?.includes('Subscribe to calendar')).map((section) => section.outerHTML);
    const server = window.document.createElement('div');
    server.innerHTML = html;
    expect(sections(container)).toEqual(sections(server));
    expect(sections(server).length).toBeGreaterThan(4);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    act(() => FakeEventSource.all.at(-1)!.open());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://gateway.test/api/public/tournaments/t1');
    expect(init?.headers).toMatchObject({ 'If-None-Match': '"v1", "v1-br", "v1-gz"' });
    expect(within(container).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tour 1', 'Tour 2']);

    // A live change: the page reads the document once and computes its view from it (round 2 now played: rounds 2 and 3 show).
    const played = { ...seasonDocument, matches: matches.map((m) => (m.round === 2 ? { ...m, homeGoals: 1, awayGoals: 0 } : m)) };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(played)));
    act(() => FakeEventSource.all.at(-1)!.push('change', { tournamentId: 't1', matchId: 'm3' }));
    expect(await within(container).findByRole('region', { name: 'Tour 3' })).toBeTruthy();
    expect(within(container).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tour 2', 'Tour 3']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('If-None-Match');
  });

  it('another round reads the whole document once, then every round and "Show all" come from it', async () => {
    const { html, state } = serverRender();
    const { container } = await hydrateInBrowser(html, state);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(seasonDocument)));
    const user = userEvent.setup();
    await user.click(within(container).getByRole('link', { name: 'Tour 3' }));
    expect(await within(container).findByRole('region', { name: 'Tour 3' })).toBeTruthy();
    await user.click(within(container).getByRole('link', { name: 'Tour 1' }));
    expect(await within(container).findByRole('region', { name: 'Tour 1' })).toBeTruthy();
    await user.click(within(container).getByRole('button', { name: 'Show all 48 players' }));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('row')).toHaveLength(49));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed read keeps the page and says so; Try Again reads again', async () => {
    const { html, state } = serverRender();
    const { container } = await hydrateInBrowser(html, state);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    const user = userEvent.setup();
    await user.click(within(container).getByRole('link', { name: 'Tour 3' }));
    expect((await within(container).findByRole('alert')).textContent).toContain('Failed to load tournament data. Please check your connection and try again.');
    expect(within(container).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tour 1', 'Tour 2']);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(seasonDocument)));
    await user.click(within(container).getByRole('button', { name: 'Try Again' }));
    expect(await within(container).findByRole('region', { name: 'Tour 3' })).toBeTruthy();
    expect(within(container).queryByRole('alert')).toBeNull();
  });
});

describe('the server-rendered pitches board (issue 25)', () => {
  it('shows each pitch now and next from the document, titled for the tournament, and leaves the document for the browser', () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const venues = [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }] }];
    const document: PublicTournamentDocument = {
      ...seasonDocument,
      tournament: { ...seasonDocument.tournament, name: 'Youth Day', timeZone: 'UTC', venues },
      matches: [testMatch('t1', 'm1', 1, 'a', 'b', [1, 0], { pitchId: 'p1', status: 'live', dateISO: minutesAgo(3).slice(0, 10), time: minutesAgo(3).slice(11, 16) })],
    };
    const page = renderPublicPage({ screen: 'PitchBoardScreen', pattern: '/public/tournaments/:id/pitches', path: '/public/tournaments/t1/pitches', page: { kind: 'tournament', id: 't1', document }, config });
    expect(page?.meta.title).toBe('Now and next · Youth Day');
    expect(page?.html).toContain('Now and next on each pitch');
    expect(page?.html).toContain('Pitch 1 · Riverside Park');
    expect(page?.html).toContain('Score 1 – 0');
    const client = new QueryClient();
    hydrate(client, page!.state);
    expect(client.getQueryData(['public-tournament', 't1'])).toEqual(document);
  });
});
