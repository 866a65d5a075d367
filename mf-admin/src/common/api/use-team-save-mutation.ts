import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConflictError, queryKeys, teamsRepository } from 'shared-data';
import type { Team } from 'shared-domain';

/** Fields to save: null removes a field (a cleared date, an unset number); undefined ones are ignored (spec §5). */
type TeamChanges = { [K in keyof Team]?: Team[K] | null };

/** How a save ended. `conflict` and `gone` mean the screen now shows what is stored. */
export type SaveOutcome = { status: 'saved'; team: Team } | { status: 'conflict'; team: Team } | { status: 'gone' } | { status: 'failed' };

export interface TeamSave {
  /** The fields to save, built from the team as it is when this save runs. */
  fields: (current: Team) => TeamChanges;
  /** Show the change at once (switches); a failure puts the team back. */
  optimistic?: boolean;
  /** Names what is saving (a player id, 'add'), so that control can show it is busy. */
  tag?: string;
}

export const teamSaveKey = (teamId: string) => [...queryKeys.team(teamId), 'save'] as const;

/** The team with the changes applied, shown until the store answers (a cleared field reads null meanwhile). */
function preview(team: Team, changes: TeamChanges): Team {
  return Object.assign({ ...team }, changes);
}

/** Lists and counts that show teams (names, logos, squad sizes) read again after a save or a delete. */
export function refreshTeamLists(client: QueryClient, team: Pick<Team, 'organizerId'>) {
  void client.invalidateQueries({ queryKey: queryKeys.teamLists() });
  void client.invalidateQueries({ queryKey: queryKeys.counts(team.organizerId) });
  void client.invalidateQueries({ queryKey: queryKeys.counts(null) });
}

/**
 * Version-checked saves of one team. They share one mutation scope, so they run one after another,
 * each built from the team as the previous one left it in the cache: two quick edits never race each
 * other's version. A lost race puts the stored team in the cache (`onReplaced` tells the forms), a
 * team deleted meanwhile becomes null (the screen shows Not Found), a failure leaves it as it was.
 */
export function useTeamSaveMutation(teamId: string, onReplaced: (fresh: Team) => void) {
  const client = useQueryClient();
  const key = queryKeys.team(teamId);
  return useMutation({
    mutationKey: teamSaveKey(teamId),
    scope: { id: teamSaveKey(teamId).join('/') },
    mutationFn: async ({ fields, optimistic }: TeamSave): Promise<SaveOutcome> => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const current = client.getQueryData<Team | null>(key);
      if (!current) return { status: 'gone' };
      const changes = fields(current);
      if (optimistic) client.setQueryData(key, preview(current, changes));
      try {
        const saved = await teamsRepository.update(current, changes as Partial<Team>);
        client.setQueryData(key, saved);
        refreshTeamLists(client, saved);
        return { status: 'saved', team: saved };
      } catch (error) {
        if (!(error instanceof ConflictError)) {
          client.setQueryData(key, current);
          console.error('Saving the team failed', error);
          return { status: 'failed' };
        }
        const fresh = error.current as Team | null;
        client.setQueryData(key, fresh);
        if (!fresh) return { status: 'gone' };
        onReplaced(fresh);
        return { status: 'conflict', team: fresh };
      }
    },
  });
}
