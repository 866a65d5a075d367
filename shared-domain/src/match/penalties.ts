import type { MatchSide } from './entities';
import { isScored, type ScoredLike } from './scores';

/** What the knockout result rules need from a match: its score and its shoot-out. */
export interface KnockoutResultLike extends ScoredLike {
  homePenalties?: number | null;
  awayPenalties?: number | null;
}

/** The fields of a shoot-out: cleared together when the score is no longer level. */
export const NO_PENALTIES = { homePenalties: null, awayPenalties: null } as const;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Whether a knockout game ended level, so a penalty shoot-out decides it (its penalty inputs show).
 * @example needsPenalties({ homeGoals: 1, awayGoals: 1 }) // true
 * @example needsPenalties({ homeGoals: 2, awayGoals: 1 }) // false
 */
export function needsPenalties(match: ScoredLike): boolean {
  return isScored(match) && match.homeGoals === match.awayGoals;
}

/**
 * The side that wins a knockout game: more goals; when level, more penalties in the shoot-out (both
 * counts set and different). Undefined while unscored, or level without a decided shoot-out.
 * Penalties of a game that is not level are ignored (a corrected score outranks an old shoot-out).
 * @example knockoutWinnerSide({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }) // 'home'
 * @example knockoutWinnerSide({ homeGoals: 1, awayGoals: 1 }) // undefined
 */
export function knockoutWinnerSide(match: KnockoutResultLike): MatchSide | undefined {
  const { homePenalties: home, awayPenalties: away } = match;
  if (!isScored(match)) return undefined;
  if (match.homeGoals !== match.awayGoals) return match.homeGoals > match.awayGoals ? 'home' : 'away';
  if (!isCount(home) || !isCount(away) || home === away) return undefined;
  return home > away ? 'home' : 'away';
}

/**
 * The shoot-out as the bracket and the public page print it, after the score: "(4–3 pens)"; null when
 * the game is not level or its shoot-out has no winner yet.
 * @example penaltiesText({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }) // '(4–3 pens)'
 */
export function penaltiesText(match: KnockoutResultLike): string | null {
  if (!needsPenalties(match) || knockoutWinnerSide(match) === undefined) return null;
  return `(${match.homePenalties}–${match.awayPenalties} pens)`;
}

/**
 * A decided knockout score in one line: "1–1 (4–3 pens)", or "2–1"; null while unscored.
 * @example knockoutScoreText({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }) // '1–1 (4–3 pens)'
 */
export function knockoutScoreText(match: KnockoutResultLike): string | null {
  const pens = penaltiesText(match);
  if (!isScored(match)) return null;
  return `${match.homeGoals}–${match.awayGoals}${pens ? ` ${pens}` : ''}`;
}

/**
 * A score edit of a knockout game, completed: when the new score is not level, a stored shoot-out
 * goes with it (it no longer means anything and would come back if the score were made level again).
 * @example withPenaltiesRule({ homeGoals: 2 }, { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 })
 * // { homeGoals: 2, homePenalties: null, awayPenalties: null }
 */
export function withPenaltiesRule<F extends ScoredLike>(fields: F, match: KnockoutResultLike): F | (F & typeof NO_PENALTIES) {
  const hasPenalties = match.homePenalties != null || match.awayPenalties != null;
  if (!hasPenalties) return fields;
  const next = { homeGoals: match.homeGoals, awayGoals: match.awayGoals, ...fields };
  return needsPenalties(next) ? fields : { ...fields, ...NO_PENALTIES };
}
