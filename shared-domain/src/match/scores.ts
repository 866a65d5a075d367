/** What the score rules need from a match. */
export interface ScoredLike {
  homeGoals?: number | null;
  awayGoals?: number | null;
}

/**
 * Whether a goal value is a real score: a finite number ≥ 0 (spec §5: standings count only scores
 * that are numbers and at least 0). Null, undefined, NaN, negatives and strings are not.
 * @example isValidGoalCount(0) // true
 * @example isValidGoalCount(null) // false
 */
function isValidGoalCount(goals: unknown): goals is number {
  return typeof goals === 'number' && Number.isFinite(goals) && goals >= 0;
}

/**
 * Whether a goal value is set at all (not null/undefined). Used by the display rules that only
 * ask "is there a score?" (spec §4 public fixture display).
 * @example isGoalSet(0) // true
 * @example isGoalSet(undefined) // false
 */
export function isGoalSet(goals: number | null | undefined): goals is number {
  return goals !== null && goals !== undefined;
}

/**
 * A match is scored when both goals are valid counts (spec §4 "unscored becomes scored when both
 * home and away goals are set").
 * @example isScored({ homeGoals: 2, awayGoals: 0 }) // true
 * @example isScored({ homeGoals: 2 }) // false
 */
export function isScored(match: ScoredLike): match is { homeGoals: number; awayGoals: number } {
  return isValidGoalCount(match.homeGoals) && isValidGoalCount(match.awayGoals);
}

/**
 * Parses a score input (spec §4, §5): numeric text becomes that number; empty text means unset and
 * non-numeric text clears the goal, both returned as null. Null (not undefined) because partial
 * updates ignore undefined fields, so only null actually clears a stored goal.
 * @example parseScoreInput('3') // 3
 * @example parseScoreInput('') // null
 * @example parseScoreInput('abc') // null
 */
export function parseScoreInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}
