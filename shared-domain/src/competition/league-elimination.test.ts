import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_ELIMINATION_REPEATS, MIN_LEAGUE_ELIMINATION_TEAMS, buildLeagueEliminationPlan } from './league-elimination';
import { playoffRoundName } from '../playoffs/playoff-round-names';
import { idSource } from '../../test/id-source';
import { bracketShape } from '../../test/bracket-shape';

const teams = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

describe('combined league + elimination (spec §4, §5)', () => {
  it('needs at least 4 teams and defaults to 2 league repeats', () => {
    expect(MIN_LEAGUE_ELIMINATION_TEAMS).toBe(4);
    expect(DEFAULT_LEAGUE_ELIMINATION_REPEATS).toBe(2);
  });

  it.each([0, 1, 2, 3])('gives both lists empty with %i teams', (n) => {
    expect(buildLeagueEliminationPlan(teams(n), idSource('e'))).toEqual({ league: [], elimination: [] });
  });

  it('plays a double round robin by default', () => {
    expect(buildLeagueEliminationPlan(teams(4), idSource('e')).league).toHaveLength(12);
    expect(buildLeagueEliminationPlan(teams(4), idSource('e'), 1).league).toHaveLength(6);
  });

  it.each([
    { n: 4, expected: [['a v d', 'b v c'], ['winner-1 v winner-2']] },
    { n: 5, expected: [['a v b'], ['winner-1 v e', 'c v d'], ['winner-2 v winner-3']] },
    { n: 6, expected: [['a v b', 'c v d'], ['winner-1 v f', 'winner-2 v e'], ['winner-3 v winner-4']] },
    { n: 8, expected: [['a v b', 'c v d', 'e v f', 'g v h'], ['winner-1 v winner-4', 'winner-2 v winner-3'], ['winner-5 v winner-6']] },
    {
      n: 10,
      expected: [
        ['a v b', 'c v d', 'e v f', 'g v h', 'i v j'],
        ['winner-1 v winner-2'],
        ['winner-6 v winner-5', 'winner-3 v winner-4'],
        ['winner-7 v winner-8'],
      ],
    },
  ])('reduces $n teams by neighbour pairs to 4, then semis 1st v 4th and 2nd v 3rd, then the final', ({ n, expected }) => {
    expect(bracketShape(buildLeagueEliminationPlan(teams(n), idSource('e')).elimination)).toEqual(expected);
  });

  it.each(Array.from({ length: 29 }, (_, i) => i + 4))('ends with 2 semifinals and a final for %i teams', (n) => {
    const rounds = buildLeagueEliminationPlan(teams(n).map((t, i) => `${t}${i}`), idSource('e')).elimination;
    expect(rounds.at(-2)?.matches).toHaveLength(2);
    expect(rounds.at(-1)?.matches).toHaveLength(1);
    expect(rounds.map((r, i) => r.round === i).every(Boolean)).toBe(true);
    expect([rounds.length - 2, rounds.length - 1].map((i) => playoffRoundName(i, rounds.length))).toEqual(['1/2 Final', 'Final']);
    // Every team plays exactly one first game or enters at the semis.
    const firstAppearances = rounds.flatMap((r) => r.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId])).filter((id) => !id.startsWith('winner-'));
    expect(new Set(firstAppearances).size).toBe(n);
    expect(firstAppearances).toHaveLength(n);
  });
});
