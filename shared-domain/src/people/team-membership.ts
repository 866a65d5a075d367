import type { Player, Team } from './entities';

/**
 * The tournaments a team plays in (the team page's tournaments table, the player's tournaments),
 * in the given order.
 * @example tournamentsIncludingTeam([{ id: 't1', teamIds: ['a', 'b'] }, { id: 't2', teamIds: ['c'] }], 'a') // [{ id: 't1', ... }]
 */
export function tournamentsIncludingTeam<T extends { teamIds?: readonly string[] }>(tournaments: readonly T[], teamId: string): T[] {
  return tournaments.filter((t) => (t.teamIds ?? []).includes(teamId));
}

/**
 * The matches of the given tournaments (e.g. for a player's statistics over their team's tournaments).
 * @example matchesOfTournaments(matches, ['t1']) // only the matches with tournamentId 't1'
 */
export function matchesOfTournaments<M extends { tournamentId: string }>(matches: readonly M[], tournamentIds: readonly string[]): M[] {
  const ids = new Set(tournamentIds);
  return matches.filter((m) => ids.has(m.tournamentId));
}

/** A player together with the team whose squad holds them. */
export interface PlayerInTeam<T extends Pick<Team, 'id' | 'players'> = Team> {
  team: T;
  player: Player;
}

/**
 * Finds a player in a list of teams (players live inside their team). The first team holding the id
 * wins; null when no team does.
 * @example findPlayerInTeams([{ id: 't1', players: [{ id: 'p1', ... }] }], 'p1') // { team: { id: 't1', ... }, player: { id: 'p1', ... } }
 */
export function findPlayerInTeams<T extends Pick<Team, 'id' | 'players'>>(teams: readonly T[], playerId: string): PlayerInTeam<T> | null {
  for (const team of teams) {
    const player = (team.players ?? []).find((p) => p.id === playerId);
    if (player) return { team, player };
  }
  return null;
}
