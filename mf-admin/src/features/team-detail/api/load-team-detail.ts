import { teamsRepository, tournamentsRepository } from 'shared-data';
import { canAccessOrganizer, tournamentsIncludingTeam, type PublicUser, type Team, type Tournament } from 'shared-domain';

export interface TeamDetailData {
  team: Team;
  /** The tournaments of the team's organizer that include the team. */
  tournaments: Tournament[];
}

/**
 * The team and its tournaments, or null when the team does not exist or belongs to an organizer the
 * user may not manage (teams are readable by everyone, so the owner check is ours to make here).
 */
export async function loadTeamDetail(teamId: string, user: Pick<PublicUser, 'role' | 'organizerId'> | null): Promise<TeamDetailData | null> {
  const team = await teamsRepository.get(teamId);
  if (!team || !canAccessOrganizer(user, team.organizerId)) return null;
  const tournaments = await tournamentsRepository.listByOrganizer(team.organizerId);
  return { team, tournaments: tournamentsIncludingTeam(tournaments, team.id).sort((a, b) => a.name.localeCompare(b.name)) };
}
