import { useQuery } from '@tanstack/react-query';
import { countAll, organizersRepository, queryKeys, teamsRepository } from 'shared-data';
import { dashboardCounts } from 'shared-domain';
import { loadOrganizerCounts } from '../../../common/api/organizer-counts';

export type DashboardStats = ReturnType<typeof dashboardCounts>;

/**
 * Quick stats (spec §2): the super admin sees global counts; an organizer its own.
 * Players are summed over the teams' squads, matches over the tournaments' fixtures.
 */
async function loadDashboardStats(superAdmin: boolean, organizerId: string | null): Promise<DashboardStats> {
  if (superAdmin) {
    const [organizers, teams, tournaments, matches] = await Promise.all([
      organizersRepository.list(),
      teamsRepository.listAll(),
      countAll('tournaments'),
      countAll('matches'),
    ]);
    return dashboardCounts({ organizers: organizers.length, teams, tournaments, matches });
  }
  // Zeros here would read as an empty workspace; an account without an organizer is an error to show.
  if (!organizerId) throw new Error('No organizer to count for');
  return loadOrganizerCounts(organizerId);
}

/**
 * The dashboard's Quick Stats once the user is known, cached per organizer (the null key holds the
 * super admin's global counts). An organizer's id comes from its session (useCurrentOrganizerId), so
 * a lost or edited stored choice cannot turn its counts into zeros.
 */
export function useDashboardStatsQuery(signedIn: boolean, superAdmin: boolean, organizerId: string | null) {
  return useQuery({
    queryKey: queryKeys.counts(superAdmin ? null : (organizerId ?? '')),
    queryFn: () => loadDashboardStats(superAdmin, organizerId),
    enabled: signedIn,
  });
}
