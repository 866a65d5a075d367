import { useQuery } from '@tanstack/react-query';
import { queryKeys } from 'shared-data';
import type { dashboardCounts } from 'shared-domain';
import { loadOrganizerCounts } from '../../../common/api/organizer-counts';

/** What an organizer's delete takes with it: its tournaments, their matches, its teams and their players. */
export type OrganizerContents = Pick<ReturnType<typeof dashboardCounts>, 'tournaments' | 'matches' | 'teams' | 'players'>;

/**
 * The counts the organizer delete's confirmation names (issue 22): that organizer's dashboard counts, under
 * their key (the super admin reads every table), read afresh each time it opens: a count from before an
 * import would understate what goes.
 */
export function useOrganizerContentsQuery(organizerId: string) {
  return useQuery({ queryKey: queryKeys.counts(organizerId), queryFn: () => loadOrganizerCounts(organizerId), staleTime: 0, refetchOnMount: 'always' });
}
