import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { FixturesCsvRow } from './fixtures-csv';
import { planFixturesImport, type LeagueForImport } from './fixtures-import-plan';

const match = (id: string, round: number, homeTeamId: string, awayTeamId: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't',
  organizerId: 'o',
  round,
  homeTeamId,
  awayTeamId,
  ...extra,
});
const row = (line: number, home: string, away: string, extra: Partial<FixturesCsvRow> = {}): FixturesCsvRow => ({
  line,
  round: null,
  date: null,
  time: null,
  home,
  away,
  score: null,
  ...extra,
});

const teams = [
  { id: 'ars', name: 'Arsenal FC' },
  { id: 'che', name: 'Chelsea FC' },
  { id: 'eve', name: 'Everton FC' },
];
const league: LeagueForImport = {
  teams,
  matches: [
    match('m1', 1, 'ars', 'che'),
    match('m2', 2, 'che', 'eve', { dateISO: '2022-08-13', time: '15:00' }),
    match('m3', 3, 'eve', 'ars', { homeGoals: 1, awayGoals: 0 }),
    // Played twice (a league of 2 repeats per direction): rounds decide.
    match('m4', 4, 'ars', 'eve'),
    match('m5', 7, 'ars', 'eve'),
    match('p1', 1, 'ars', 'che', { isPlayoff: true, playoffRound: 0, playoffMatch: 0 }),
  ],
};

describe('planFixturesImport: the updates', () => {
  it('sets the score as the score inputs do, whatever round the file numbers the fixture (one fixture of these teams)', () => {
    expect(planFixturesImport([row(2, 'Arsenal FC', 'Chelsea FC', { round: 30, score: { home: '2', away: '0' } })], league)).toEqual({
      updates: [{ line: 2, matchId: 'm1', fields: { homeGoals: 2, awayGoals: 0 } }],
      unchanged: 0,
      problems: [],
    });
  });

  it.each([
    { name: 'a date keeps the stored time', given: { date: '2022-09-01' }, fields: { dateISO: '2022-09-01' } },
    { name: 'a date and time set both', given: { date: '2022-09-01', time: '20:00' }, fields: { dateISO: '2022-09-01', time: '20:00' } },
    { name: 'a time alone', given: { time: '17:30' }, fields: { time: '17:30' } },
  ])('$name, writing only what changes', ({ given, fields }) => {
    expect(planFixturesImport([row(2, 'chelsea fc', 'EVERTON FC', given)], league).updates).toEqual([{ line: 2, matchId: 'm2', fields }]);
  });

  it('a date on a match without a time brings 12:00, as the date input does', () => {
    expect(planFixturesImport([row(2, 'Arsenal FC', 'Chelsea FC', { date: '2022-09-01' })], league).updates[0]!.fields).toEqual({ dateISO: '2022-09-01', time: '12:00' });
  });

  it('counts rows that change nothing instead of writing them, so importing again writes nothing', () => {
    const plan = planFixturesImport([row(2, 'Everton FC', 'Arsenal FC', { score: { home: '1', away: '0' } }), row(3, 'Chelsea FC', 'Everton FC', { date: '2022-08-13' }), row(4, 'Arsenal FC', 'Chelsea FC')], league);
    expect(plan).toEqual({ updates: [], unchanged: 3, problems: [] });
  });

  it('picks between two fixtures of the same teams by round', () => {
    expect(planFixturesImport([row(2, 'Arsenal FC', 'Everton FC', { round: 7, score: { home: '3', away: '3' } })], league).updates).toEqual([
      { line: 2, matchId: 'm5', fields: { homeGoals: 3, awayGoals: 3 } },
    ]);
  });

  it('never touches a playoff game', () => {
    const plan = planFixturesImport([row(2, 'Arsenal FC', 'Chelsea FC', { score: { home: '1', away: '1' } })], league);
    expect(plan.updates.map((u) => u.matchId)).toEqual(['m1']);
  });
});

describe('planFixturesImport: rows that name no fixture of the league', () => {
  it.each([
    { name: 'a team not in the league', r: row(4, 'Liverpool FC', 'Arsenal FC'), problem: { line: 4, column: 'home', reason: '"Liverpool FC" is not a team of this league.' } },
    { name: 'an away team not in the league', r: row(4, 'Arsenal FC', 'Arsenal'), problem: { line: 4, column: 'away', reason: '"Arsenal" is not a team of this league.' } },
    { name: 'a team against itself', r: row(4, 'Arsenal FC', 'arsenal fc'), problem: { line: 4, column: 'away', reason: 'A team cannot play against itself. Choose a different team.' } },
    {
      name: 'home and away swapped',
      r: row(4, 'Chelsea FC', 'Arsenal FC'),
      problem: { line: 4, column: 'home', reason: 'This league has no fixture Chelsea FC v Arsenal FC; it has Arsenal FC v Chelsea FC. Are home and away swapped?' },
    },
    {
      name: 'two fixtures of these teams and no round to choose',
      r: row(4, 'Arsenal FC', 'Everton FC'),
      problem: { line: 4, column: 'round', reason: 'Arsenal FC v Everton FC is played in rounds 4 and 7. Give the round of this one.' },
    },
    {
      name: 'two fixtures of these teams and a round that is neither',
      r: row(4, 'Arsenal FC', 'Everton FC', { round: 5 }),
      problem: { line: 4, column: 'round', reason: 'Arsenal FC v Everton FC is played in rounds 4 and 7. Give the round of this one.' },
    },
  ])('$name', ({ r, problem }) => {
    expect(planFixturesImport([r], league)).toEqual({ updates: [], unchanged: 0, problems: [problem] });
  });

  it('a league without the fixture at all', () => {
    const small: LeagueForImport = { teams, matches: [match('m1', 1, 'ars', 'che')] };
    expect(planFixturesImport([row(2, 'Chelsea FC', 'Everton FC')], small).problems).toEqual([{ line: 2, column: 'home', reason: 'This league has no fixture Chelsea FC v Everton FC.' }]);
  });

  it('the same fixture twice is a problem of the later row', () => {
    const plan = planFixturesImport([row(2, 'Arsenal FC', 'Chelsea FC', { score: { home: '1', away: '0' } }), row(9, 'ARSENAL FC', 'Chelsea FC', { score: { home: '2', away: '0' } })], league);
    expect(plan.problems).toEqual([{ line: 9, column: 'home', reason: 'This fixture is already on line 2.' }]);
  });
});
