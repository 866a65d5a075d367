import { useQueryClient } from '@tanstack/react-query';
import { updateMatchClearingLater, updateMatchFields } from 'shared-data';
import { applyMatchPatch, type Match, type MatchPatch } from 'shared-domain';
import { hasChanges } from './match-changes';
import { useMatchSaveMutation } from './use-match-save-mutation';
import { storeInTournamentMatches } from './tournament-matches-cache';

export interface MatchFieldsSave {
  changes: MatchPatch;
  successText: string;
  /** Show the change before the save returns (an edit made in place, such as the status select). */
  showAtOnce?: boolean;
  /** Later knockout games whose results this edit clears (the organizer confirmed it). */
  clear?: readonly string[];
}

/**
 * Plain fields (details, status, content): one update of just the changed fields, without a version
 * check, so it never undoes someone else's change to another field. With `clear`, those later results
 * are cleared first (so no game ever shows a result its new teams did not play), then the edit is saved.
 */
export function useMatchFieldsMutation(tournamentId: string, matchId: string) {
  const client = useQueryClient();
  const clearThenSave = async (current: Match, changes: MatchPatch, clear: readonly string[]): Promise<Match> => {
    const [saved, ...cleared] = await updateMatchClearingLater(current.tournamentId, current.id, changes, clear);
    storeInTournamentMatches(client, current.tournamentId, cleared);
    return saved ?? current;
  };
  return useMatchSaveMutation<MatchFieldsSave>(tournamentId, matchId, {
    plan: (current, { changes, showAtOnce, clear = [] }) =>
      hasChanges(changes)
        ? {
            preview: showAtOnce ? applyMatchPatch(current, changes) : undefined,
            write: () =>
              clear.length > 0 ? clearThenSave(current, changes, clear) : updateMatchFields(current.tournamentId, current.id, changes),
          }
        : null,
    successText: ({ successText }) => successText,
  });
}
