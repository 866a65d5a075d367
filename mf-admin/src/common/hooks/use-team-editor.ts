import { useMutationState } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Team } from 'shared-domain';
import { useMergeChoice } from 'shared-ui/merge-choice';
import { teamSaveKey, useTeamSaveMutation, type SaveOutcome, type TeamSave } from '../api/use-team-save-mutation';

export type { SaveOutcome } from '../api/use-team-save-mutation';

/**
 * Shown when a save lost the race on a field changed elsewhere too and nobody could be asked which
 * value to keep (no MergeChoiceProvider): the stored team is shown instead of the user's change.
 */
const TEAM_CONFLICT_MESSAGE = 'This team was changed elsewhere; the latest version is shown.';
const TEAM_GONE_MESSAGE = 'This team no longer exists.';
const SAVE_FAILED_MESSAGE = 'The changes could not be saved. Please try again.';

/** The text a form shows for an outcome (nothing after a plain success: the form says so itself). */
export function saveOutcomeMessage(outcome: SaveOutcome): string | null {
  switch (outcome.status) {
    case 'conflict':
      return TEAM_CONFLICT_MESSAGE;
    case 'gone':
      return TEAM_GONE_MESSAGE;
    case 'failed':
      return SAVE_FAILED_MESSAGE;
    default:
      return null;
  }
}

export interface TeamEditor {
  /** The team as the cache holds it now (saved, or shown at once by an optimistic save). */
  team: Team;
  /**
   * Bumps whenever stored data replaced what the forms were editing (a lost race brought in changes
   * made elsewhere), so forms start again from the stored team instead of keeping stale values that a
   * later save would write back over the other edit.
   */
  revision: number;
  /**
   * Saves fields built from the latest team (players live inside the team, so a player edit rewrites
   * the list: building it from the latest team never drops another edit made here meanwhile). Saves
   * run one after another, each version-checked against what this screen last saw.
   */
  save: (fields: TeamSave['fields'], options?: Omit<TeamSave, 'fields'>) => Promise<SaveOutcome>;
  /** Whether a save tagged `tag` is under way. */
  isSaving: (tag: string) => boolean;
}

/**
 * Editing one team (as read by useTeamQuery): version-checked saves. A lost race re-applies the
 * user's changes to the stored team (asking, under a MergeChoiceProvider, which value to keep where
 * both changed the same field) and the forms then edit the stored team.
 */
export function useTeamEditor(cached: Team): TeamEditor {
  const [replaced, setReplaced] = useState<{ revision: number; team: Team | null }>({ revision: 0, team: null });
  const replace = useCallback((fresh: Team) => setReplaced((r) => ({ revision: r.revision + 1, team: fresh })), []);
  // The cache tells its observers a moment after a lost race is known: until then the fresh team is
  // taken from the race itself, so forms resetting on the new revision reset to the fresh team.
  const team = replaced.team && (replaced.team.version ?? 0) > (cached.version ?? 0) ? replaced.team : cached;
  const { mutateAsync } = useTeamSaveMutation(team.id, replace, useMergeChoice());
  const savingTags = useMutationState({
    filters: { mutationKey: teamSaveKey(team.id), status: 'pending' },
    select: (mutation) => (mutation.state.variables as TeamSave | undefined)?.tag,
  });
  const save = useCallback<TeamEditor['save']>((fields, options) => mutateAsync({ fields, ...options }), [mutateAsync]);
  return { team, revision: replaced.revision, save, isSaving: (tag) => savingTags.includes(tag) };
}
