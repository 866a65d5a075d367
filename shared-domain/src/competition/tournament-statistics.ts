import type { GoalEvent } from '../match/entities';
import type { Team } from '../people/entities';
import { playerFullName } from '../people/player';

/** Top Scorers and Top Assists show at most 5 entries (spec §9). */
const LEADERBOARD_LIMIT = 5;

/** One player's line in the public tournament statistics. */
export interface PlayerTally {
  playerId: string;
  teamId: string;
  name: string;
  goals: number;
  assists: number;
}

/** All three tabs of the public tournament statistics (spec §2). */
export interface TournamentStatistics {
  allPlayers: PlayerTally[];
  topScorers: PlayerTally[];
  topAssists: PlayerTally[];
}

/**
 * Goals and assists per player of the given teams, from the matches' goal events, in squad order.
 * Own goals credit neither a goal nor an assist (football convention; the spec is silent).
 * @param options.publicOnly leave out players who are not public (for public pages)
 * @example tallyPlayers(teams, matches)[0] // { playerId, teamId, name: 'Erling Haaland', goals: 2, assists: 0 }
 */
export function tallyPlayers(
  teams: readonly Pick<Team, 'id' | 'players'>[],
  matches: readonly { goals?: readonly GoalEvent[] }[],
  options: { publicOnly?: boolean } = {},
): PlayerTally[] {
  const goals = new Map<string, number>();
  const assists = new Map<string, number>();
  for (const match of matches) {
    for (const g of match.goals ?? []) {
      if (g.type === 'own_goal') continue;
      if (g.playerId) goals.set(g.playerId, (goals.get(g.playerId) ?? 0) + 1);
      if (g.assistPlayerId) assists.set(g.assistPlayerId, (assists.get(g.assistPlayerId) ?? 0) + 1);
    }
  }
  const seen = new Set<string>();
  const rows: PlayerTally[] = [];
  for (const team of teams) {
    for (const p of team.players ?? []) {
      if (seen.has(p.id) || (options.publicOnly && p.isPublic !== true)) continue;
      seen.add(p.id);
      rows.push({ playerId: p.id, teamId: team.id, name: playerFullName(p), goals: goals.get(p.id) ?? 0, assists: assists.get(p.id) ?? 0 });
    }
  }
  return rows;
}

/**
 * All Players order (spec §9): goals, then assists, both descending; equal players keep squad order.
 * @example sortAllPlayers(rows)
 */
function sortAllPlayers(rows: readonly PlayerTally[]): PlayerTally[] {
  return [...rows].sort((a, b) => b.goals - a.goals || b.assists - a.assists);
}

/**
 * Top Scorers: players with at least one goal, by goals then assists, at most 5 (spec §9).
 * @example topScorers(rows).length <= 5 // true
 */
function topScorers(rows: readonly PlayerTally[], limit = LEADERBOARD_LIMIT): PlayerTally[] {
  return sortAllPlayers(rows.filter((r) => r.goals > 0)).slice(0, limit);
}

/**
 * Top Assists: players with at least one assist, by assists then goals, at most 5 (spec §9).
 * @example topAssists(rows).length <= 5 // true
 */
function topAssists(rows: readonly PlayerTally[], limit = LEADERBOARD_LIMIT): PlayerTally[] {
  return rows
    .filter((r) => r.assists > 0)
    .sort((a, b) => b.assists - a.assists || b.goals - a.goals)
    .slice(0, limit);
}

/**
 * The public tournament Statistics section: All Players, Top Scorers, Top Assists (spec §2, §9).
 * @example computeTournamentStatistics(teams, matches, { publicOnly: true }).topScorers
 */
export function computeTournamentStatistics(
  teams: readonly Pick<Team, 'id' | 'players'>[],
  matches: readonly { goals?: readonly GoalEvent[] }[],
  options: { publicOnly?: boolean } = {},
): TournamentStatistics {
  const rows = tallyPlayers(teams, matches, options);
  return { allPlayers: sortAllPlayers(rows), topScorers: topScorers(rows), topAssists: topAssists(rows) };
}
