import { matchesRepository, teamsRepository, tournamentsRepository } from 'shared-data';
import type { Match, Team, Tournament } from 'shared-domain';

export interface TournamentDetailData {
  /** The id asked for: while another tournament's data is still shown, the screen knows it is stale. */
  requestedId: string;
  /** Null when the tournament is missing or not the selected organizer's (spec §2 Not Found). */
  tournament: Tournament | null;
  matches: Match[];
  teams: Team[];
}

/**
 * Everything the detail screen shows, read in parallel. A tournament of another organizer counts as
 * missing: public ones are readable by everyone, but this is the organizer's management screen.
 */
export async function loadTournamentDetail(tournamentId: string, organizerId: string): Promise<TournamentDetailData> {
  const [tournament, matches, teams] = await Promise.all([
    tournamentsRepository.get(tournamentId),
    matchesRepository.listByTournament(tournamentId),
    teamsRepository.listByOrganizer(organizerId),
  ]);
  if (!tournament || tournament.organizerId !== organizerId) return { requestedId: tournamentId, tournament: null, matches: [], teams: [] };
  return { requestedId: tournamentId, tournament, matches, teams };
}
