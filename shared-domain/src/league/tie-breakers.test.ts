import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings, goalDifference, type MatchLike } from './standings';
import { TIE_BREAKER_PRESETS, tieBreakerLabel, toTieBreakerPreset, type TieBreakerPreset } from './tie-breakers';

const m = (homeTeamId: string, awayTeamId: string, homeGoals: number, awayGoals: number): MatchLike => ({ homeTeamId, awayTeamId, homeGoals, awayGoals });
const order = (teamIds: string[], matches: MatchLike[], tieBreakers?: TieBreakerPreset): string[] =>
  computeStandings(teamIds, matches, tieBreakers ? { tieBreakers } : {}).map((r) => r.teamId);

// a and b on 6 points; a has the better goal difference (+4 v +1), b won their game.
const twoLevelOnPoints = [m('b', 'a', 1, 0), m('a', 'x', 4, 0), m('a', 'y', 1, 0), m('b', 'y', 1, 0), m('x', 'b', 1, 0), m('x', 'y', 0, 0)];
// a and b level on points, goal difference and goals for (4, +1, 3); b won their game.
const levelOnEverythingButTheirGame = [m('a', 'b', 0, 1), m('a', 'c', 2, 0), m('d', 'a', 1, 1), m('b', 'd', 2, 2)];
// a and b level on everything and on head-to-head points (a win each); b scored its goal away.
const splitLegs = [m('a', 'b', 2, 1), m('b', 'a', 1, 0)];
// a, b, c on 6 points. Among the three: c leads on goals for (3 v 2 v 2); a and b stay level on
// points, GD and GF, and a beat b, which only the re-applied head-to-head of {a, b} sees. Overall,
// b has the best goal difference (+5) after beating z 5-0.
const recursiveThreeWay = [m('a', 'b', 1, 0), m('b', 'c', 2, 1), m('c', 'a', 2, 1), m('a', 'z', 1, 0), m('b', 'z', 5, 0), m('c', 'z', 1, 0)];

describe('computeStandings with tie-breaker presets', () => {
  it.each([
    { preset: undefined, teams: ['a', 'b', 'x', 'y'], matches: twoLevelOnPoints, expected: ['a', 'b', 'x', 'y'] },
    { preset: 'spec', teams: ['a', 'b', 'x', 'y'], matches: twoLevelOnPoints, expected: ['a', 'b', 'x', 'y'] },
    { preset: 'premier-league', teams: ['a', 'b', 'x', 'y'], matches: twoLevelOnPoints, expected: ['a', 'b', 'x', 'y'] },
    { preset: 'la-liga', teams: ['a', 'b', 'x', 'y'], matches: twoLevelOnPoints, expected: ['b', 'a', 'x', 'y'] },
    { preset: 'uefa', teams: ['a', 'b', 'x', 'y'], matches: twoLevelOnPoints, expected: ['b', 'a', 'x', 'y'] },
    { preset: 'fifa', teams: ['a', 'b', 'x', 'y'], matches: twoLevelOnPoints, expected: ['a', 'b', 'x', 'y'] },
    { preset: 'spec', teams: ['a', 'b', 'c', 'd'], matches: levelOnEverythingButTheirGame, expected: ['a', 'b', 'd', 'c'] },
    { preset: 'premier-league', teams: ['a', 'b', 'c', 'd'], matches: levelOnEverythingButTheirGame, expected: ['b', 'a', 'd', 'c'] },
    { preset: 'la-liga', teams: ['a', 'b', 'c', 'd'], matches: levelOnEverythingButTheirGame, expected: ['b', 'a', 'd', 'c'] },
    { preset: 'uefa', teams: ['a', 'b', 'c', 'd'], matches: levelOnEverythingButTheirGame, expected: ['b', 'a', 'd', 'c'] },
    { preset: 'fifa', teams: ['a', 'b', 'c', 'd'], matches: levelOnEverythingButTheirGame, expected: ['b', 'a', 'd', 'c'] },
    { preset: 'spec', teams: ['a', 'b'], matches: splitLegs, expected: ['a', 'b'] },
    { preset: 'premier-league', teams: ['a', 'b'], matches: splitLegs, expected: ['b', 'a'] },
    { preset: 'la-liga', teams: ['a', 'b'], matches: splitLegs, expected: ['a', 'b'] },
    { preset: 'uefa', teams: ['a', 'b'], matches: splitLegs, expected: ['a', 'b'] },
    { preset: 'fifa', teams: ['a', 'b'], matches: splitLegs, expected: ['a', 'b'] },
    { preset: 'spec', teams: ['b', 'a', 'c', 'z'], matches: recursiveThreeWay, expected: ['b', 'c', 'a', 'z'] },
    { preset: 'premier-league', teams: ['b', 'a', 'c', 'z'], matches: recursiveThreeWay, expected: ['b', 'c', 'a', 'z'] },
    { preset: 'la-liga', teams: ['b', 'a', 'c', 'z'], matches: recursiveThreeWay, expected: ['b', 'c', 'a', 'z'] },
    { preset: 'uefa', teams: ['b', 'a', 'c', 'z'], matches: recursiveThreeWay, expected: ['c', 'a', 'b', 'z'] },
    { preset: 'fifa', teams: ['b', 'a', 'c', 'z'], matches: recursiveThreeWay, expected: ['b', 'c', 'a', 'z'] },
  ] as const)('$preset orders $teams as $expected', ({ preset, teams, matches, expected }) => {
    expect(order([...teams], matches, preset)).toEqual(expected);
  });

  it.each(TIE_BREAKER_PRESETS)('%s keeps the given team order when nothing separates teams', (preset) => {
    expect(order(['z', 'a', 'm'], [m('a', 'm', 1, 1), m('m', 'z', 1, 1), m('z', 'a', 1, 1)], preset)).toEqual(['z', 'a', 'm']);
  });

  it('ignores head-to-head games against teams outside the tie', () => {
    // c beat a, but c is not level with a and b, so only a v b (a draw) and then goal difference count.
    expect(order(['a', 'b', 'c'], [m('a', 'b', 0, 0), m('c', 'a', 1, 0), m('b', 'c', 0, 3), m('a', 'c', 2, 0)], 'la-liga')).toEqual(['c', 'a', 'b']);
  });
});

