import { matchesRepository, teamsRepository, tournamentsRepository } from 'shared-data';
import { tournamentsIncludingTeam, type Match } from 'shared-domain';

/** The public player with their team, or null when no team holds a public player with this id. */
export const loadPublicPlayer = (playerId: string) => teamsRepository.findPublicPlayer(playerId);

/** The matches of the public tournaments the team plays in, for the player's statistics tiles. */
export async function loadPublicTeamMatches(teamId: string): Promise<Match[]> {
  const tournaments = tournamentsIncludingTeam(await tournamentsRepository.listPublic(), teamId);
  const perTournament = await Promise.all(tournaments.map((t) => matchesRepository.listByTournament(t.id)));
  return perTournament.flat();
}
