import { updateMatchVersioned } from 'shared-data';
import { applyMatchPatch, type Match, type MatchPatch } from 'shared-domain';
import { hasChanges } from './match-changes';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface MatchVersionedSave {
  /** The change to make to the match as stored now; null when there is nothing left to change. */
  change: (current: Match) => MatchPatch | null;
  successText: string;
  /** Show the change before the save returns (an edit made in place, such as a goal's scorer). */
  showAtOnce?: boolean;
}

/**
 * Nested lists (goals, lineups, statistics) are saved with a version check: an edit made elsewhere in
 * the meantime is never overwritten; the screen then shows the stored match and says so.
 */
export function useMatchVersionedMutation(tournamentId: string, matchId: string) {
  return useMatchSaveMutation<MatchVersionedSave>(tournamentId, matchId, {
    plan: (current, { change, showAtOnce }) => {
      const changes = change(current);
      if (!hasChanges(changes)) return null;
      return { preview: showAtOnce ? applyMatchPatch(current, changes) : undefined, write: () => updateMatchVersioned(current, changes) };
    },
    successText: ({ successText }) => successText,
  });
}
