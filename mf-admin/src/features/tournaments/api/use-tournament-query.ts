import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** One tournament (null when there is none); tournament writes keep this cache current. */
export function useTournamentQuery(tournamentId: string) {
  return useQuery(queries.tournament(tournamentId));
}
