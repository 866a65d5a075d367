import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchesRepository, queryKeys } from 'shared-data';

/** A tournament's matches; score and date edits update this cache in place. */
export const tournamentMatchesQuery = (tournamentId: string) =>
  queryOptions({ queryKey: queryKeys.tournamentMatches(tournamentId), queryFn: () => matchesRepository.listByTournament(tournamentId) });

export function useTournamentMatchesQuery(tournamentId: string) {
  return useQuery(tournamentMatchesQuery(tournamentId));
}
