import { countAll, countByOrganizer, organizersRepository, teamsRepository } from 'shared-data';
import { dashboardCounts } from 'shared-domain';

export type DashboardStats = ReturnType<typeof dashboardCounts>;

/**
 * Quick stats (spec §2): the super admin sees global counts; an organizer its own.
 * Players are summed over the teams' squads, matches over the tournaments' fixtures.
 */
export async function loadDashboardStats(superAdmin: boolean, organizerId: string | null): Promise<DashboardStats> {
  if (superAdmin) {
    const [organizers, teams, tournaments, matches] = await Promise.all([
      organizersRepository.list(),
      teamsRepository.listAll(),
      countAll('tournaments'),
      countAll('matches'),
    ]);
    return dashboardCounts({ organizers: organizers.length, teams, tournaments, matches });
  }
  if (!organizerId) return { teams: 0, tournaments: 0, matches: 0, players: 0 };
  const [teams, tournaments, matches] = await Promise.all([
    teamsRepository.listByOrganizer(organizerId),
    countByOrganizer('tournaments', organizerId),
    countByOrganizer('matches', organizerId),
  ]);
  return dashboardCounts({ teams, tournaments, matches });
}
