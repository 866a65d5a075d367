import { useQuery } from '@tanstack/react-query';
import { countByOrganizer, queryKeys, teamsRepository } from 'shared-data';
import { dashboardCounts } from 'shared-domain';

/** What an organizer's delete takes with it: its tournaments, their matches, its teams and their players. */
export type OrganizerContents = Pick<ReturnType<typeof dashboardCounts>, 'tournaments' | 'matches' | 'teams' | 'players'>;

/** The super admin reads every table, so the dashboard's counting (players summed over squads) serves here too. */
async function loadOrganizerContents(organizerId: string): Promise<OrganizerContents> {
  const [teams, tournaments, matches] = await Promise.all([
    teamsRepository.listByOrganizer(organizerId),
    countByOrganizer('tournaments', organizerId),
    countByOrganizer('matches', organizerId),
  ]);
  return dashboardCounts({ teams, tournaments, matches });
}

/**
 * The counts the organizer delete's confirmation names (issue 22), under the key of that organizer's
 * dashboard counts (the same numbers), read afresh each time it opens: a count from before an import
 * would understate what goes.
 */
export function useOrganizerContentsQuery(organizerId: string) {
  return useQuery({ queryKey: queryKeys.counts(organizerId), queryFn: () => loadOrganizerContents(organizerId), staleTime: 0, refetchOnMount: 'always' });
}
