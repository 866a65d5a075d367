import { screen, within } from '@testing-library/react';
import { installMemoryStorage, signOutForTest, type MemoryStorage, FakeEventSource } from 'shared-data/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '../../../testing/render-public-route';
import { testMatch, testTeam, testTournament } from '../../../testing/public-test-data';

const tournament = testTournament('t1', ['a', 'b', 'c'], { name: 'Spring League' });
let memory: MemoryStorage;

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  memory = installMemoryStorage();
  memory.seed('teams', [testTeam('a', 'Arsenal'), testTeam('b', 'Brighton'), testTeam('c', 'Chelsea')]);
  memory.seed('tournaments', [tournament]);
  memory.seed('matches', [testMatch('t1', 'm1', 1, 'a', 'b', [1, 0]), testMatch('t1', 'm2', 1, 'b', 'c')]);
  signOutForTest();
});
afterEach(() => vi.unstubAllGlobals());

const leader = () => within(screen.getByRole('region', { name: 'Standings' })).getAllByRole('rowheader')[0]!.textContent;

async function openPage() {
  const page = renderPublicRoute('/public/tournaments/t1');
  await screen.findByRole('link', { name: 'Match details: Brighton vs Chelsea' });
  expect(FakeEventSource.all.map((source) => source.url)).toEqual(['http://gateway.test/api/public/tournaments/t1/events']);
  return { page, source: FakeEventSource.all[0]! };
}

describe('PublicTournamentScreen live updates', () => {
  it("re-reads the matches when a match's change arrives: fixtures and standings follow without a reload", async () => {
    const { source } = await openPage();
    expect(leader()).toBe('Arsenal');
    memory.seed('matches', [testMatch('t1', 'm2', 1, 'b', 'c', [0, 3])]);
    source.push('change', { tournamentId: 't1', matchId: 'm2' });
    expect(await screen.findByRole('link', { name: 'Match details: Brighton 0–3 Chelsea' })).toBeTruthy();
    expect(leader()).toBe('Chelsea');
  });

  it("a live change carries a match's pitch and running minute into its fixture row (issue 25)", async () => {
    const venues = [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p2', name: 'Pitch 2', windows: [] }] }];
    memory.seed('tournaments', [{ ...tournament, venues }]);
    const { source } = await openPage();
    const kickOffAt = new Date(Date.now() - 20 * 60_000 - 30_000).toISOString();
    memory.seed('matches', [testMatch('t1', 'm2', 1, 'b', 'c', [0, 1], { pitchId: 'p2', status: 'live', clock: { kickOffAt } })]);
    source.push('change', { tournamentId: 't1', matchId: 'm2' });
    const row = await screen.findByRole('link', { name: /^Match details: Brighton 0–1 Chelsea/ });
    expect(row.textContent).toContain('Pitch 2 · Riverside Park');
    // The clock is set in a transition after mount (useClockAfterMount): on a loaded machine the row can show the
    // new score a moment before the minute.
    expect((await within(row).findByLabelText('Match minute')).textContent).toBe("21'");
  });

  it('ignores another tournament’s events', async () => {
    const { source } = await openPage();
    const before = memory.operations.length;
    memory.seed('matches', [testMatch('t1', 'm2', 1, 'b', 'c', [0, 3])]);
    source.push('change', { tournamentId: 't2', matchId: 'm2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memory.operations.length).toBe(before);
    expect(screen.getByRole('link', { name: 'Match details: Brighton vs Chelsea' })).toBeTruthy();
  });

  it.each([
    { name: 'a change of the tournament itself', send: (source: FakeEventSource) => source.push('change', { tournamentId: 't1' }) },
    { name: 'a resync after a dropped connection', send: (source: FakeEventSource) => source.push('resync', {}) },
  ])('re-reads the tournament and its matches on $name', async ({ send }) => {
    const { source } = await openPage();
    memory.seed('tournaments', [{ ...tournament, name: 'Spring League 2025' }]);
    memory.seed('matches', [testMatch('t1', 'm2', 1, 'b', 'c', [2, 2])]);
    send(source);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League 2025' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Match details: Brighton 2–2 Chelsea' })).toBeTruthy();
  });

  it('closes the connection when the page is left', async () => {
    const { page, source } = await openPage();
    page.unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('says "Reconnecting…" while the stream is down, never on the first connect, and reads again once it is back', async () => {
    const { source } = await openPage();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    source.open();
    source.drop();
    expect((await screen.findByRole('status')).textContent).toBe('Reconnecting…');
    // The table stays readable meanwhile; what was written while the stream was down is read on its return.
    expect(leader()).toBe('Arsenal');
    memory.seed('matches', [testMatch('t1', 'm2', 1, 'b', 'c', [0, 3])]);
    source.open();
    expect(await screen.findByRole('link', { name: 'Match details: Brighton 0–3 Chelsea' })).toBeTruthy();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('subscribes to nothing for a private tournament', async () => {
    memory.seed('tournaments', [{ ...tournament, visibility: 'private' }]);
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeTruthy();
    expect(FakeEventSource.all).toEqual([]);
  });
});
