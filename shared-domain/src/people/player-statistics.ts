import type { Lineups } from '../match/entities';

/** The Player Statistics tiles (spec §2). */
export interface PlayerStatistics {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** What the player statistics need from a match. */
export interface PlayerMatchLike {
  homeGoals?: number | null;
  awayGoals?: number | null;
  lineups?: Lineups;
}

/** Options of computePlayerStatistics. */
export interface PlayerStatisticsOptions {
  /**
   * The spec's admin rule (§9): win/draw/loss only for games where both scores are truthy, so any
   * game with a 0 in it (1-0, 0-0, …) counts as played but has no outcome. Default true, as the spec
   * describes; pass false to count every scored game.
   */
  zeroScoresExcludedFromOutcomes?: boolean;
}

const isNumber = (v: number | null | undefined): v is number => typeof v === 'number' && !Number.isNaN(v);

/**
 * Player Statistics tiles (spec §2, §9): a game counts when the player is in a starting lineup and
 * both scores are non-null; goals for/against are the player's team's in those games.
 * @example computePlayerStatistics('p1', [{ homeGoals: 2, awayGoals: 1, lineups: { home: { starting: ['p1'], substitutes: [] }, away: { starting: [], substitutes: [] } } }])
 * // { games: 1, wins: 1, draws: 0, losses: 0, goalsFor: 2, goalsAgainst: 1 }
 */
export function computePlayerStatistics(playerId: string, matches: readonly PlayerMatchLike[], options: PlayerStatisticsOptions = {}): PlayerStatistics {
  const excludeZero = options.zeroScoresExcludedFromOutcomes ?? true;
  const stats: PlayerStatistics = { games: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 };
  for (const match of matches) {
    const side = match.lineups?.home?.starting?.includes(playerId) ? 'home' : match.lineups?.away?.starting?.includes(playerId) ? 'away' : null;
    if (side === null || !isNumber(match.homeGoals) || !isNumber(match.awayGoals)) continue;
    const scored = side === 'home' ? match.homeGoals : match.awayGoals;
    const conceded = side === 'home' ? match.awayGoals : match.homeGoals;
    stats.games++;
    stats.goalsFor += scored;
    stats.goalsAgainst += conceded;
    if (excludeZero && !(match.homeGoals && match.awayGoals)) continue;
    if (scored > conceded) stats.wins++;
    else if (scored === conceded) stats.draws++;
    else stats.losses++;
  }
  return stats;
}
