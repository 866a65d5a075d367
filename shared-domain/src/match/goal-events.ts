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
 * Score from goal events: each event counts for the side in its `team` field, the side credited with it
 * (an own goal's scorer plays for the other side, see scorerSide).
 * @example scoreFromGoals([{ team: 'home' }, { team: 'away' }, { team: 'home' }]) // { homeGoals: 2, awayGoals: 1 }
 */
export function scoreFromGoals(goals: readonly Pick<GoalEvent, 'team'>[]): { homeGoals: number; awayGoals: number } {
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

/** A score as the goal events make it. */
export interface GoalsScore {
  homeGoals: number;
  awayGoals: number;
}

type ScoredWithGoals = { homeGoals?: number | null; awayGoals?: number | null; goals?: readonly Pick<GoalEvent, 'team'>[] };

const sameScore = (match: ScoredWithGoals, score: GoalsScore) => match.homeGoals === score.homeGoals && match.awayGoals === score.awayGoals;

/**
 * The score the goals make when it differs from the stored score (issue 22), else null. A match without
 * goal events has nothing to compare (a score entered without goal details is normal); with goal events, an
 * unset score differs too. Shown on the admin and public match pages until the two agree.
 * @example goalScoreMismatch({ homeGoals: 2, awayGoals: 2, goals: [{ team: 'home' }, { team: 'home' }, { team: 'home' }, { team: 'away' }, { team: 'away' }] }) // { homeGoals: 3, awayGoals: 2 }
 * @example goalScoreMismatch({ homeGoals: 2, awayGoals: 1, goals: [] }) // null
 */
export function goalScoreMismatch(match: ScoredWithGoals): GoalsScore | null {
  const goals = match.goals ?? [];
  if (goals.length === 0) return null;
  const score = scoreFromGoals(goals);
  return sameScore(match, score) ? null : score;
}

/**
 * After a goal is added or removed in Goals & Events (`goals` is the list after it), the score to offer:
 * what the goals make, when the stored score says otherwise; null when they agree (nothing to ask).
 * Declined, the score stays (spec §4) and goalScoreMismatch shows the difference.
 * @example scoreOfferAfterGoalChange({ homeGoals: 1, awayGoals: 0 }, [{ team: 'home' }, { team: 'home' }]) // { homeGoals: 2, awayGoals: 0 }
 * @example scoreOfferAfterGoalChange({ homeGoals: 1, awayGoals: 0 }, []) // { homeGoals: 0, awayGoals: 0 }
 */
export function scoreOfferAfterGoalChange(match: ScoredWithGoals, goals: readonly Pick<GoalEvent, 'team'>[]): GoalsScore | null {
  const score = scoreFromGoals(goals);
  return sameScore(match, score) ? null : score;
}

const scoreText = (score: { homeGoals?: number | null; awayGoals?: number | null }) =>
  score.homeGoals == null || score.awayGoals == null ? null : `${score.homeGoals}–${score.awayGoals}`;

/**
 * How a mismatch reads on the admin and public match pages (issue 22).
 * @example goalScoreMismatchText({ homeGoals: 3, awayGoals: 2 }, { homeGoals: 2, awayGoals: 2 }, 'Arsenal', 'Brentford')
 * // 'The goals recorded make Arsenal 3–2 Brentford, but the score is 2–2.'
 */
export function goalScoreMismatchText(goals: GoalsScore, stored: ScoredWithGoals, homeName: string, awayName: string): string {
  const score = scoreText(stored);
  return `The goals recorded make ${homeName} ${scoreText(goals)} ${awayName}, but ${score ? `the score is ${score}` : 'no score is entered'}.`;
}

/**
 * The score as the offer to update it names it: "2–2", or "not entered" while unset.
 * @example storedScoreText({}) // 'not entered'
 */
export function storedScoreText(stored: ScoredWithGoals): string {
  return scoreText(stored) ?? 'not entered';
}
