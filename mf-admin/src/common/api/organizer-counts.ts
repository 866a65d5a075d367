import { countByOrganizer, teamsRepository } from 'shared-data';
import { dashboardCounts } from 'shared-domain';

/**
 * One organizer's counts (spec §2's Quick Stats): its teams (players summed over their squads), tournaments
 * and matches. The dashboard shows them; the organizer delete's confirmation names them (issue 22).
 */
export async function loadOrganizerCounts(organizerId: string): Promise<ReturnType<typeof dashboardCounts>> {
  const [teams, tournaments, matches] = await Promise.all([
    teamsRepository.listByOrganizer(organizerId),
    countByOrganizer('tournaments', organizerId),
    countByOrganizer('matches', organizerId),
  ]);
  return dashboardCounts({ teams, tournaments, matches });
}
