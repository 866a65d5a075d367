import { describe, expect, it } from 'vitest';
import type { Lineups } from '../match/entities';
import { computePlayerStatistics, type PlayerMatchLike } from './player-statistics';

const lineups = (home: string[], away: string[] = [], homeSubs: string[] = []): Lineups => ({
  home: { starting: home, substitutes: homeSubs },
  away: { starting: away, substitutes: [] },
});
const match = (homeGoals: number | null | undefined, awayGoals: number | null | undefined, l: Lineups): PlayerMatchLike => ({ homeGoals, awayGoals, lineups: l });

describe('player statistics tiles (spec §2, §9)', () => {
  it('counts games from starting lineups with both scores set', () => {
    const stats = computePlayerStatistics('p', [
      match(2, 1, lineups(['p'])),
      match(3, 1, lineups([], ['p'])),
      match(null, 1, lineups(['p'])),
      match(undefined, undefined, lineups(['p'])),
      match(5, 5, lineups([], [], ['p'])),
      { homeGoals: 1, awayGoals: 1 },
    ]);
    expect(stats).toEqual({ games: 2, wins: 1, draws: 0, losses: 1, goalsFor: 3, goalsAgainst: 4 });
  });

  it.each([
    { why: '1-0 win is played but has no outcome', m: match(1, 0, lineups(['p'])), expected: { games: 1, wins: 0, draws: 0, losses: 0, goalsFor: 1, goalsAgainst: 0 } },
    { why: '0-0 is played but not a draw', m: match(0, 0, lineups(['p'])), expected: { games: 1, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 } },
    { why: '0-2 loss is played but not a loss', m: match(0, 2, lineups(['p'])), expected: { games: 1, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 2 } },
    { why: '2-2 is a draw', m: match(2, 2, lineups(['p'])), expected: { games: 1, wins: 0, draws: 1, losses: 0, goalsFor: 2, goalsAgainst: 2 } },
    { why: '1-3 away is a win', m: match(1, 3, lineups([], ['p'])), expected: { games: 1, wins: 1, draws: 0, losses: 0, goalsFor: 3, goalsAgainst: 1 } },
  ])('admin rule, zero scores excluded from outcomes: $why', ({ m, expected }) => {
    expect(computePlayerStatistics('p', [m])).toEqual(expected);
  });

  it.each([
    { m: match(1, 0, lineups(['p'])), expected: { wins: 1, draws: 0, losses: 0 } },
    { m: match(0, 0, lineups(['p'])), expected: { wins: 0, draws: 1, losses: 0 } },
    { m: match(0, 2, lineups(['p'])), expected: { wins: 0, draws: 0, losses: 1 } },
  ])('counts every scored game when the zero rule is off: $m.homeGoals-$m.awayGoals', ({ m, expected }) => {
    expect(computePlayerStatistics('p', [m], { zeroScoresExcludedFromOutcomes: false })).toMatchObject(expected);
  });

  it('is all zeros without games', () => {
    expect(computePlayerStatistics('p', [])).toEqual({ games: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 });
  });
});
