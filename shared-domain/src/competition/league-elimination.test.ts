import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_ELIMINATION_REPEATS, LEAGUE_ELIMINATION_QUALIFIERS, MIN_LEAGUE_ELIMINATION_TEAMS, buildLeagueEliminationPlan } from './league-elimination';
import { idSource } from '../../test/id-source';
import { bracketShape } from '../../test/bracket-shape';

const teams = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

describe('combined league + elimination (spec §4, §5)', () => {
  it('needs at least 4 teams, defaults to 2 league repeats and sends 4 teams to the knockout', () => {
    expect(MIN_LEAGUE_ELIMINATION_TEAMS).toBe(4);
    expect(DEFAULT_LEAGUE_ELIMINATION_REPEATS).toBe(2);
    expect(LEAGUE_ELIMINATION_QUALIFIERS).toBe(4);
  });

  it.each([0, 1, 2, 3])('gives both lists empty with %i teams', (n) => {
    expect(buildLeagueEliminationPlan(teams(n), idSource('e'))).toEqual({ league: [], elimination: [] });
  });

  it('plays a double round robin by default', () => {
    expect(buildLeagueEliminationPlan(teams(4), idSource('e')).league).toHaveLength(12);
    expect(buildLeagueEliminationPlan(teams(4), idSource('e'), 1).league).toHaveLength(6);
  });

  it.each([4, 5, 7, 10, 32])('with %i teams the knockout is table seeds 1 v 4 and 2 v 3, then the final', (n) => {
    expect(bracketShape(buildLeagueEliminationPlan(teams(n), idSource('e')).elimination)).toEqual([
      ['seed-1 v seed-4', 'seed-2 v seed-3'],
      ['winner-1 v winner-2'],
    ]);
  });
});
