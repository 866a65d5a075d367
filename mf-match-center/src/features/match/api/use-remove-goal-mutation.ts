import { matchesRepository } from 'shared-data';
import { deleteGoalInGoalsTab, removeGoalFromTimeline } from 'shared-domain';
import { withChanges } from './match-changes';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface RemoveGoal {
  goalId: string;
  /** The Overview timeline recalculates the score from the remaining goals; Goals & Events keeps it (spec §4). */
  recalculateScore: boolean;
}

/** Removes one goal, with a version check. */
export function useRemoveGoalMutation(tournamentId: string, matchId: string) {
  return useMatchSaveMutation<RemoveGoal>(tournamentId, matchId, {
    plan: (current, { goalId, recalculateScore }) => {
      const goals = current.goals ?? [];
      if (!goals.some((goal) => goal.id === goalId)) return null;
      const changes = recalculateScore ? removeGoalFromTimeline(goals, goalId) : { goals: deleteGoalInGoalsTab(goals, goalId) };
      return { preview: withChanges(current, changes), write: () => matchesRepository.updateVersioned(current, changes) };
    },
    successText: ({ recalculateScore }) => (recalculateScore ? 'Goal removed; score updated.' : 'Goal deleted.'),
  });
}
