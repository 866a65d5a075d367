import type { StandingRow } from '../league/entities';
import { computeStandings, type MatchLike } from '../league/standings';
import type { TieBreakerPreset } from '../league/tie-breakers';
import type { Group, GroupLegs } from './entities';

/**
 * A group's table: the standings among the group's own teams (a match against a team of another group,
 * or a knockout match, is not read), ordered by the tournament's tie-breaker preset, whose head-to-head
 * steps read only games among the group's teams. Level after every step: the group's team order.
 * @example groupTable({ letter: 'A', teamIds: ['a', 'b'] }, [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 0, awayGoals: 2 }], 'fifa')
 * // [{ teamId: 'b', points: 3, … }, { teamId: 'a', points: 0, … }]
 */
export function groupTable(group: Group, matches: readonly MatchLike[], tieBreakers: TieBreakerPreset): StandingRow[] {
  return computeStandings(group.teamIds, matches, { tieBreakers });
}

/**
 * Whether a group has played all its games: every pair of its teams has met `legs` times with a score
 * that counts (a postponed or cancelled game without a score keeps the group open; a game entered twice
 * does not stand in for a missing one). A group of one team or none is never complete (no table to read).
 * @example isGroupComplete({ letter: 'A', teamIds: ['a', 'b'] }, [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 1 }], 1) // true
 * @example isGroupComplete({ letter: 'A', teamIds: ['a', 'b'] }, [], 1) // false
 */
export function isGroupComplete(group: Group, matches: readonly MatchLike[], legs: GroupLegs): boolean {
  const teams = [...new Set(group.teamIds)];
  if (teams.length < 2) return false;
  // Counting each team's games is not enough: a-b twice and c-d twice would look like a complete round.
  return teams.every((a, i) => teams.slice(i + 1).every((b) => computeStandings([a, b], matches)[0]!.played >= legs));
}

/**
 * Whether any game of the group has a result: from then on its teams stay where they are.
 * @example groupHasResult({ letter: 'A', teamIds: ['a', 'b'] }, [{ homeTeamId: 'b', awayTeamId: 'a', homeGoals: 0, awayGoals: 0 }]) // true
 */
export function groupHasResult(group: Group, matches: readonly MatchLike[]): boolean {
  return computeStandings(group.teamIds, matches).some((row) => row.played > 0);
}

/**
 * The letter of the group a team is in, or null.
 * @example groupOfTeam([{ letter: 'A', teamIds: ['a'] }, { letter: 'B', teamIds: ['b'] }], 'b') // 'B'
 * @internal Production code outside this entry does not call it: no screen reads it yet.
 */
export function groupOfTeam(groups: readonly Group[], teamId: string): string | null {
  return groups.find((g) => g.teamIds.includes(teamId))?.letter ?? null;
}
