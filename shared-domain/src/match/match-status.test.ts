import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES, isMatchStatus, matchStartMs, matchStatusForDisplay, scoreLockedReason, withRescheduleRule } from './match-status';

const now = Date.UTC(2024, 5, 1, 12, 0);
const past = '2024-05-01T15:00:00.000Z';
/** How long after kick-off an unscored match reads Live. */
const LIVE_WINDOW_MS = 3 * 60 * 60 * 1000;
const justStarted = '2024-06-01T10:30:00.000Z';
const future = '2024-07-01T15:00:00.000Z';

describe('match status selector values (spec §4)', () => {
  it('offers scheduled, live, finished, postponed, cancelled', () => {
    expect(MATCH_STATUSES).toEqual(['scheduled', 'live', 'finished', 'postponed', 'cancelled']);
  });
  it.each([
    { v: 'live', expected: true },
    { v: 'cancelled', expected: true },
    { v: 'abandoned', expected: false },
    { v: undefined, expected: false },
  ])('isMatchStatus($v) → $expected', ({ v, expected }) => expect(isMatchStatus(v)).toBe(expected));
});

describe('status derived from date and goals when none is chosen (spec §4)', () => {
  it.each([
    { why: 'no date is scheduled', match: {}, expected: 'scheduled' },
    { why: 'a scored match without a date is finished (issue 22)', match: { homeGoals: 1, awayGoals: 1 }, expected: 'finished' },
    { why: 'a future date is scheduled', match: { dateISO: future }, expected: 'scheduled' },
    { why: 'a future date with goals is still scheduled (spec §4)', match: { dateISO: future, homeGoals: 1, awayGoals: 0 }, expected: 'scheduled' },
    { why: 'a past date with both goals is finished', match: { dateISO: past, homeGoals: 0, awayGoals: 0 }, expected: 'finished' },
    { why: 'an unscored match is live within the window after kick-off', match: { dateISO: justStarted }, expected: 'live' },
    { why: 'an unscored match long after kick-off is pending, never live (issue 22)', match: { dateISO: past }, expected: 'pending' },
    { why: 'one goal alone is not a result', match: { dateISO: past, homeGoals: 2, awayGoals: null }, expected: 'pending' },
    { why: 'kick-off exactly now counts as past', match: { dateISO: new Date(now).toISOString() }, expected: 'live' },
    { why: 'an unparseable date is scheduled', match: { dateISO: 'soon' }, expected: 'scheduled' },
  ])('$why', ({ match, expected }) => {
    expect(matchStatusForDisplay(match, now)).toBe(expected);
  });

  it('uses the match time with a date-only value', () => {
    const kickOff = new Date(2024, 4, 1, 18, 30).getTime();
    const match = { dateISO: '2024-05-01', time: '18:30' };
    expect(matchStartMs(match.dateISO, match.time)).toBe(kickOff);
    expect(matchStatusForDisplay(match, kickOff - 1)).toBe('scheduled');
    expect(matchStatusForDisplay(match, kickOff)).toBe('live');
    expect(matchStatusForDisplay(match, kickOff + LIVE_WINDOW_MS - 1)).toBe('live');
    expect(matchStatusForDisplay(match, kickOff + LIVE_WINDOW_MS)).toBe('pending');
  });

  it('a day without a kick-off time is scheduled through that day and pending after it, never live', () => {
    const match = { dateISO: '2024-05-01' };
    expect(matchStatusForDisplay(match, new Date(2024, 4, 1, 20, 0).getTime())).toBe('scheduled');
    expect(matchStatusForDisplay(match, new Date(2024, 4, 2, 0, 0).getTime())).toBe('pending');
  });

  it.each([
    { dateISO: undefined, time: undefined, expected: null },
    { dateISO: '', time: undefined, expected: null },
    { dateISO: 'nonsense', time: undefined, expected: null },
    { dateISO: '2024-05-01T12:00:00.000Z', time: '18:00', expected: Date.UTC(2024, 4, 1, 12) },
    { dateISO: '2024-05-01', time: 'bad', expected: new Date(2024, 4, 1).getTime() },
  ])('kick-off of $dateISO $time', ({ dateISO, time, expected }) => {
    expect(matchStartMs(dateISO, time)).toBe(expected);
  });
});

