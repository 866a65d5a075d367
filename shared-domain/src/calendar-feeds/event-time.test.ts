import { describe, expect, it } from 'vitest';
import { matchEventTime } from './event-time';

const TWO_HOURS_MS = 2 * 60 * 60_000;

// Expected instants are written out by hand from the zones' published offsets, never computed the way the rule does.
describe('matchEventTime: a stored date and time in the tournament zone, as UTC (issue 13)', () => {
  it.each([
    { why: 'London summer time (BST, UTC+1)', dateISO: '2025-07-05', time: '19:30', zone: 'Europe/London', start: '2025-07-05T18:30:00.000Z' },
    { why: 'London winter time (GMT, UTC+0)', dateISO: '2025-01-11', time: '15:00', zone: 'Europe/London', start: '2025-01-11T15:00:00.000Z' },
    { why: 'New York summer (EDT, UTC-4)', dateISO: '2025-07-05', time: '19:30', zone: 'America/New_York', start: '2025-07-05T23:30:00.000Z' },
    { why: 'New York winter, past midnight UTC (EST, UTC-5)', dateISO: '2025-12-31', time: '20:15', zone: 'America/New_York', start: '2026-01-01T01:15:00.000Z' },
    { why: 'Tokyo, the day before in UTC (UTC+9)', dateISO: '2025-03-01', time: '07:00', zone: 'Asia/Tokyo', start: '2025-02-28T22:00:00.000Z' },
    { why: 'Kathmandu, a quarter-hour offset (UTC+5:45)', dateISO: '2025-03-01', time: '12:00', zone: 'Asia/Kathmandu', start: '2025-03-01T06:15:00.000Z' },
    { why: 'UTC', dateISO: '2025-03-01', time: '12:00', zone: 'UTC', start: '2025-03-01T12:00:00.000Z' },
    { why: 'the last day before London moves its clocks (2025-03-30)', dateISO: '2025-03-29', time: '23:30', zone: 'Europe/London', start: '2025-03-29T23:30:00.000Z' },
    { why: 'the first kick-off after they moved', dateISO: '2025-03-30', time: '12:00', zone: 'Europe/London', start: '2025-03-30T11:00:00.000Z' },
    { why: 'a time the clocks skip (01:30 on 2025-03-30 in London) as the hour after', dateISO: '2025-03-30', time: '01:30', zone: 'Europe/London', start: '2025-03-30T01:30:00.000Z' },
  ])('$why', ({ dateISO, time, zone, start }) => {
    const end = new Date(Date.parse(start) + TWO_HOURS_MS).toISOString();
    expect(matchEventTime({ dateISO, time }, zone)).toEqual({ allDay: false, startISO: start, endISO: end });
  });

  it('lasts two hours, into the next day when it must', () => {
    expect(matchEventTime({ dateISO: '2025-07-05', time: '23:00' }, 'UTC')).toMatchObject({ endISO: '2025-07-06T01:00:00.000Z' });
  });

  it.each([
    { why: 'no time', match: { dateISO: '2025-07-05' } },
    { why: 'an empty time', match: { dateISO: '2025-07-05', time: '' } },
    { why: 'a time that is no HH:MM', match: { dateISO: '2025-07-05', time: '7pm' } },
    { why: 'an hour past 23', match: { dateISO: '2025-07-05', time: '24:00' } },
  ])('is an all-day event on its day with $why (the pages show the day alone)', ({ match }) => {
    expect(matchEventTime(match, 'America/New_York')).toEqual({ allDay: true, day: '2025-07-05' });
  });

  it.each([
    { why: 'no date', match: {} },
    { why: 'an empty date', match: { dateISO: '', time: '12:00' } },
    { why: 'a day that does not exist', match: { dateISO: '2025-02-29', time: '12:00' } },
    { why: 'a day the match rule refuses', match: { dateISO: '1899-12-31' } },
    { why: 'text', match: { dateISO: 'next Saturday', time: '12:00' } },
    { why: 'a non-string date', match: { dateISO: 20250705 as unknown as string } },
  ])('has no event with $why', ({ match }) => {
    expect(matchEventTime(match, 'UTC')).toBeNull();
  });

  it('reads an older full date-time as written: with an offset as that instant, without one in the tournament zone', () => {
    expect(matchEventTime({ dateISO: '2024-05-01T12:00:00.000Z', time: '18:00' }, 'Europe/London')).toMatchObject({ startISO: '2024-05-01T12:00:00.000Z' });
    expect(matchEventTime({ dateISO: '2024-05-01T12:00:00+02:00' }, 'UTC')).toMatchObject({ startISO: '2024-05-01T10:00:00.000Z' });
    expect(matchEventTime({ dateISO: '2024-05-01T12:00' }, 'Europe/London')).toMatchObject({ startISO: '2024-05-01T11:00:00.000Z' });
    expect(matchEventTime({ dateISO: '2024-02-30T12:00' }, 'UTC')).toBeNull();
  });
});
