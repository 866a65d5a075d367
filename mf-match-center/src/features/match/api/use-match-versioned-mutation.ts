import { updateMatchVersioned } from 'shared-data';
import type { Match } from 'shared-domain';
import { hasChanges, withChanges, type MatchChanges } from './match-changes';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface MatchVersionedSave {
  /** The change to make to the match as stored now; null when there is nothing left to change. */
  change: (current: Match) => MatchChanges | null;
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
      return { preview: showAtOnce ? withChanges(current, changes) : undefined, write: () => updateMatchVersioned(current, changes as Partial<Match>) };
    },
    successText: ({ successText }) => successText,
  });
}
