import type { GoalEvent, GoalType, MatchSide } from './entities';

/** How each goal type is written: the timeline, the Goals & Events type select and the widget. */
export const GOAL_TYPE_LABELS: Readonly<Record<GoalType, string>> = { goal: 'Goal', penalty: 'Penalty', own_goal: 'Own goal' };

/** Goal minutes range over 1..120 (spec §5, §9). */
export const MIN_GOAL_MINUTE = 1;
export const MAX_GOAL_MINUTE = 120;

/**
 * Whether a goal minute is a whole number in 1..120.
 * @example isValidGoalMinute(90) // true
 * @example isValidGoalMinute(0) // false
 */
export function isValidGoalMinute(minute: number): boolean {
  return Number.isInteger(minute) && minute >= MIN_GOAL_MINUTE && minute <= MAX_GOAL_MINUTE;
}

/**
 * Score from goal events: each event counts for the side in its `team` field.
 * @example scoreFromGoals([{ team: 'home' }, { team: 'away' }, { team: 'home' }]) // { homeGoals: 2, awayGoals: 1 }
 */
function scoreFromGoals(goals: readonly Pick<GoalEvent, 'team'>[]): { homeGoals: number; awayGoals: number } {
  let homeGoals = 0;
  let awayGoals = 0;
  for (const g of goals) {
    if (g.team === 'home') homeGoals++;
    else if (g.team === 'away') awayGoals++;
  }
  return { homeGoals, awayGoals };
}

/**
 * Removing a goal in the overview timeline recalculates the score from the remaining goals (spec §4).
 * @example removeGoalFromTimeline(goals, 'goal_2') // { goals: [...without goal_2], homeGoals: 1, awayGoals: 0 }
 */
export function removeGoalFromTimeline(goals: readonly GoalEvent[], goalId: string): { goals: GoalEvent[]; homeGoals: number; awayGoals: number } {
  const remaining = goals.filter((g) => g.id !== goalId);
  return { goals: remaining, ...scoreFromGoals(remaining) };
}

/**
 * Deleting a goal in the Goals tab removes the event but does not touch the score (spec §4).
 * @example deleteGoalInGoalsTab(goals, 'goal_2') // goals without goal_2
 */
export function deleteGoalInGoalsTab(goals: readonly GoalEvent[], goalId: string): GoalEvent[] {
  return goals.filter((g) => g.id !== goalId);
}

/**
 * A goal added in the Goals tab (spec §4): empty player, minute 0 (to be entered), type goal, and
 * goalNumber = the team's existing goal count + 1.
 * @example createGoalEvent('goal_1', 'home', []) // { id: 'goal_1', team: 'home', playerId: '', minute: 0, type: 'goal', goalNumber: 1 }
 */
export function createGoalEvent(id: string, team: MatchSide, existingGoals: readonly Pick<GoalEvent, 'team'>[]): GoalEvent {
  const goalNumber = existingGoals.filter((g) => g.team === team).length + 1;
  return { id, team, playerId: '', minute: 0, type: 'goal', goalNumber };
}
