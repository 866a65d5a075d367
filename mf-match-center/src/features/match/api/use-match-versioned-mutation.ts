import { useQueryClient } from '@tanstack/react-query';
import { updateMatchVersioned } from 'shared-data';
import { applyMatchPatch, type Match, type MatchPatch, type MatchSide } from 'shared-domain';
import { useMergeChoice } from 'shared-ui/merge-choice';
import { clearLaterResults } from './clear-later-results';
import { hasChanges } from './match-changes';
import { matchFieldLabels } from './match-field-labels';
import { writeWithMerge } from './match-merge';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface MatchVersionedSave {
  /** The change to make to the match as shown now; null when there is nothing left to change. */
  change: (current: Match) => MatchPatch | null;
  successText: string;
  /** Show the change before the save returns (an edit made in place, such as a goal's scorer). */
  showAtOnce?: boolean;
  /** What the write adds once the edit is merged (a score that follows the goals it ends up with). */
  settle?: (merged: Match) => MatchPatch;
  /** Called once the change is stored, before the screen shows it (a form's draft ends there). */
  onSaved?: () => void;
  /** Later knockout games whose results a changed score clears (the organizer confirmed it). */
  clear?: readonly string[];
}

/**
 * Nested lists and texts (goals, lineups, statistics, content) are saved with a version check. A save
 * that lost the race keeps both edits where they touch different fields (and goals by identity) and asks
 * which to keep where both changed the same field (issue 22): nothing typed here is thrown away unasked.
 */
export function useMatchVersionedMutation(tournamentId: string, matchId: string, name: (side: MatchSide) => string) {
  const client = useQueryClient();
  const choice = useMergeChoice();
  return useMatchSaveMutation<MatchVersionedSave>(tournamentId, matchId, {
    plan: (current, { change, showAtOnce, settle, onSaved, clear = [] }) => {
      const edit = change(current);
      if (!hasChanges(edit)) return null;
      const changes = { ...edit, ...settle?.(applyMatchPatch(current, edit)) };
      return {
        preview: showAtOnce ? applyMatchPatch(current, changes) : undefined,
        write: async () => {
          await clearLaterResults(client, current.tournamentId, clear);
          const result = await writeWithMerge({ base: current, changes: edit, write: () => updateMatchVersioned(current, changes), labels: matchFieldLabels(name), choice, settle });
          onSaved?.();
          return result;
        },
      };
    },
    successText: ({ successText }) => successText,
  });
}
