import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../match/entities';
import { pitchesNowAndNext, type BoardMatch } from './pitch-now-next';

const venues = [
  { id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }, { id: 'p2', name: 'Pitch 2', windows: [] }] },
  { id: 'v2', name: 'Hill Road', pitches: [{ id: 'p3', name: 'Pitch 3', windows: [] }] },
];
const day = { timeZone: 'Europe/London', venues, matchDayRules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } };
const game = (id: string, pitchId: string, time: string, extra: Partial<BoardMatch> = {}): BoardMatch => ({ id, homeTeamId: `${id}h`, awayTeamId: `${id}a`, pitchId, dateISO: '2026-06-13', time, ...extra });
/** 13 June 2026 in London is summer time: 10:10 there is 09:10 UTC. */
const at = (london: string) => Date.parse(`2026-06-13T${london}:00+01:00`);
const ids = (board: ReturnType<typeof pitchesNowAndNext>) => board.map((p) => [p.place, p.now?.id ?? null, p.next?.id ?? null]);

describe('pitchesNowAndNext: what is on each pitch now and next', () => {
  const schedule = [game('a1', 'p1', '10:00'), game('a2', 'p1', '10:25'), game('a3', 'p1', '10:50'), game('b1', 'p2', '10:25'), game('c1', 'p3', '09:00')];

  it('lists every pitch in venue order with the match under way by its kick-off and the one after it, in the tournament’s zone', () => {
    expect(ids(pitchesNowAndNext(day, schedule, at('10:10')))).toEqual([
      ['Pitch 1 · Riverside Park', 'a1', 'a2'],
      ['Pitch 2 · Riverside Park', null, 'b1'],
      ['Pitch 3 · Hill Road', null, null],
    ]);
  });

  it('between matches a pitch has only a next one; after its last, nothing', () => {
    expect(ids(pitchesNowAndNext(day, schedule, at('10:22')))[0]).toEqual(['Pitch 1 · Riverside Park', null, 'a2']);
    expect(ids(pitchesNowAndNext(day, schedule, at('11:30')))[0]).toEqual(['Pitch 1 · Riverside Park', null, null]);
  });

  it('a status or clock someone set wins over the kick-off time (D23)', () => {
    const overrun = [game('a1', 'p1', '10:00', { status: 'live' }), game('a2', 'p1', '10:25')];
    // Still set Live after its 20 minutes: on now, a2 is next.
    expect(ids(pitchesNowAndNext(day, overrun, at('10:21')))[0]).toEqual(['Pitch 1 · Riverside Park', 'a1', 'a2']);
    // Full time pressed early: over.
    const ended = [game('a1', 'p1', '10:00', { clock: { kickOffAt: '2026-06-13T09:00:00Z', fullTimeAt: '2026-06-13T09:15:00Z' } }), game('a2', 'p1', '10:25')];
    expect(ids(pitchesNowAndNext(day, ended, at('10:16')))[0]).toEqual(['Pitch 1 · Riverside Park', null, 'a2']);
    // Kicked off early by the scorekeeper: on now before its time.
    const early = [game('a2', 'p1', '10:25', { clock: { kickOffAt: '2026-06-13T09:23:00Z' } }), game('a3', 'p1', '10:50')];
    expect(ids(pitchesNowAndNext(day, early, at('10:23')))[0]).toEqual(['Pitch 1 · Riverside Park', 'a2', 'a3']);
  });

  it("says when the next match is on a later day (the last of today's is over)", () => {
    const tomorrow = [game('a1', 'p1', '10:00'), game('t1', 'p1', '09:00', { dateISO: '2026-06-14' })];
    const [before, after] = [pitchesNowAndNext(day, tomorrow, at('09:30'))[0]!, pitchesNowAndNext(day, tomorrow, at('16:00'))[0]!];
    expect([before.next?.id, before.nextLaterDay]).toEqual(['a1', false]);
    expect([after.next?.id, after.nextLaterDay]).toEqual(['t1', true]);
  });

  it('cancelled and postponed matches, and matches without a pitch, day or time, are on no pitch', () => {
    const aside = [game('x1', 'p1', '10:00', { status: 'cancelled' }), game('x2', 'p1', '10:25', { status: 'postponed' }), game('x3', 'p1', ''), game('x4', 'gone', '10:00')];
    expect(ids(pitchesNowAndNext(day, aside, at('10:05')))[0]).toEqual(['Pitch 1 · Riverside Park', null, null]);
  });

  it('of two matches left running on a pitch, the later kick-off is now', () => {
    const both = [game('a1', 'p1', '10:00', { status: 'live' }), game('a2', 'p1', '10:25', { status: 'live' }), game('a3', 'p1', '10:50')];
    expect(ids(pitchesNowAndNext(day, both, at('10:30')))[0]).toEqual(['Pitch 1 · Riverside Park', 'a2', 'a3']);
  });

  it('never shows a match as both now and next, at most one of each per pitch, and next never before now (property)', () => {
    const statuses: (MatchStatus | undefined)[] = [undefined, 'scheduled', 'live', 'finished', 'postponed', 'cancelled'];
    const arbitraryMatch = fc.record({
      pitch: fc.constantFrom('p1', 'p2', 'p3', 'none'),
      minute: fc.integer({ min: 8 * 60, max: 18 * 60 }),
      status: fc.constantFrom(...statuses),
      clock: fc.constantFrom(undefined, 'kicked off', 'full time'),
    });
    fc.assert(
      fc.property(fc.array(arbitraryMatch, { maxLength: 30 }), fc.integer({ min: 7 * 60, max: 19 * 60 }), (drawn, nowMinute) => {
        const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const matches = drawn.map((d, i) =>
          game(`m${i}`, d.pitch, time(d.minute), {
            ...(d.status ? { status: d.status } : {}),
            ...(d.clock ? { clock: { kickOffAt: '2026-06-13T07:00:00Z', ...(d.clock === 'full time' ? { fullTimeAt: '2026-06-13T07:30:00Z' } : {}) } } : {}),
          }),
        );
        const board = pitchesNowAndNext(day, matches, at(time(nowMinute)));
        expect(board.map((p) => p.pitchId)).toEqual(['p1', 'p2', 'p3']);
        const shownNow = board.flatMap((p) => (p.now ? [p.now.id] : []));
        const shownNext = board.flatMap((p) => (p.next ? [p.next.id] : []));
        expect(shownNow.filter((id) => shownNext.includes(id))).toEqual([]);
        expect(new Set([...shownNow, ...shownNext]).size).toBe(shownNow.length + shownNext.length);
        for (const pitch of board) {
          for (const shown of [pitch.now, pitch.next]) {
            if (!shown) continue;
            expect(shown.pitchId).toBe(pitch.pitchId);
            expect(['cancelled', 'postponed', 'finished']).not.toContain(shown.status);
            expect(shown.clock?.fullTimeAt).toBeUndefined();
          }
          if (pitch.now && pitch.next) expect(pitch.next.time! >= pitch.now.time!).toBe(true);
          // Something still to come on the pitch is always shown as now or next.
          const toCome = matches.filter((m) => m.pitchId === pitch.pitchId && m.time! > time(nowMinute) && !m.status && !m.clock);
          if (toCome.length > 0) expect(pitch.now ?? pitch.next).not.toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });
});
