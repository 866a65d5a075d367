import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTeam, queryKeys } from 'shared-data';
import type { Team } from 'shared-domain';
import { refreshTeamLists } from './use-team-save-mutation';

/**
 * Deletes a team through the deleteTeam use case, which refuses with TeamInUseError (naming the
 * tournaments) while the team plays in one. Once deleted, its cache entry goes and the lists and
 * counts read again.
 */
export function useDeleteTeamMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (team: Pick<Team, 'id' | 'organizerId'>) => deleteTeam(team.id),
    onSuccess: (_done, team) => {
      client.removeQueries({ queryKey: queryKeys.team(team.id) });
      refreshTeamLists(client, team);
    },
  });
}
