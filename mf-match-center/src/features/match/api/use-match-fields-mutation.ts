import { updateMatchFields } from 'shared-data';
import type { Match } from 'shared-domain';
import { hasChanges, withChanges, type MatchChanges } from './match-changes';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface MatchFieldsSave {
  changes: MatchChanges;
  successText: string;
  /** Show the change before the save returns (an edit made in place, such as the status select). */
  showAtOnce?: boolean;
}

/**
 * Plain fields (details, status, content): one update of just the changed fields, without a version
 * check, so it never undoes someone else's change to another field.
 */
export function useMatchFieldsMutation(tournamentId: string, matchId: string) {
  return useMatchSaveMutation<MatchFieldsSave>(tournamentId, matchId, {
    plan: (current, { changes, showAtOnce }) =>
      hasChanges(changes)
        ? {
            preview: showAtOnce ? withChanges(current, changes) : undefined,
            write: () => updateMatchFields(current.tournamentId, current.id, changes as Partial<Match>),
          }
        : null,
    successText: ({ successText }) => successText,
  });
}
