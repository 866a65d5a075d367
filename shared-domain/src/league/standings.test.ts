import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import season from '../../../test-data/premier-league-2022-23.json';
import {
  computeStandings,
  goalDifference,
  standingMedal,
  type MatchLike,
} from './standings';

const m = (homeTeamId: string, awayTeamId: string, homeGoals?: number | null, awayGoals?: number | null, isPlayoff?: boolean): MatchLike => ({
  homeTeamId,
  awayTeamId,
  homeGoals,
  awayGoals,
  isPlayoff,
});

describe('computeStandings against the real Premier League 2022/23 season', () => {
  const matches: MatchLike[] = season.matches.map((x) => m(x.homeTeam, x.awayTeam, x.homeGoals, x.awayGoals));
  // Alphabetical input order, so the test proves the sort rather than echoing the official order.
  const teams = [...new Set(season.matches.map((x) => x.homeTeam))].sort();
  const table = computeStandings(teams, matches);

  it('has 20 rows from 380 matches', () => {
    expect(season.matches).toHaveLength(380);
    expect(table).toHaveLength(20);
  });

  it.each(season.finalTable)('position $position: $team matches the official row field by field', (official) => {
    const row = table[official.position - 1];
    expect(row).toEqual({
      teamId: official.team,
      played: official.played,
      won: official.won,
      drawn: official.drawn,
      lost: official.lost,
      goalsFor: official.goalsFor,
      goalsAgainst: official.goalsAgainst,
      points: official.points,
    });
  });

  it('uses the same points rule as the data set', () => {
    const [winner, loser] = computeStandings(['w', 'l'], [m('w', 'l', 1, 0)]);
    const [drawn] = computeStandings(['x', 'y'], [m('x', 'y', 2, 2)]);
    expect({ win: winner!.points, draw: drawn!.points, loss: loser!.points }).toEqual({ win: season.rules.win, draw: season.rules.draw, loss: season.rules.loss });
  });
});

describe('computeStandings: which matches count (spec §5)', () => {
  it.each([
    { why: 'a scored league match counts', match: m('a', 'b', 1, 0), played: 1 },
    { why: 'a 0-0 counts', match: m('a', 'b', 0, 0), played: 1 },
    { why: 'a playoff match does not count', match: m('a', 'b', 1, 0, true), played: 0 },
    { why: 'a match without goals does not count', match: m('a', 'b'), played: 0 },
    { why: 'a match with only home goals does not count', match: m('a', 'b', 2, undefined), played: 0 },
    { why: 'null goals do not count', match: m('a', 'b', null, null), played: 0 },
    { why: 'negative goals do not count', match: m('a', 'b', -1, 0), played: 0 },
    { why: 'NaN goals do not count', match: m('a', 'b', Number.NaN, 0), played: 0 },
    { why: 'infinite goals do not count', match: m('a', 'b', Number.POSITIVE_INFINITY, 0), played: 0 },
    { why: 'string goals do not count', match: { ...m('a', 'b'), homeGoals: '2' as unknown as number, awayGoals: 1 }, played: 0 },
    { why: 'a match against a team outside the table does not count', match: m('a', 'x', 3, 0), played: 0 },
    { why: 'a team playing itself does not count', match: m('a', 'a', 3, 0), played: 0 },
    { why: 'a postponed match with an older score does not count (issue 22)', match: { ...m('a', 'b', 1, 0), status: 'postponed' as const }, played: 0 },
    { why: 'a cancelled match with an older score does not count (issue 22)', match: { ...m('a', 'b', 1, 0), status: 'cancelled' as const }, played: 0 },
    { why: 'a stored status "finished" still counts', match: { ...m('a', 'b', 1, 0), status: 'finished' as const }, played: 1 },
  ])('$why', ({ match, played }) => {
    const a = computeStandings(['a', 'b'], [match]).find((r) => r.teamId === 'a');
    expect(a?.played).toBe(played);
  });
});

