import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES, isMatchStatus, matchStartMs, matchStatusForDisplay } from './match-status';

const now = Date.UTC(2024, 5, 1, 12, 0);
const past = '2024-05-01T15:00:00.000Z';
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
    { why: 'no date with goals is still scheduled', match: { homeGoals: 1, awayGoals: 1 }, expected: 'scheduled' },
    { why: 'a future date is scheduled', match: { dateISO: future }, expected: 'scheduled' },
    { why: 'a future date with goals is scheduled', match: { dateISO: future, homeGoals: 1, awayGoals: 0 }, expected: 'scheduled' },
    { why: 'a past date with both goals is finished', match: { dateISO: past, homeGoals: 0, awayGoals: 0 }, expected: 'finished' },
    { why: 'a past date without goals is live', match: { dateISO: past }, expected: 'live' },
    { why: 'a past date with one goal is live', match: { dateISO: past, homeGoals: 2, awayGoals: null }, expected: 'live' },
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

describe('matchStatusForDisplay', () => {
  it.each([
    { match: { status: 'postponed' as const, dateISO: past }, expected: 'postponed' },
    { match: { status: 'cancelled' as const }, expected: 'cancelled' },
    { match: { status: 'finished' as const, dateISO: future }, expected: 'scheduled' },
    { match: { status: 'live' as const, dateISO: past, homeGoals: 1, awayGoals: 2 }, expected: 'finished' },
  ])('shows $expected for $match', ({ match, expected }) => {
    expect(matchStatusForDisplay(match, now)).toBe(expected);
  });
});
