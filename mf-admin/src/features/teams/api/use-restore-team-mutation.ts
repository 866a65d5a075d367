import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreTeam } from 'shared-data';
import type { Team } from 'shared-domain';
import { refreshTeamLists } from '../../../common/api/use-team-save-mutation';

/** Undo of a team delete: the team comes back exactly as it was, and the lists and counts read again. */
export function useRestoreTeamMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (team: Team) => restoreTeam(team),
    onSuccess: (_done, team) => refreshTeamLists(client, team),
  });
}