describe('a status set explicitly wins over the derived one (issue 25)', () => {
  it.each([
    { why: 'postponed after its date', match: { status: 'postponed' as const, dateISO: past }, expected: 'postponed' },
    { why: 'cancelled without a date', match: { status: 'cancelled' as const }, expected: 'cancelled' },
    { why: 'set to Live at 1–0 after a past kick-off: live, not finished', match: { status: 'live' as const, dateISO: past, homeGoals: 1, awayGoals: 0 }, expected: 'live' },
    { why: 'set to Live long after the live window: still live, not pending', match: { status: 'live' as const, dateISO: past }, expected: 'live' },
    { why: 'set to Finished before its kick-off', match: { status: 'finished' as const, dateISO: future }, expected: 'finished' },
    { why: 'set to Finished without a score', match: { status: 'finished' as const, dateISO: past }, expected: 'finished' },
    { why: 'set to Scheduled after its kick-off', match: { status: 'scheduled' as const, dateISO: justStarted }, expected: 'scheduled' },
    { why: 'postponed with a score kept', match: { status: 'postponed' as const, homeGoals: 1, awayGoals: 2 }, expected: 'postponed' },
  ])('$why → $expected', ({ match, expected }) => {
    expect(matchStatusForDisplay(match, now)).toBe(expected);
  });

  it('any stored status is shown as stored, at any time and with any score; without one the derivation holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MATCH_STATUSES),
        fc.option(fc.nat(9), { nil: null }),
        fc.option(fc.nat(9), { nil: null }),
        fc.integer({ min: -3 * LIVE_WINDOW_MS, max: 3 * LIVE_WINDOW_MS }),
        (status, homeGoals, awayGoals, offset) => {
          const match = { dateISO: new Date(now + offset).toISOString(), homeGoals, awayGoals };
          expect(matchStatusForDisplay({ ...match, status }, now)).toBe(status);
          expect(matchStatusForDisplay(match, now)).not.toMatch(/postponed|cancelled/);
        },
      ),
    );
  });
});

describe('what may be scored (issue 22)', () => {
  it.each([
    { status: 'postponed' as const, expected: 'A postponed match takes no score. Give it a new date first.' },
    { status: 'cancelled' as const, expected: 'A cancelled match takes no score.' },
    { status: 'scheduled' as const, expected: null },
    { status: 'finished' as const, expected: null },
    { status: undefined, expected: null },
  ])('a $status match: $expected', ({ status, expected }) => expect(scoreLockedReason({ status })).toBe(expected));
});

describe('a new date un-postpones a match (issue 22)', () => {
  it.each([
    { why: 'a postponed match moved to another day', fields: { dateISO: '2025-03-08' }, match: { status: 'postponed' as const, dateISO: '2025-03-01' }, expected: { dateISO: '2025-03-08', status: null } },
    { why: 'a postponed match given its first date', fields: { dateISO: '2025-03-08', time: '12:00' }, match: { status: 'postponed' as const }, expected: { dateISO: '2025-03-08', time: '12:00', status: null } },
    { why: 'a postponed match whose date is cleared stays postponed', fields: { dateISO: null }, match: { status: 'postponed' as const, dateISO: '2025-03-01' }, expected: { dateISO: null } },
    { why: 'the same day again changes nothing', fields: { dateISO: '2025-03-01' }, match: { status: 'postponed' as const, dateISO: '2025-03-01' }, expected: { dateISO: '2025-03-01' } },
    { why: 'a cancelled match stays cancelled', fields: { dateISO: '2025-03-08' }, match: { status: 'cancelled' as const, dateISO: '2025-03-01' }, expected: { dateISO: '2025-03-08' } },
  ])('$why', ({ fields, match, expected }) => expect(withRescheduleRule(fields, match)).toEqual(expected));
});
