import { useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { tournamentsIncludingTeam, type Match, type Tournament } from 'shared-domain';
import { usePublicTournamentsQuery } from './use-public-tournaments-query';

/** A public tournament the team plays in, with all of its matches. */
export interface TeamSeason {
  tournament: Tournament;
  matches: Match[];
}

/**
 * The public tournaments the team plays in with their matches (a player's statistics, a team's and a
 * player's list of matches), each tournament's matches under the key the tournament page reads them
 * by, so the pages share the cache and its live updates.
 */
export function useTeamPublicMatchesQuery(teamId: string): ScreenState<TeamSeason[]> {
  const tournaments = usePublicTournamentsQuery();
  const included = tournamentsIncludingTeam(tournaments.data ?? [], teamId);
  const perTournament = useQueries({ queries: included.map((tournament) => queries.tournamentMatches(tournament.id)) });
  return screenState([tournaments, ...perTournament], () => included.map((tournament, i) => ({ tournament, matches: perTournament[i]?.data ?? [] })));
}
