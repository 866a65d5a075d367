import type { GoalType } from 'shared-domain';

/** How each goal type is written in the timeline and in the Goals & Events type select. */
export const GOAL_TYPE_LABELS: Record<GoalType, string> = { goal: 'Goal', penalty: 'Penalty', own_goal: 'Own goal' };
