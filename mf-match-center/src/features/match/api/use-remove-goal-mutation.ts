import { removeGoal } from 'shared-data';
import { deleteGoalInGoalsTab, removeGoalFromTimeline } from 'shared-domain';
import { withChanges } from './match-changes';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface RemoveGoal {
  goalId: string;
  /** The Overview timeline recalculates the score from the remaining goals; Goals & Events keeps it (spec §4). */
  recalculateScore: boolean;
}

/** Removes one goal, with a version check; a goal already gone leaves nothing to do. */
export function useRemoveGoalMutation(tournamentId: string, matchId: string) {
  return useMatchSaveMutation<RemoveGoal>(tournamentId, matchId, {
    plan: (current, { goalId, recalculateScore }) => {
      const goals = current.goals ?? [];
      if (!goals.some((goal) => goal.id === goalId)) return null;
      // The same domain rules the use case applies, for the match shown while it saves.
      const preview = withChanges(current, recalculateScore ? removeGoalFromTimeline(goals, goalId) : { goals: deleteGoalInGoalsTab(goals, goalId) });
      return { preview, write: async () => (await removeGoal(current, goalId, { recalculateScore })) ?? current };
    },
    successText: ({ recalculateScore }) => (recalculateScore ? 'Goal removed; score updated.' : 'Goal deleted.'),
  });
}