describe('tie-breaker presets', () => {
  it('labels every preset for the setting', () => {
    expect(TIE_BREAKER_PRESETS.map(tieBreakerLabel)).toEqual(['Spec default', 'Premier League', 'La Liga', 'UEFA', 'FIFA World Cup']);
  });

  it.each([
    { value: 'uefa', expected: 'uefa' },
    { value: 'premier-league', expected: 'premier-league' },
    { value: undefined, expected: 'spec' },
    { value: 'UEFA', expected: 'spec' },
    { value: 3, expected: 'spec' },
  ])('reads $value as $expected', ({ value, expected }) => {
    expect(toTieBreakerPreset(value)).toBe(expected);
  });
});

describe('computeStandings with tie-breakers: properties', () => {
  const teams = Array.from({ length: 6 }, (_, i) => `t${i}`);
  const arbitraryMatch = fc.record({ home: fc.nat(5), away: fc.nat(5), homeGoals: fc.nat(4), awayGoals: fc.nat(4) }).map((x) => m(`t${x.home}`, `t${x.away}`, x.homeGoals, x.awayGoals));
  // A season and the same season in another order.
  const seasonAndShuffle = fc.array(arbitraryMatch, { maxLength: 40 }).chain((matches) => fc.tuple(fc.constant(matches), fc.shuffledSubarray(matches, { minLength: matches.length })));
  const preset = fc.constantFrom(...TIE_BREAKER_PRESETS);
  const byTeam = (rows: ReturnType<typeof computeStandings>) => [...rows].sort((a, b) => a.teamId.localeCompare(b.teamId));

  it('is a total order: every team exactly once, points never increase down the table', () => {
    fc.assert(
      fc.property(seasonAndShuffle, preset, ([matches], tieBreakers) => {
        const rows = computeStandings(teams, matches, { tieBreakers });
        expect(rows.map((r) => r.teamId).sort()).toEqual(teams);
        for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
      }),
    );
  });

  it('never changes with the order of the match list', () => {
    fc.assert(
      fc.property(seasonAndShuffle, preset, ([matches, shuffled], tieBreakers) => {
        expect(computeStandings(teams, shuffled, { tieBreakers })).toEqual(computeStandings(teams, matches, { tieBreakers }));
      }),
    );
  });

  it('only reorders: every preset has the same rows as the spec table', () => {
    fc.assert(
      fc.property(seasonAndShuffle, preset, ([matches], tieBreakers) => {
        expect(byTeam(computeStandings(teams, matches, { tieBreakers }))).toEqual(byTeam(computeStandings(teams, matches)));
      }),
    );
  });

  it('presets that start with goal difference and goals for keep that order', () => {
    fc.assert(
      fc.property(seasonAndShuffle, fc.constantFrom<TieBreakerPreset>('premier-league', 'fifa'), ([matches], tieBreakers) => {
        const rows = computeStandings(teams, matches, { tieBreakers });
        const key = (r: (typeof rows)[number]) => [r.points, goalDifference(r), r.goalsFor];
        for (let i = 1; i < rows.length; i++) {
          const [above, below] = [key(rows[i - 1]!), key(rows[i]!)];
          const first = above.findIndex((v, k) => v !== below[k]);
          if (first !== -1) expect(above[first]).toBeGreaterThan(below[first]!);
        }
      }),
    );
  });
});
