import { matchesRepository, teamsRepository, tournamentsRepository } from 'shared-data';
import { matchesOfTournaments, tournamentsIncludingTeam, type Match, type Player, type Team, type Tournament } from 'shared-domain';

export interface PlayerDetailData {
  team: Team;
  player: Player;
  /** The tournaments that include the player's team. */
  tournaments: Tournament[];
  /** The matches of those tournaments (for the Player Statistics tiles). */
  matches: Match[];
}

/** The player among the organizer's teams, with the team's tournaments and their matches; null if none holds it. */
export async function loadPlayerDetail(organizerId: string, playerId: string): Promise<PlayerDetailData | null> {
  const [found, allTournaments, allMatches] = await Promise.all([
    teamsRepository.findOrganizerPlayer(organizerId, playerId),
    tournamentsRepository.listByOrganizer(organizerId),
    matchesRepository.listByOrganizer(organizerId),
  ]);
  if (!found) return null;
  const tournaments = tournamentsIncludingTeam(allTournaments, found.team.id).sort((a, b) => a.name.localeCompare(b.name));
  return { ...found, tournaments, matches: matchesOfTournaments(allMatches, tournaments.map((t) => t.id)) };
}
