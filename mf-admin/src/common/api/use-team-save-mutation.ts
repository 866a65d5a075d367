import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConflictError, queryKeys, teamsRepository } from 'shared-data';
import { saveWithMerge } from 'shared-data/editing';
import { TEAM_FIELD_LABELS, type MergeChoice, type Team } from 'shared-domain';

/** Fields to save: null removes a field (a cleared date, an unset number); undefined ones are ignored (spec §5). */
type TeamChanges = { [K in keyof Team]?: Team[K] | null };

/**
 * How a save ended. `saved` after a lost race means the user's changes were re-applied to the stored
 * team; `elsewhere` then names what the other edit changed. `conflict` and `gone` mean the screen
 * now shows what is stored.
 */
export type SaveOutcome =
  | { status: 'saved'; team: Team; elsewhere?: string[] }
  | { status: 'conflict'; team: Team }
  | { status: 'gone' }
  | { status: 'failed' };

export interface TeamSave {
  /** The fields to save, built from the team as it is when this save runs. */
  fields: (current: Team) => TeamChanges;
  /** Show the change at once (switches); a failure puts the team back. */
  optimistic?: boolean;
  /** Names what is saving (a player id, 'add'), so that control can show it is busy. */
  tag?: string;
}

export const teamSaveKey = (teamId: string) => [...queryKeys.team(teamId), 'save'] as const;

/** The team with the changes applied (a cleared field reads null). */
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
 * other's version. A lost race re-applies this save's changes to the stored team (saveWithMerge,
 * asking `choice` when both changed the same field) and saves that; the stored team then replaces
 * what the forms were editing (`onReplaced`) when the other edit changed anything. A team deleted
 * meanwhile becomes null (the screen shows Not Found); a failure leaves the team as it was.
 */
export function useTeamSaveMutation(teamId: string, onReplaced: (fresh: Team) => void, choice: MergeChoice | null) {
  const client = useQueryClient();
  const key = queryKeys.team(teamId);
  const stored = (team: Team) => {
    client.setQueryData(key, team);
    refreshTeamLists(client, team);
  };
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
        try {
          const saved = await teamsRepository.update(current, changes as Partial<Team>);
          stored(saved);
          return { status: 'saved', team: saved };
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
          const merged = await saveWithMerge({
            base: current,
            mine: preview(current, changes),
            stored: error.current as Team | null,
            labels: TEAM_FIELD_LABELS,
            write: (team, update) => teamsRepository.update(team, update),
            choice,
          });
          if (merged.status === 'gone') {
            client.setQueryData(key, null);
            return { status: 'gone' };
          }
          // Nobody to ask which value to keep: nothing is saved and the stored team is shown.
          const team = merged.status === 'merged' ? merged.saved : merged.stored;
          stored(team);
          if (merged.status === 'unresolved' || merged.elsewhere.length > 0) onReplaced(team);
          return merged.status === 'merged' ? { status: 'saved', team, elsewhere: merged.elsewhere } : { status: 'conflict', team };
        }
      } catch (error) {
        client.setQueryData(key, current);
        console.error('Saving the team failed', error);
        return { status: 'failed' };
      }
    },
  });
}
