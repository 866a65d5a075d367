import { useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { tournamentsIncludingTeam, type Match } from 'shared-domain';
import { usePublicTournamentsQuery } from '../../../common/api/use-public-tournaments-query';

/**
 * The matches of the public tournaments the team plays in (the player's statistics tiles), each
 * tournament's matches under the key the tournament page reads them by, so the two share the cache.
 */
export function useTeamPublicMatchesQuery(teamId: string): ScreenState<Match[]> {
  const tournaments = usePublicTournamentsQuery();
  const included = tournamentsIncludingTeam(tournaments.data ?? [], teamId);
  const perTournament = useQueries({
    queries: included.map((tournament) => ({
      ...queries.tournamentMatches(tournament.id),
    })),
  });
  return screenState([tournaments, ...perTournament], () => perTournament.flatMap((query) => query.data ?? []));
}
