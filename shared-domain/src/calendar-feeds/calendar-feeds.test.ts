import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { PublicTeamSeason } from '../competition/public-team-season';
import type { PublicTeamView } from '../competition/public-team-view';
import type { Match } from '../match/entities';
import type { Team } from '../people/entities';
import { teamCalendarFeed, tournamentCalendarFeed } from './calendar-feeds';

const ORIGIN = 'https://kickoff.example';
const team = (id: string, name: string): Team => ({ id, name, colors: [], organizerId: 'org', createdAtISO: '', players: [] });
const teams = [team('a', 'Rovers'), team('b', 'City'), team('c', 'United'), team('d', 'Wanderers')];
const cup: Tournament = {
  id: 'cup',
  name: 'Spring Cup',
  format: { mode: 'league_playoff', playoffQualifiers: 4 },
  teamIds: ['a', 'b', 'c', 'd'],
  organizerId: 'org',
  createdAtISO: '2025-01-01T00:00:00.000Z',
  visibility: 'public',
  timeZone: 'America/New_York',
};
const match = (id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({ id, tournamentId: 'cup', organizerId: 'org', round: 1, homeTeamId: home, awayTeamId: away, ...extra });
const playoff = (id: string, playoffMatch: number, home: string, away: string, extra: Partial<Match> = {}) =>
  match(id, home, away, { isPlayoff: true, playoffRound: home.startsWith('winner') ? 1 : 0, playoffMatch, ...extra });

describe('tournamentCalendarFeed (issue 13)', () => {
  const matches = [
    match('l2', 'b', 'a', { dateISO: '2025-07-12', time: '18:00', status: 'cancelled' }),
    match('l1', 'a', 'b', { dateISO: '2025-07-05', time: '19:30', homeGoals: 2, awayGoals: 1 }),
    match('undated', 'c', 'd'),
    match('day', 'c', 'd', { dateISO: '2025-07-05' }),
    playoff('s1', 0, 'a', 'd', { dateISO: '2025-08-01', time: '20:00', homeGoals: 3, awayGoals: 0 }),
    playoff('s2', 1, 'b', 'c', { dateISO: '2025-08-01', time: '17:00' }),
    playoff('final', 0, 'winner-1', 'winner-2', { dateISO: '2025-08-10', time: '15:00', status: 'postponed' }),
  ];
  const feed = tournamentCalendarFeed({ tournament: cup, matches, teams }, ORIGIN);

  it('has one event per dated match, earliest first (a whole day before its kick-offs), named after the tournament', () => {
    expect(feed.name).toBe('Spring Cup');
    expect(feed.events.map((e) => [e.summary, e.time.allDay ? e.time.day : e.time.startISO, e.status])).toEqual([
      ['United v Wanderers', '2025-07-05', 'CONFIRMED'],
      ['Rovers 2–1 City', '2025-07-05T23:30:00.000Z', 'CONFIRMED'],
      ['City v Rovers', '2025-07-12T22:00:00.000Z', 'CANCELLED'],
      ['City v United', '2025-08-01T21:00:00.000Z', 'CONFIRMED'],
      ['Rovers 3–0 Wanderers', '2025-08-02T00:00:00.000Z', 'CONFIRMED'],
      // The final names the side its bracket decided and the slot still open.
      ['Rovers v Winner of match 2', '2025-08-10T19:00:00.000Z', 'TENTATIVE'],
    ]);
  });

  it('gives every event its own UID and the match page', () => {
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
    expect(feed.events.find((e) => e.summary.startsWith('City v Rovers'))?.url).toBe('https://kickoff.example/public/tournaments/cup/matches/l2');
  });

  it('leaves out a bye, which is never played', () => {
    const withBye = tournamentCalendarFeed(
      {
        tournament: { ...cup, playoffBracket: [{ round: 0, matches: [{ matchId: 'bye', homeTeamId: 'a', awayTeamId: 'a', winner: 'a' }] }] },
        matches: [playoff('bye', 0, 'a', 'a', { dateISO: '2025-08-01', time: '12:00' })],
        teams,
      },
      ORIGIN,
    );
    expect(withBye.events).toEqual([]);
  });

  it('gives the same feed for the same matches in any stored order', () => {
    expect(tournamentCalendarFeed({ tournament: cup, matches: [...matches].reverse(), teams }, ORIGIN)).toEqual(feed);
  });
});

describe('teamCalendarFeed (issue 13)', () => {
  const season = (tournament: PublicTeamSeason['tournament'], matches: PublicTeamSeason['matches']): PublicTeamSeason => ({
    tournament,
    matches,
    teams: teams.map(({ id, name, colors }) => ({ id, name, colors })),
    won: false,
    players: {},
  });
  const view: Pick<PublicTeamView, 'team' | 'seasons'> = {
    team: { ...team('a', 'Rovers'), players: [] },
    seasons: [
      season({ id: 'london', name: 'London League', organizerId: 'org', createdAtISO: '2025-01-01T00:00:00.000Z', timeZone: 'Europe/London', location: { name: 'Hackney Marshes' } }, [
        { id: 'm1', round: 1, homeTeamId: 'a', awayTeamId: 'b', dateISO: '2025-01-11', time: '15:00' },
        { id: 'm2', round: 2, homeTeamId: 'c', awayTeamId: 'a', dateISO: '2025-07-05', time: '15:00', venue: 'Old Trafford', status: 'postponed' },
      ]),
      // An older tournament without a zone: its times read as UTC.
      season({ id: 'old', name: 'Old Cup', organizerId: 'org', createdAtISO: '2024-01-01T00:00:00.000Z' }, [
        { id: 'm1', round: 1, homeTeamId: 'd', awayTeamId: 'a', dateISO: '2025-03-01', time: '15:00', homeGoals: 0, awayGoals: 0 },
        { id: 'undated', round: 2, homeTeamId: 'a', awayTeamId: 'd' },
      ]),
    ],
  };

  it("lists the team's dated matches of every season, each in its tournament's zone and place", () => {
    const feed = teamCalendarFeed(view, ORIGIN);
    expect(feed.name).toBe('Rovers');
    expect(feed.events.map((e) => [e.uid, e.summary, e.time.allDay ? e.time.day : e.time.startISO, e.location, e.status, e.description])).toEqual([
      ['m1.london@kickoff.example', 'Rovers v City', '2025-01-11T15:00:00.000Z', 'Hackney Marshes', 'CONFIRMED', 'London League'],
      ['m1.old@kickoff.example', 'Wanderers 0–0 Rovers', '2025-03-01T15:00:00.000Z', null, 'CONFIRMED', 'Old Cup'],
      ['m2.london@kickoff.example', 'United v Rovers', '2025-07-05T14:00:00.000Z', 'Old Trafford', 'TENTATIVE', 'London League'],
    ]);
  });

  it('is empty for a team without public seasons', () => {
    expect(teamCalendarFeed({ ...view, seasons: [] }, ORIGIN)).toEqual({ name: 'Rovers', events: [] });
  });
});
