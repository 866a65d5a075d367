import { scorerSide, type GoalEvent, type GoalType } from 'shared-domain';

/**
 * A goal after its type changes. Switching to or from an own goal changes whose players can be the
 * scorer, so the scorer is cleared then; an own goal has no assist.
 */
export function withGoalType(goal: GoalEvent, type: GoalType): GoalEvent {
  const sideChanged = scorerSide({ team: goal.team, type }) !== scorerSide(goal);
  const { assistPlayerId, ...rest } = goal;
  const next: GoalEvent = { ...rest, type, playerId: sideChanged ? '' : goal.playerId };
  return type === 'own_goal' || !assistPlayerId ? next : { ...next, assistPlayerId };
}

/** A goal with the chosen assist, or without one when the choice is empty. */
export function withAssist(goal: GoalEvent, assistPlayerId: string): GoalEvent {
  const { assistPlayerId: _previous, ...rest } = goal;
  return assistPlayerId ? { ...rest, assistPlayerId } : rest;
}
