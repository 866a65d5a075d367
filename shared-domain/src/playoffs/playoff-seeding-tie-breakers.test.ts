import { describe, expect, it } from 'vitest';
import { startPlayoffs } from './playoff-matches';
import { idSource } from '../../test/id-source';

const owner = { tournamentId: 't1', organizerId: 'o1' };
const game = (homeTeamId: string, awayTeamId: string, homeGoals: number, awayGoals: number) => ({ homeTeamId, awayTeamId, homeGoals, awayGoals, round: 1 });
// a and b finish on 6 points; a has the better goal difference, b won their game.
const league = [game('b', 'a', 1, 0), game('a', 'x', 4, 0), game('a', 'y', 1, 0), game('b', 'y', 1, 0), game('x', 'b', 1, 0), game('x', 'y', 0, 0)];

describe("startPlayoffs seeds from the table under the tournament's tie-breakers", () => {
  it.each([
    { tieBreakers: undefined, seeds: ['a', 'b'] },
    { tieBreakers: 'spec', seeds: ['a', 'b'] },
    { tieBreakers: 'la-liga', seeds: ['b', 'a'] },
    { tieBreakers: 'uefa', seeds: ['b', 'a'] },
  ] as const)('$tieBreakers: the final is $seeds', ({ tieBreakers, seeds }) => {
    const result = startPlayoffs({ ...owner, teamIds: ['a', 'b', 'x', 'y'], matches: league, qualifiers: 2, tieBreakers, nextId: idSource('p') });
    expect(result?.qualifiedTeamIds).toEqual(seeds);
    expect(result?.matches.map((m) => [m.homeTeamId, m.awayTeamId])).toEqual([seeds]);
  });
});
