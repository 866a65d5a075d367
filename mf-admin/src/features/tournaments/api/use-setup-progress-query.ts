import { useQuery } from '@tanstack/react-query';
import { queryKeys, readSetupProgress } from 'shared-data';
import type { Tournament } from 'shared-domain';

/**
 * How many matches an interrupted creation saved, of how many (counted, not read). Kept below the
 * tournament's key, so reading the tournament again after a resume or a refresh counts again too.
 */
export function useSetupProgressQuery(tournament: Tournament) {
  return useQuery({
    queryKey: [...queryKeys.tournament(tournament.id), 'setup-progress'],
    queryFn: () => readSetupProgress(tournament),
  });
}
