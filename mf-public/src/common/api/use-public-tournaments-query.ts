import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** Public tournaments, newest first (the home search; the tournaments a public player's team plays in). */
export function usePublicTournamentsQuery() {
  return useQuery(queries.publicTournaments());
}
