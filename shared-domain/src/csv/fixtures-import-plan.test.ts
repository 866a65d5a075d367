import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { FixturesCsvRow } from './fixtures-csv';
import type { LeagueForImport } from './fixtures-import-match';
import { planFixturesImport } from './fixtures-import-plan';

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
  it("sets the score as the score inputs do, and the file's round as the match's round (one fixture of these teams)", () => {
    expect(planFixturesImport([row(2, 'Arsenal FC', 'Chelsea FC', { round: 30, score: { home: '2', away: '0' } })], league)).toEqual({
      updates: [{ line: 2, matchId: 'm1', fields: { round: 30, homeGoals: 2, awayGoals: 0 } }],
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

  it('a date without a time leaves the match without a time: no invented 12:00 (the date input\'s default is for a picked date)', () => {
    expect(planFixturesImport([row(2, 'Arsenal FC', 'Chelsea FC', { date: '2022-09-01' })], league).updates[0]!.fields).toEqual({ dateISO: '2022-09-01' });
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

describe("planFixturesImport: the file's round is the round", () => {
  it('moves a fixture into the round the file gives, and an empty round cell leaves the round alone', () => {
    const plan = planFixturesImport([row(2, 'Chelsea FC', 'Everton FC', { round: 9 }), row(3, 'Arsenal FC', 'Chelsea FC')], league);
    expect(plan).toEqual({ updates: [{ line: 2, matchId: 'm2', fields: { round: 9 } }], unchanged: 1, problems: [] });
  });

  it('of two fixtures of the same teams, the one already in the round is kept; the other rows take the rest in round order', () => {
    const plan = planFixturesImport([row(2, 'Arsenal FC', 'Everton FC', { round: 20 }), row(3, 'Arsenal FC', 'Everton FC', { round: 5 })], league);
    expect(plan.problems).toEqual([]);
    expect(plan.updates).toEqual([
      { line: 2, matchId: 'm5', fields: { round: 20 } },
      { line: 3, matchId: 'm4', fields: { round: 5 } },
    ]);
    const exact = planFixturesImport([row(2, 'Arsenal FC', 'Everton FC', { round: 20, score: { home: '1', away: '1' } }), row(3, 'Arsenal FC', 'Everton FC', { round: 7 })], league);
    expect(exact.updates).toEqual([{ line: 2, matchId: 'm4', fields: { round: 20, homeGoals: 1, awayGoals: 1 } }]);
    expect(exact.unchanged).toBe(1);
  });

  it('imported again, a file that moved rounds changes nothing', () => {
    const rows = [row(2, 'Arsenal FC', 'Everton FC', { round: 20 }), row(3, 'Arsenal FC', 'Everton FC', { round: 5 })];
    const moved = league.matches.map((m) => (m.id === 'm5' ? { ...m, round: 20 } : m.id === 'm4' ? { ...m, round: 5 } : m));
    expect(planFixturesImport(rows, { teams, matches: moved })).toEqual({ updates: [], unchanged: 2, problems: [] });
  });

  it('a pairing named more often than the league plays it is a problem of the extra row', () => {
    const rows = [row(2, 'Arsenal FC', 'Everton FC', { round: 10 }), row(3, 'Arsenal FC', 'Everton FC', { round: 11 }), row(4, 'Arsenal FC', 'Everton FC', { round: 12 })];
    expect(planFixturesImport(rows, league).problems).toEqual([
      { line: 4, column: 'home', reason: 'This league has 2 fixtures Arsenal FC v Everton FC, already named on lines 2 and 3.' },
    ]);
  });

  it('a round that would hold a team twice is a problem of the row that moves the game there, naming the game already in it', () => {
    // Arsenal already plays m1 in round 1 (a game the file does not name).
    const outside = planFixturesImport([row(5, 'Everton FC', 'Arsenal FC', { round: 1 })], league);
    expect(outside).toEqual({
      updates: [],
      unchanged: 0,
      problems: [
        {
          line: 5,
          column: 'round',
          reason: 'Arsenal FC already plays in round 1: Arsenal FC v Chelsea FC (not in this file). A team plays once per round.',
        },
      ],
    });
    // Two rows moving Everton into round 9: the later line is the problem.
    const inside = planFixturesImport([row(2, 'Chelsea FC', 'Everton FC', { round: 9 }), row(3, 'Everton FC', 'Arsenal FC', { round: 9 })], league);
    expect(inside.problems).toEqual([
      { line: 3, column: 'round', reason: 'Everton FC already plays in round 9: Chelsea FC v Everton FC (line 2). A team plays once per round.' },
    ]);
  });

  it('moving a game out of a round frees it: swapping two games between rounds is fine', () => {
    const rows = [row(2, 'Arsenal FC', 'Chelsea FC', { round: 3 }), row(3, 'Everton FC', 'Arsenal FC', { round: 1 })];
    expect(planFixturesImport(rows, league).problems).toEqual([]);
  });
});
