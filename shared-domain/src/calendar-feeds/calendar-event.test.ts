import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES } from '../match/match-status';
import { matchCalendarEvent, type EventMatch, type EventTournament } from './calendar-event';

const cup: EventTournament = { id: 'tournament_1', name: 'Spring Cup', createdAtISO: '2025-01-02T03:04:05.000Z', timeZone: 'Europe/London', location: { name: 'Hackney Marshes' } };
const sides = { home: 'Rovers', away: 'City' };
const ORIGIN = 'https://kickoff.example';

const DATED = { id: 'm1', dateISO: '2025-07-05', time: '19:30' };
const eventOf = (match: Omit<EventMatch, 'id'>) => matchCalendarEvent({ ...DATED, ...match }, sides, cup, ORIGIN)!;

describe("an event's status (issue 13)", () => {
  it.each([
    ['scheduled', 'CONFIRMED'],
    ['live', 'CONFIRMED'],
    ['finished', 'CONFIRMED'],
    ['postponed', 'TENTATIVE'],
    ['cancelled', 'CANCELLED'],
    [undefined, 'CONFIRMED'],
    ['abandoned', 'CONFIRMED'],
    ['toString', 'CONFIRMED'],
  ])('%s → %s', (status, expected) => {
    expect(eventOf({ status: status as EventMatch['status'] }).status).toBe(expected);
  });

  it('maps every status the selector offers', () => {
    expect(MATCH_STATUSES.map((status) => eventOf({ status }).status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'TENTATIVE', 'CANCELLED']);
  });
});

describe("an event's summary", () => {
  it.each([
    [{}, 'Rovers v City'],
    [{ homeGoals: 2 }, 'Rovers v City'],
    [{ homeGoals: 2, awayGoals: null }, 'Rovers v City'],
    [{ homeGoals: 2, awayGoals: 1 }, 'Rovers 2–1 City'],
    [{ homeGoals: 0, awayGoals: 0 }, 'Rovers 0–0 City'],
    [{ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }, 'Rovers 1–1 City (4–3 pens)'],
    [{ homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 3 }, 'Rovers 1–1 City'],
    [{ homeGoals: 2, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }, 'Rovers 2–1 City'],
  ])('%o reads %s', (score, summary) => {
    expect(eventOf(score).summary).toBe(summary);
  });
});

describe('matchCalendarEvent', () => {
  it('writes every field of a dated match', () => {
    expect(matchCalendarEvent({ id: 'match_9', dateISO: '2025-07-05', time: '19:30', venue: ' Pitch 3 ', homeGoals: 3, awayGoals: 0 }, sides, cup, ORIGIN)).toEqual({
      uid: 'match_9.tournament_1@kickoff.example',
      time: { allDay: false, startISO: '2025-07-05T18:30:00.000Z', endISO: '2025-07-05T20:30:00.000Z' },
      summary: 'Rovers 3–0 City',
      location: 'Pitch 3',
      url: 'https://kickoff.example/public/tournaments/tournament_1/matches/match_9',
      status: 'CONFIRMED',
      description: 'Spring Cup',
      stampISO: '2025-01-02T03:04:05.000Z',
    });
  });

  it('keeps its UID, URL and stamp when the date, time, result and status change', () => {
    const before = matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05', time: '19:30' }, sides, cup, ORIGIN)!;
    const after = matchCalendarEvent({ id: 'm1', dateISO: '2025-08-01', time: '12:00', homeGoals: 1, awayGoals: 1, status: 'postponed' }, sides, cup, ORIGIN)!;
    expect([after.uid, after.url, after.stampISO]).toEqual([before.uid, before.url, before.stampISO]);
    expect(after.status).toBe('TENTATIVE');
  });

  it('names the pitch and its venue where the match is scheduled on a pitch (issue 25), before its venue text', () => {
    const planned = { ...cup, venues: [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p2', name: 'Pitch 2', windows: [] }] }] };
    expect(matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05', time: '10:00', pitchId: 'p2', venue: 'Old text' }, sides, planned, ORIGIN)?.location).toBe('Pitch 2 · Riverside Park');
    // A pitch the tournament no longer has falls back to the venue text.
    expect(matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05', pitchId: 'gone', venue: 'Old text' }, sides, planned, ORIGIN)?.location).toBe('Old text');
  });

  it("names the tournament's location without a venue, and nothing without either", () => {
    expect(matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05', venue: '  ' }, sides, cup, ORIGIN)?.location).toBe('Hackney Marshes');
    expect(matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05' }, sides, { id: 't', name: 'Cup' }, ORIGIN)?.location).toBeNull();
  });

  it('reads times as UTC for a tournament without a zone, and stamps an undated tournament at the epoch', () => {
    const event = matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05', time: '19:30' }, sides, { id: 't', name: 'Cup', timeZone: 'Bogus/Zone' }, ORIGIN);
    expect(event?.time).toMatchObject({ startISO: '2025-07-05T19:30:00.000Z' });
    expect(event?.stampISO).toBe('1970-01-01T00:00:00.000Z');
  });

  it('links the match page on the origin as given, escaping ids, with the port in the UID', () => {
    const event = matchCalendarEvent({ id: 'm 1', dateISO: '2025-07-05' }, sides, { id: 't/1', name: 'Cup' }, 'http://127.0.0.1:4173/');
    expect(event?.url).toBe('http://127.0.0.1:4173/public/tournaments/t%2F1/matches/m%201');
    expect(event?.uid).toBe('m 1.t/1@127.0.0.1:4173');
  });

  it('is null for a match without a usable date', () => {
    expect(matchCalendarEvent({ id: 'm1', time: '19:30' }, sides, cup, ORIGIN)).toBeNull();
  });
});