describe('computeStandings: points and sorting (spec §9)', () => {
  it('gives 3 for a win, 1 for a draw, 0 for a loss', () => {
    const rows = computeStandings(['a', 'b', 'c'], [m('a', 'b', 2, 1), m('b', 'c', 0, 0)]);
    expect(rows.map((r) => [r.teamId, r.points, r.won, r.drawn, r.lost])).toEqual([
      ['a', 3, 1, 0, 0],
      ['c', 1, 0, 1, 0],
      ['b', 1, 0, 1, 1],
    ]);
  });

  it('sorts by points first', () => {
    // b: 3 points with GD -3; a: 1 point with GD 0.
    const rows = computeStandings(['a', 'b', 'c', 'd'], [m('a', 'd', 0, 0), m('b', 'c', 1, 0), m('c', 'b', 5, 1)]);
    expect(rows.map((r) => r.teamId).slice(0, 2)).toEqual(['c', 'b']);
  });

  it('breaks equal points by goal difference', () => {
    const rows = computeStandings(['a', 'b', 'c', 'd'], [m('a', 'c', 1, 0), m('b', 'd', 3, 0)]);
    expect(rows.map((r) => r.teamId)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('breaks equal points and goal difference by goals for', () => {
    const rows = computeStandings(['a', 'b', 'c', 'd'], [m('a', 'c', 1, 0), m('b', 'd', 3, 2)]);
    expect(rows.map((r) => r.teamId)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('keeps the teamIds order for a full tie', () => {
    expect(computeStandings(['z', 'a', 'm'], []).map((r) => r.teamId)).toEqual(['z', 'a', 'm']);
    expect(computeStandings(['b', 'a'], [m('a', 'b', 1, 1)]).map((r) => r.teamId)).toEqual(['b', 'a']);
  });

  it('lists teams without matches with zero rows', () => {
    expect(computeStandings(['a'], [])).toEqual([{ teamId: 'a', played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }]);
  });

  it('ignores duplicate team ids', () => {
    expect(computeStandings(['a', 'a', 'b'], [m('a', 'b', 1, 0)])).toHaveLength(2);
  });

  it('computes a row goal difference', () => {
    expect(goalDifference({ goalsFor: 2, goalsAgainst: 1 })).toBe(1);
    expect(goalDifference({ goalsFor: 5, goalsAgainst: 7 })).toBe(-2);
  });
});

describe('computeStandings: properties', () => {
  const arbitraryMatches = fc.array(
    fc.record({
      home: fc.integer({ min: 0, max: 7 }),
      away: fc.integer({ min: 0, max: 7 }),
      homeGoals: fc.option(fc.integer({ min: -1, max: 9 }), { nil: undefined }),
      awayGoals: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
      isPlayoff: fc.boolean(),
    }),
    { maxLength: 80 },
  );
  const teams = Array.from({ length: 8 }, (_, i) => `t${i}`);
  const toMatches = (xs: { home: number; away: number; homeGoals?: number; awayGoals: number | null; isPlayoff: boolean }[]): MatchLike[] =>
    xs.map((x) => m(`t${x.home}`, `t${x.away}`, x.homeGoals, x.awayGoals, x.isPlayoff));

  it('points = 3·won + drawn and played = won + drawn + lost for every row', () => {
    fc.assert(
      fc.property(arbitraryMatches, (xs) => {
        for (const r of computeStandings(teams, toMatches(xs))) {
          expect(r.points).toBe(3 * r.won + r.drawn);
          expect(r.played).toBe(r.won + r.drawn + r.lost);
        }
      }),
    );
  });

  it('total goals for = total goals against, total won = total lost', () => {
    fc.assert(
      fc.property(arbitraryMatches, (xs) => {
        const rows = computeStandings(teams, toMatches(xs));
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
        expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
      }),
    );
  });

  it('is sorted and independent of match order', () => {
    fc.assert(
      fc.property(arbitraryMatches, (xs) => {
        const matches = toMatches(xs);
        const rows = computeStandings(teams, matches);
        // Points, then goal difference, then goals for, all descending (spec §9).
        const key = (r: (typeof rows)[number]) => [r.points, goalDifference(r), r.goalsFor].map((n) => String(n + 1000).padStart(5, '0')).join('|');
        for (let i = 1; i < rows.length; i++) expect(key(rows[i - 1]!) >= key(rows[i]!)).toBe(true);
        expect(computeStandings(teams, [...matches].reverse())).toEqual(rows);
      }),
    );
  });
});

describe('table decorations (spec §2, §9)', () => {
  it.each([
    { index: 0, played: 1, medal: 'gold' },
    { index: 1, played: 2, medal: 'silver' },
    { index: 2, played: 1, medal: 'bronze' },
    { index: 3, played: 1, medal: null },
    { index: -1, played: 1, medal: null },
    { index: 0, played: 0, medal: null },
    { index: 2, played: 0, medal: null },
  ])('row $index having played $played gets medal $medal', ({ index, played, medal }) => {
    expect(standingMedal(index, { played })).toBe(medal);
  });

  it('gives no medal before any result, and none to a top-3 row that has not played yet', () => {
    const before = computeStandings(['a', 'b', 'c'], []);
    expect(before.map((row, i) => standingMedal(i, row))).toEqual([null, null, null]);
    // a beat b; c and d have not played: c is second on 0 points but earns nothing.
    const table = computeStandings(['a', 'b', 'c', 'd'], [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 0 }]);
    expect(table.map((row) => [row.teamId, row.played])).toEqual([['a', 1], ['c', 0], ['d', 0], ['b', 1]]);
    expect(table.map((row, i) => standingMedal(i, row))).toEqual(['gold', null, null, null]);
  });
});
