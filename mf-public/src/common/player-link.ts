/**
 * The public page of a player, with the team whose squad holds them: the page reads that one team
 * instead of looking through every team (`/public/players/:id?team=<teamId>`).
 * @example publicPlayerPath('player_1', 'team_ars') // '/public/players/player_1?team=team_ars'
 */
export function publicPlayerPath(playerId: string, teamId: string): string {
  return `/public/players/${encodeURIComponent(playerId)}?team=${encodeURIComponent(teamId)}`;
}
