import { recordGoal } from 'shared-data';
import { createGoalEvent, createId, type MatchSide } from 'shared-domain';
import { useMatchSaveMutation } from './use-match-save-mutation';

export interface RecordGoal {
  side: MatchSide;
  /** The side's team name, for the notice. */
  teamName: string;
}

/**
 * Adds a goal for one side with the spec's defaults (empty player, minute 0, type goal, the side's
 * next goal number), with a version check. The score is not touched.
 */
export function useRecordGoalMutation(tournamentId: string, matchId: string) {
  return useMatchSaveMutation<RecordGoal>(tournamentId, matchId, {
    plan: (current, { side }) => {
      const existing = current.goals ?? [];
      // Made here, not by the use case, so the goal shown at once is the one stored (same id).
      const goal = createGoalEvent(createId('goal', Date.now(), Math.random), side, existing);
      return { preview: { ...current, goals: [...existing, goal] }, write: () => recordGoal(current, goal) };
    },
    successText: ({ teamName }) => `Goal added for ${teamName}.`,
  });
}
