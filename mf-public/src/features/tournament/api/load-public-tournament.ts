import { matchesRepository, teamsRepository, tournamentsRepository } from 'shared-data';
import { isPlaceholder, isPublicVisibility, type Match, type Team, type Tournament } from 'shared-domain';

export interface PublicTournamentData {
  tournament: Tournament;
  matches: Match[];
  /** The tournament's teams by id; a team that could not be read is absent (shown as "Unknown team"). */
  teams: Map<string, Team>;
}

/**
 * A public tournament with its matches and teams, or null when it does not exist or is private. The
 * gateway hides private tournaments from visitors, but an organizer browsing the public page would still
 * read their own: the public page shows them to nobody.
 */
export async function loadPublicTournament(id: string): Promise<PublicTournamentData | null> {
  const tournament = id ? await tournamentsRepository.get(id) : null;
  if (!tournament || !isPublicVisibility(tournament.visibility)) return null;
  const matchTeamIds = (matches: readonly Match[]) => matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((t) => t && !isPlaceholder(t));
  const [matches, teams] = await Promise.all([matchesRepository.listByTournament(tournament.id), teamsRepository.getMany(tournament.teamIds ?? [])]);
  // A match may name a team no longer listed in the tournament: fetch those too, so it is named.
  const missing = [...new Set(matchTeamIds(matches))].filter((t) => !teams.has(t) && !(tournament.teamIds ?? []).includes(t));
  if (missing.length > 0) for (const [teamId, team] of await teamsRepository.getMany(missing)) teams.set(teamId, team);
  return { tournament, matches, teams };
}
