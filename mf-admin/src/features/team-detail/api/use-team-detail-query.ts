import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState, useSession } from 'shared-data';
import { canManage, tournamentsIncludingTeam, type Team, type Tournament } from 'shared-domain';
import { useTeamQuery } from '../../../common/api/use-team-query';

export interface TeamDetailData {
  team: Team;
  /** The tournaments of the team's organizer that include the team, by name. */
  tournaments: Tournament[];
}

/**
 * The team and its tournaments; null data when the team does not exist or belongs to an organizer the
 * user may not manage (teams are readable by everyone, so the owner check is ours to make here).
 */
export function useTeamDetailQuery(teamId: string): ScreenState<TeamDetailData | null> {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const team = useTeamQuery(teamId);
  const manageable = team.data && canManage(user, team.data) ? team.data : null;
  const organizerId = manageable?.organizerId ?? '';
  const tournaments = useQuery({
    ...queries.tournaments(organizerId),
    enabled: manageable !== null,
  });
  return screenState(manageable ? [team, tournaments] : [team], () =>
    manageable
      ? { team: manageable, tournaments: tournamentsIncludingTeam(tournaments.data ?? [], manageable.id).sort((a, b) => a.name.localeCompare(b.name)) }
      : null,
  );
}
