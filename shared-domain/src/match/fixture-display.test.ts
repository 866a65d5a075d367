import { describe, expect, it } from 'vitest';
import { fixtureDisplay } from './fixture-display';

describe('public fixture display (spec §4)', () => {
  it.each([
    { match: { homeGoals: 2, awayGoals: 1 }, expected: { state: 'finished', label: null, tone: 'green', pulsing: false } },
    { match: { homeGoals: 0, awayGoals: 0 }, expected: { state: 'finished', label: null, tone: 'green', pulsing: false } },
    { match: {}, expected: { state: 'upcoming', label: 'UPCOMING', tone: 'blue', pulsing: false } },
    { match: { homeGoals: null, awayGoals: null }, expected: { state: 'upcoming', label: 'UPCOMING', tone: 'blue', pulsing: false } },
    { match: { homeGoals: 1 }, expected: { state: 'live', label: 'LIVE', tone: 'yellow', pulsing: true } },
    { match: { homeGoals: null, awayGoals: 0 }, expected: { state: 'live', label: 'LIVE', tone: 'yellow', pulsing: true } },
  ])('$match → $expected.state', ({ match, expected }) => {
    expect(fixtureDisplay(match)).toEqual(expected);
  });
});

describe('public fixture display follows the match status (issue 22)', () => {
  const kickOff = Date.UTC(2025, 2, 1, 15);
  const dateISO = new Date(kickOff).toISOString();
  it.each([
    { why: 'a postponed match says so, not UPCOMING', match: { status: 'postponed' as const, dateISO }, now: kickOff - 1, expected: 'POSTPONED' },
    { why: 'a cancelled match says so', match: { status: 'cancelled' as const }, now: undefined, expected: 'CANCELLED' },
    { why: 'before kick-off it is upcoming', match: { dateISO }, now: kickOff - 1, expected: 'UPCOMING' },
    { why: 'just after kick-off it is live', match: { dateISO }, now: kickOff + 60_000, expected: 'LIVE' },
    { why: 'long after kick-off without a result it is pending, not live', match: { dateISO }, now: kickOff + 3 * 60 * 60 * 1000, expected: 'RESULT PENDING' },
    { why: 'no date, no clock: upcoming', match: {}, now: undefined, expected: 'UPCOMING' },
  ])('$why', ({ match, now, expected }) => expect(fixtureDisplay(match, now).label).toBe(expected));
});

describe('a status the organizer set wins on the public fixture too (issue 25)', () => {
  const past = '2025-03-01T15:00:00.000Z';
  const now = Date.UTC(2025, 2, 2);
  it.each([
    { why: 'set to Live at 1–0 after a past kick-off is LIVE, not a finished green dot', match: { status: 'live' as const, dateISO: past, homeGoals: 1, awayGoals: 0 }, expected: 'live' },
    { why: 'set to Live reads LIVE before the clock is known (server render)', match: { status: 'live' as const }, now: undefined, expected: 'live' },
    { why: 'set to Finished reads finished', match: { status: 'finished' as const, dateISO: past }, expected: 'finished' },
    { why: 'set to Scheduled reads UPCOMING', match: { status: 'scheduled' as const, dateISO: past }, expected: 'upcoming' },
    { why: 'postponed with a kept score reads POSTPONED', match: { status: 'postponed' as const, homeGoals: 2, awayGoals: 2 }, expected: 'postponed' },
  ])('$why', ({ match, expected, ...rest }) => expect(fixtureDisplay(match, 'now' in rest ? rest.now : now).state).toBe(expected));
});
