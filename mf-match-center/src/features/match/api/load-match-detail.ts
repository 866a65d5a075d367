import { matchesRepository, teamsRepository, tournamentsRepository } from 'shared-data';
import { isPlaceholder, type Match, type Team, type Tournament } from 'shared-domain';

export interface MatchDetailData {
  match: Match;
  tournament: Tournament | null;
  /** The match's real teams by id (placeholders and unreadable teams are absent). */
  teams: Map<string, Team>;
}

/** The match, its tournament (for the back link) and its two teams (names, logos, players); null when there is no such match. */
export async function loadMatchDetail(tournamentId: string, matchId: string): Promise<MatchDetailData | null> {
  const [match, tournament] = await Promise.all([matchesRepository.get(tournamentId, matchId), tournamentsRepository.get(tournamentId)]);
  if (!match) return null;
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((id) => id && !isPlaceholder(id));
  const teams = await teamsRepository.getMany(teamIds);
  return { match, tournament, teams };
}
