import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicMatchView } from 'shared-domain';
import { watchPublicMatch, type PublicMatchState } from './public-match-feed';
import { subscribeToTournament } from './tournament-events';
import { FakeEventSource } from '../testing/fake-event-source';

const view = (homeGoals: number) => ({ match: { id: 'm1', homeGoals, awayGoals: 0 } }) as unknown as PublicMatchView;
let served: Array<() => Response>;
const fetchMock = vi.fn(async (url: string) => {
  void url;
  const next = served.shift();
  if (!next) throw new Error('no response queued');
  return next();
});
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  FakeEventSource.all = [];
  served = [];
  fetchMock.mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function watch(states: PublicMatchState[], matchId = 'm1') {
  return watchPublicMatch('https://gw.example/', 't1', matchId, (s) => states.push(s));
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchPublicMatch', () => {
  it('reads the match from the public endpoint, then again when a live change names it or its tournament', async () => {
    served.push(json(view(0)), json(view(0)), json(view(1)), json(view(2)));
    const states: PublicMatchState[] = [];
    const stop = watch(states);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', view: view(0) }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://gw.example/api/public/tournaments/t1/matches/m1');
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe('https://gw.example/api/public/tournaments/t1/events');
    // A write between the first read and the stream's start is not in the stream: opening reads once more.
    source.open();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settled();
    source.push('change', { tournamentId: 't1', matchId: 'other' });
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    source.push('change', { tournamentId: 't1', matchId: 'm1' });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', view: view(1) }));
    source.push('change', { tournamentId: 't1' });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', view: view(2) }));
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reports a private or missing match as unavailable, and a failed first read as an error with retry', async () => {
    served.push(json({ message: 'Match not available' }, 404));
    const states: PublicMatchState[] = [];
    const stopFirst = watch(states);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'unavailable' }));
    stopFirst();

    served.push(() => new Response('down', { status: 503 }), json(view(3)));
    const again: PublicMatchState[] = [];
    const stop = watch(again);
    await vi.waitFor(() => expect(again.at(-1)?.status).toBe('error'));
    (again.at(-1) as { retry: () => void }).retry();
    await vi.waitFor(() => expect(again.at(-1)).toEqual({ status: 'ready', view: view(3) }));
    stop();
  });

  it('revalidates a server-rendered view when the stream opens: a 304 shows it on; once a change is read, reads are whole', async () => {
    served.push(() => new Response(null, { status: 304 }), json(view(5)), json(view(6)));
    const states: PublicMatchState[] = [];
    const stop = watchPublicMatch('https://gw.example/', 't1', 'm1', (s) => states.push(s), view(0), 'v0');
    expect(states).toEqual([{ status: 'ready', view: view(0) }]);
    const source = FakeEventSource.all[0]!;
    source.open();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'If-None-Match': '"v0", "v0-br", "v0-gz"' });
    // The page's own conditional request: the browser hands it the 304 instead of a cached copy.
    expect(init.cache).toBe('no-store');
    await settled();
    expect(states).toHaveLength(1);
    source.push('change', { tournamentId: 't1', matchId: 'm1' });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', view: view(5) }));
    await settled();
    // What is shown is no longer the page's view: its version is unknown here.
    source.push('change', { tournamentId: 't1', matchId: 'm1' });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', view: view(6) }));
    expect((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('If-None-Match');
    stop();
  });

  it('catches up after a reconnect, and keeps what it shows when a re-read fails', async () => {
    served.push(json(view(0)), json(view(0)), () => new Response('', { status: 500 }), json(view(4)));
    const states: PublicMatchState[] = [];
    const stop = watch(states);
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe('ready'));
    const source = FakeEventSource.all[0]!;
    source.open();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settled();
    source.push('resync', {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await settled();
    expect(states.at(-1)).toEqual({ status: 'ready', view: view(0) });
    source.open(); // the browser reconnected by itself
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'ready', view: view(4) }));
    stop();
  });
});

describe('subscribeToTournament', () => {
  it('shares one connection per tournament and closes it with the last listener', () => {
    const stopA = subscribeToTournament('', 't9', () => undefined);
    const stopB = subscribeToTournament('', 't9', () => undefined);
    expect(FakeEventSource.all).toHaveLength(1);
    stopA();
    expect(FakeEventSource.all[0]!.readyState).not.toBe(FakeEventSource.CLOSED);
    stopB();
    expect(FakeEventSource.all[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('connects again with back-off after the server refused the stream', () => {
    vi.useFakeTimers();
    const changes: unknown[] = [];
    const stop = subscribeToTournament('', 't8', (c) => changes.push(c));
    FakeEventSource.all[0]!.refuse();
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.all[1]!.push('change', { tournamentId: 't8', matchId: 'm' });
    expect(changes).toEqual([{ kind: 'change', tournamentId: 't8', matchId: 'm' }]);
    stop();
  });
});
