import { useQueryClient } from '@tanstack/react-query';
import { recordGoal, updateMatchVersioned } from 'shared-data';
import { applyMatchPatch, createGoalEvent, createId, type GoalEvent, type Match, type MatchPatch, type MatchSide } from 'shared-domain';
import { useMergeChoice } from 'shared-ui/merge-choice';
import { scoreFollowingGoals } from './goal-score-follow';
import { matchFieldLabels } from './match-field-labels';
import { writeWithMerge } from './match-merge';
import { clearLaterResults } from './clear-later-results';
import { useMatchSaveMutation } from './use-match-save-mutation';

/** The goals with the new one numbered after its side's others (merged with a goal added elsewhere, it comes next). */
function numbered(goals: readonly GoalEvent[], added: GoalEvent): GoalEvent[] {
  const goalNumber = createGoalEvent(added.id, added.team, goals.filter((g) => g.id !== added.id)).goalNumber;
  return goals.map((g) => (g.id === added.id ? { ...g, goalNumber } : g));
}

export interface RecordGoal {
  side: MatchSide;
  /** The organizer accepted the offer to update the score to what the goals make (issue 22). */
  followScore?: boolean;
  /** A knockout game: an updated score that is no longer level drops its shoot-out. */
  knockout?: boolean;
  /** Later knockout games whose results the updated score clears (the organizer confirmed it). */
  clear?: readonly string[];
}

/**
 * Adds a goal for one side with the spec's defaults (empty player, minute 0, type goal, the side's
 * next goal number), with a version check, and the score with it when the organizer accepted that.
 * A goal added elsewhere meanwhile is kept beside this one (goals merge by their id).
 */
export function useRecordGoalMutation(tournamentId: string, matchId: string, name: (side: MatchSide) => string) {
  const client = useQueryClient();
  const choice = useMergeChoice();
  return useMatchSaveMutation<RecordGoal>(tournamentId, matchId, {
    plan: (current, { side, followScore = false, knockout = false, clear = [] }) => {
      const existing = current.goals ?? [];
      // Made here, not by the use case, so the goal shown at once is the one stored (same id).
      const goal = createGoalEvent(createId('goal', Date.now(), Math.random), side, existing);
      const edit = { goals: [...existing, goal] };
      const settle = (merged: Match): MatchPatch => ({
        goals: numbered(merged.goals ?? [], goal),
        ...(followScore ? scoreFollowingGoals(knockout)(merged) : {}),
      });
      const changes = { ...edit, ...settle(applyMatchPatch(current, edit)) };
      const write = async () => {
        await clearLaterResults(client, current.tournamentId, clear);
        return followScore ? updateMatchVersioned(current, changes) : recordGoal(current, goal);
      };
      return { preview: applyMatchPatch(current, changes), write: () => writeWithMerge({ base: current, changes: edit, write, labels: matchFieldLabels(name), choice, settle }) };
    },
    successText: ({ side, followScore }) => `Goal added for ${name(side)}${followScore ? '; score updated' : ''}.`,
  });
}
