import { useQueryClient } from '@tanstack/react-query';
import { removeGoal, updateMatchVersioned } from 'shared-data';
import { applyMatchPatch, deleteGoalInGoalsTab, type Match, type MatchPatch, type MatchSide } from 'shared-domain';
import { useMergeChoice } from 'shared-ui/merge-choice';
import { clearLaterResults } from './clear-later-results';
import { scoreFollowingGoals } from './goal-score-follow';
import { matchFieldLabels } from './match-field-labels';
import { writeWithMerge } from './match-merge';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface RemoveGoal {
  goalId: string;
  /**
   * The score follows the remaining goals: always in the Overview timeline (spec §4), in Goals & Events
   * when the organizer accepted the offer (issue 22); otherwise the score stays.
   */
  recalculateScore: boolean;
  /** A knockout game: a recalculated score that is no longer level drops its shoot-out. */
  knockout?: boolean;
  /** Later knockout games whose results the new score clears (the organizer confirmed it). */
  clear?: readonly string[];
}

/**
 * What removing a goal and recalculating the score writes: the remaining goals and the score they make,
 * and for a knockout game the shoot-out rule (a stored shoot-out goes once the score is not level).
 */
export function timelineRemoval(match: Match, goalId: string, knockout: boolean): MatchPatch {
  const edit = { goals: deleteGoalInGoalsTab(match.goals ?? [], goalId) };
  return { ...edit, ...scoreFollowingGoals(knockout)(applyMatchPatch(match, edit)) };
}

/**
 * Removes one goal, with a version check; a goal already gone leaves nothing to do. A removal that lost
 * a race is re-applied to what is stored (goals merge by their id), the score recounted from the goals then.
 */
export function useRemoveGoalMutation(tournamentId: string, matchId: string, name: (side: MatchSide) => string) {
  const client = useQueryClient();
  const choice = useMergeChoice();
  return useMatchSaveMutation<RemoveGoal>(tournamentId, matchId, {
    plan: (current, { goalId, recalculateScore, knockout = false, clear = [] }) => {
      const goals = current.goals ?? [];
      if (!goals.some((goal) => goal.id === goalId)) return null;
      const edit = { goals: deleteGoalInGoalsTab(goals, goalId) };
      const settle = recalculateScore ? scoreFollowingGoals(knockout) : undefined;
      const changes = { ...edit, ...settle?.(applyMatchPatch(current, edit)) };
      const plain = clear.length === 0 && !('homePenalties' in changes);
      const write = async () => {
        if (plain) return (await removeGoal(current, goalId, { recalculateScore })) ?? current;
        await clearLaterResults(client, current.tournamentId, clear);
        return updateMatchVersioned(current, changes);
      };
      return { preview: applyMatchPatch(current, changes), write: () => writeWithMerge({ base: current, changes: edit, write, labels: matchFieldLabels(name), choice, settle }) };
    },
    successText: ({ recalculateScore }) => (recalculateScore ? 'Goal removed; score updated.' : 'Goal deleted.'),
  });
}
