import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToTournament, watchTournamentConnection } from './tournament-events';
import { FakeEventSource } from '../testing/fake-event-source';

/** Every watcher a test started: stopped after it, so the next test opens its own connection. */
let stops: (() => void)[] = [];

beforeEach(() => {
  FakeEventSource.all = [];
  stops = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  stops.forEach((stop) => stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function watch(tournamentId = 't1') {
  const states: boolean[] = [];
  const stop = watchTournamentConnection('https://gw.example', tournamentId, (reconnecting) => states.push(reconnecting));
  stops.push(stop);
  return { states, stop };
}

describe('watchTournamentConnection', () => {
  it('says nothing while the stream first connects and once it is open', () => {
    const { states } = watch();
    FakeEventSource.all[0]!.open();
    expect(states).toEqual([false]);
  });

  it('reports reconnecting after the stream errors, until it is open again', () => {
    const { states } = watch();
    const source = FakeEventSource.all[0]!;
    source.open();
    source.drop();
    source.drop();
    expect(states).toEqual([false, true]);
    source.open();
    expect(states).toEqual([false, true, false]);
  });

  it('stays reconnecting through a refused connection and its retry, until the new stream opens', () => {
    vi.useFakeTimers();
    const { states } = watch();
    FakeEventSource.all[0]!.open();
    FakeEventSource.all[0]!.refuse();
    expect(states).toEqual([false, true]);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.all[1]!.open();
    expect(states).toEqual([false, true, false]);
  });

  it('shares the page’s one connection, and a late watcher gets the state now', () => {
    const stopChanges = subscribeToTournament('https://gw.example', 't1', () => undefined);
    FakeEventSource.all[0]!.open();
    FakeEventSource.all[0]!.drop();
    const { states, stop } = watch();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(states).toEqual([true]);
    stop();
    // The other subscriber still holds the connection open.
    expect(FakeEventSource.all[0]!.readyState).not.toBe(FakeEventSource.CLOSED);
    stopChanges();
    expect(FakeEventSource.all[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('stops reporting once stopped', () => {
    const { states, stop } = watch();
    const source = FakeEventSource.all[0]!;
    stop();
    source.drop();
    expect(states).toEqual([false]);
  });
});
