import { useQueryClient } from '@tanstack/react-query';
import { removeGoal, updateMatchFields, updateMatchVersioned } from 'shared-data';
import { CLEARED_RESULT, applyMatchPatch, deleteGoalInGoalsTab, removeGoalFromTimeline, withPenaltiesRule, type Match, type MatchPatch } from 'shared-domain';
import { storeInTournamentMatches } from './tournament-matches-cache';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface RemoveGoal {
  goalId: string;
  /** The Overview timeline recalculates the score from the remaining goals; Goals & Events keeps it (spec §4). */
  recalculateScore: boolean;
  /** A knockout game: a recalculated score that is no longer level drops its shoot-out. */
  knockout?: boolean;
  /** Later knockout games whose results the new score clears (the organizer confirmed it). */
  clear?: readonly string[];
}

/**
 * What removing a goal from the timeline writes: the remaining goals and the score they make, and for
 * a knockout game the shoot-out rule (a stored shoot-out goes once the score is not level).
 */
export function timelineRemoval(match: Match, goalId: string, knockout: boolean): MatchPatch {
  const changes = removeGoalFromTimeline(match.goals ?? [], goalId);
  return knockout ? withPenaltiesRule(changes, match) : changes;
}

/** Removes one goal, with a version check; a goal already gone leaves nothing to do. */
export function useRemoveGoalMutation(tournamentId: string, matchId: string) {
  const client = useQueryClient();
  /** Clears the confirmed later results first (as updateMatchClearingLater does), then saves the removal. */
  const clearThenSave = async (current: Match, changes: MatchPatch, clear: readonly string[]): Promise<Match> => {
    const cleared: Match[] = [];
    for (const id of clear) cleared.push(await updateMatchFields(current.tournamentId, id, CLEARED_RESULT));
    storeInTournamentMatches(client, current.tournamentId, cleared);
    return updateMatchVersioned(current, changes);
  };
  return useMatchSaveMutation<RemoveGoal>(tournamentId, matchId, {
    plan: (current, { goalId, recalculateScore, knockout = false, clear = [] }) => {
      const goals = current.goals ?? [];
      if (!goals.some((goal) => goal.id === goalId)) return null;
      // The same domain rules the use case applies, for the match shown while it saves.
      const changes = recalculateScore ? timelineRemoval(current, goalId, knockout) : { goals: deleteGoalInGoalsTab(goals, goalId) };
      const plain = clear.length === 0 && !('homePenalties' in changes);
      return {
        preview: applyMatchPatch(current, changes),
        write: async () => (plain ? ((await removeGoal(current, goalId, { recalculateScore })) ?? current) : clearThenSave(current, changes, clear)),
      };
    },
    successText: ({ recalculateScore }) => (recalculateScore ? 'Goal removed; score updated.' : 'Goal deleted.'),
  });
}
