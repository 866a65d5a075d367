import { countAll, countByOrganizer, organizersRepository, teamsRepository } from 'shared-data';

export interface DashboardStats {
  /** Only the super admin sees the organizers count. */
  organizers?: number;
  teams: number;
  tournaments: number;
  matches: number;
  players: number;
}

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
    return { organizers: organizers.length, teams: teams.length, tournaments, matches, players: sumPlayers(teams) };
  }
  if (!organizerId) return { teams: 0, tournaments: 0, matches: 0, players: 0 };
  const [teams, tournaments, matches] = await Promise.all([
    teamsRepository.listByOrganizer(organizerId),
    countByOrganizer('tournaments', organizerId),
    countByOrganizer('matches', organizerId),
  ]);
  return { teams: teams.length, tournaments, matches, players: sumPlayers(teams) };
}

const sumPlayers = (teams: { players?: unknown[] }[]) => teams.reduce((sum, team) => sum + (team.players?.length ?? 0), 0);
