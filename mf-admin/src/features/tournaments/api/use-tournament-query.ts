import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, tournamentsRepository } from 'shared-data';

/** One tournament (null when there is none); tournament writes keep this cache current. */
export const tournamentQuery = (tournamentId: string) =>
  queryOptions({ queryKey: queryKeys.tournament(tournamentId), queryFn: () => tournamentsRepository.get(tournamentId) });

export function useTournamentQuery(tournamentId: string) {
  return useQuery(tournamentQuery(tournamentId));
}
