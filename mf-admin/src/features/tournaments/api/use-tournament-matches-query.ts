import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** A tournament's matches; score and date edits update this cache in place. */
export function useTournamentMatchesQuery(tournamentId: string) {
  return useQuery(queries.tournamentMatches(tournamentId));
}
