import { screen, within } from '@testing-library/react';
import { installMemoryStorage, signOutForTest, type MemoryStorage, FakeEventSource } from 'shared-data/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '../../../testing/render-public-route';
import { testMatch, testTeam, testTournament } from '../../../testing/public-test-data';

const venues = [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }, { id: 'p2', name: 'Pitch 2', windows: [] }] }];
const tournament = testTournament('t1', ['a', 'b', 'c', 'd'], { name: 'Youth Day', timeZone: 'UTC', venues, matchDayRules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } });
// The test's now, fixed: a next match on another day names its day too, so a run near midnight read otherwise.
const NOW = Date.parse('2026-06-13T10:00:00Z');
/** A wall-clock day and time in UTC (the tournament's zone), `minutes` from the test's now. */
const slot = (minutes: number) => {
  const at = new Date(NOW + minutes * 60_000).toISOString();
  return { dateISO: at.slice(0, 10), time: at.slice(11, 16) };
};
let memory: MemoryStorage;
const kickedOff = new Date(NOW - 5 * 60_000).toISOString();

beforeEach(() => {
  // Only Date is faked: Testing Library's waits keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  memory = installMemoryStorage();
  memory.seed('teams', [testTeam('a', 'Arsenal'), testTeam('b', 'Brighton'), testTeam('c', 'Chelsea'), testTeam('d', 'Derby')]);
  memory.seed('tournaments', [tournament]);
  memory.seed('matches', [
    testMatch('t1', 'm1', 1, 'a', 'b', [1, 0], { pitchId: 'p1', status: 'live', clock: { kickOffAt: kickedOff, halfMinutes: 10 }, ...slot(-5) }),
    testMatch('t1', 'm2', 1, 'c', 'd', undefined, { pitchId: 'p1', ...slot(20) }),
  ]);
  signOutForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pitch = (name: string) => screen.findByRole('region', { name });

describe('PitchBoardScreen: now and next on each pitch (issue 25)', () => {
  it('shows each pitch with the match on it now (score, minute) and the next one (kick-off, teams)', async () => {
    renderPublicRoute('/public/tournaments/t1/pitches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Now and next on each pitch' })).toBeTruthy();
    const one = await pitch('Pitch 1 · Riverside Park');
    const now = within(one).getByRole('group', { name: 'Now' });
    expect(within(now).getByRole('img', { name: 'Score 1 – 0' })).toBeTruthy();
    expect(within(now).getByLabelText('Match minute').textContent).toBe("6'");
    expect(now.textContent).toContain('Arsenal');
    const next = within(one).getByRole('group', { name: 'Next' });
    expect(next.textContent).toContain(`Chelsea${slot(20).time} UTCDerby`);
    const two = await pitch('Pitch 2 · Riverside Park');
    expect(within(two).getByRole('group', { name: 'Now' }).textContent).toContain('Nothing on now');
    expect(within(two).getByRole('group', { name: 'Next' }).textContent).toContain('Nothing more scheduled');
  });

  it('follows live changes: a goal and a move to another pitch show without a reload', async () => {
    renderPublicRoute('/public/tournaments/t1/pitches');
    await pitch('Pitch 1 · Riverside Park');
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe('http://gateway.test/api/public/tournaments/t1/events');
    memory.seed('matches', [
      testMatch('t1', 'm1', 1, 'a', 'b', [2, 0], { pitchId: 'p1', status: 'live', clock: { kickOffAt: kickedOff, halfMinutes: 10 }, ...slot(-5) }),
      testMatch('t1', 'm2', 1, 'c', 'd', undefined, { pitchId: 'p2', ...slot(20) }),
    ]);
    source.push('change', { tournamentId: 't1', matchId: 'm1' });
    const one = await pitch('Pitch 1 · Riverside Park');
    expect(await within(one).findByRole('img', { name: 'Score 2 – 0' })).toBeTruthy();
    expect(within(one).getByRole('group', { name: 'Next' }).textContent).toContain('Nothing more scheduled');
    expect(within(await pitch('Pitch 2 · Riverside Park')).getByRole('group', { name: 'Next' }).textContent).toContain('Chelsea');
  });

  it('links the board from the tournament page, which has pitches', async () => {
    renderPublicRoute('/public/tournaments/t1');
    expect((await screen.findByRole('link', { name: 'Now and next on each pitch' })).getAttribute('href')).toBe('/public/tournaments/t1/pitches');
  });

  it('a tournament without pitches says so, and its page does not link the board', async () => {
    memory.seed('tournaments', [{ ...tournament, venues: [] }]);
    const board = renderPublicRoute('/public/tournaments/t1/pitches');
    expect(await screen.findByText('This tournament has no pitches yet.')).toBeTruthy();
    board.unmount();
    renderPublicRoute('/public/tournaments/t1');
    await screen.findByRole('heading', { level: 1, name: 'Youth Day' });
    expect(screen.queryByRole('link', { name: 'Now and next on each pitch' })).toBeNull();
  });

  it('a private or missing tournament is not found', async () => {
    memory.seed('tournaments', [{ ...tournament, visibility: 'private' }]);
    renderPublicRoute('/public/tournaments/t1/pitches');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeTruthy();
  });
});
