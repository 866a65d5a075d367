import { useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { tournamentsIncludingTeam, type Match, type Tournament } from 'shared-domain';
import { useOrganizerPublicTournamentsQuery } from './use-organizer-public-tournaments-query';

/** A public tournament the team plays in, with all of its matches. */
export interface TeamSeason {
  tournament: Tournament;
  matches: Match[];
}

/** A team whose public matches are read, with the organizer whose tournaments it plays in. */
export interface TeamRef {
  id: string;
  organizerId: string;
}

/**
 * The public tournaments the team plays in with their matches (a player's statistics, a team's and a
 * player's list of matches): the organizer's public tournaments (one Query), then each including
 * tournament's matches under the key the tournament page reads them by, so the pages share the cache
 * and its live updates.
 */
export function useTeamPublicMatchesQuery(team: TeamRef): ScreenState<TeamSeason[]> {
  const tournaments = useOrganizerPublicTournamentsQuery(team.organizerId);
  const included = tournamentsIncludingTeam(tournaments.data ?? [], team.id);
  const perTournament = useQueries({ queries: included.map((tournament) => queries.tournamentMatches(tournament.id)) });
  // A team without an organizer plays in no tournament: nothing to read.
  const read = team.organizerId ? [tournaments, ...perTournament] : [];
  return screenState(read, () => included.map((tournament, i) => ({ tournament, matches: perTournament[i]?.data ?? [] })));
}
