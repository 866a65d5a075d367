import type { GoalEvent, MatchSide } from './entities';
import { GOAL_TYPE_LABELS } from './goal-events';
import { scorerSide } from './match-detail-edit';

/** What a goal line says besides its scorer, minute and running score. */
export interface GoalLineText {
  /** In brackets after the scorer: "Penalty", "own goal, Riverside FC" (the scorer's own team), or null for a plain goal. */
  note: string | null;
  /**
   * The team named after the line: the side the goal counts for. Null for an own goal: its note names
   * the scorer's team, and a second team name after it would read as the team he plays for.
   */
  team: string | null;
}

/**
 * How a goal reads next to its scorer (issue 22). An own goal counts for one side but is scored by a
 * player of the other, so it names the scorer's own team: "Alex Jones (own goal, Riverside FC)" in the
 * row of the side it counts for, never "Alex Jones (Own goal) · Mill Lane Juniors".
 * @example goalLineText({ team: 'home', type: 'goal' }, name) // { note: null, team: 'Mill Lane Juniors' }
 * @example goalLineText({ team: 'home', type: 'penalty' }, name) // { note: 'Penalty', team: 'Mill Lane Juniors' }
 * @example goalLineText({ team: 'home', type: 'own_goal' }, name) // { note: 'own goal, Riverside FC', team: null }
 */
export function goalLineText(goal: Pick<GoalEvent, 'team' | 'type'>, teamName: (side: MatchSide) => string): GoalLineText {
  if (goal.type === 'own_goal') return { note: `own goal, ${teamName(scorerSide(goal))}`, team: null };
  return { note: goal.type === 'goal' ? null : GOAL_TYPE_LABELS[goal.type], team: teamName(goal.team) };
}
