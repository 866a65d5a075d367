import { readWholeNumber } from '../common/whole-number-field';
import type { MatchStatus } from '../match/entities';
import type { MatchPatch } from '../match/match-patch';
import { scoreLockedReason } from '../match/match-status';
import { NO_PENALTIES, needsPenalties, type KnockoutResultLike } from '../match/penalties';
import { GOALS_FIELD, PENALTIES_FIELD } from '../match/score-input';

/** Texts of a score entered as a pair (issue 22: "a score is one value"); ours, the spec shows none. */
export const SCORE_PAIR_MESSAGES = {
  homeMissing: 'Enter the home goals too: a score is saved once both sides are entered.',
  awayMissing: 'Enter the away goals too: a score is saved once both sides are entered.',
  penaltiesMissing: 'Enter both sides of the shoot-out: it is saved once both are entered.',
  shootOutUndecided: 'A shoot-out needs a winner.',
} as const;

/** A result as typed: both goals and the shoot-out (only read for a level knockout game). */
export interface ScorePairText {
  homeGoals: string;
  awayGoals: string;
  homePenalties: string;
  awayPenalties: string;
}

type ScoreField = keyof ScorePairText;

/** What saving a typed result means for the stored match. */
export type ScorePairChange =
  /** One write of the whole result: both goals, and the shoot-out when it changes. */
  | { kind: 'save'; fields: MatchPatch }
  /** The text means what is stored: nothing to save. */
  | { kind: 'unchanged' }
  /** Nothing may be saved: `message` says why, next to `field`. */
  | { kind: 'refused'; field: ScoreField; message: string };

type Read = { ok: true; value: number | null } | { ok: false; refusal: ScorePairChange };

function read(typed: ScorePairText, field: ScoreField): Read {
  const result = readWholeNumber(typed[field], field.endsWith('Goals') ? GOALS_FIELD : PENALTIES_FIELD);
  return result.ok ? result : { ok: false, refusal: { kind: 'refused', field, message: result.error } };
}

/** Both counts of a pair, or why they cannot be saved: one alone is missing its other side. */
function readPair(typed: ScorePairText, home: ScoreField, away: ScoreField, missing: (side: ScoreField) => string): { ok: true; home: number | null; away: number | null } | { ok: false; refusal: ScorePairChange } {
  const h = read(typed, home);
  if (!h.ok) return h;
  const a = read(typed, away);
  if (!a.ok) return a;
  if (h.value === null && a.value !== null) return { ok: false, refusal: { kind: 'refused', field: home, message: missing(home) } };
  if (a.value === null && h.value !== null) return { ok: false, refusal: { kind: 'refused', field: away, message: missing(away) } };
  return { ok: true, home: h.value, away: a.value };
}

const goalsMissing = (field: ScoreField) => (field === 'homeGoals' ? SCORE_PAIR_MESSAGES.homeMissing : SCORE_PAIR_MESSAGES.awayMissing);

/**
 * The one rule for saving a result (issue 22), used by the admin fixture rows and the match centre:
 * home and away goals are one value, saved together once both are entered; both empty clears the
 * result; one side alone is refused and says which is missing. A knockout game that is level takes its
 * shoot-out in the same write: both counts or neither (to come), never a level one ("A shoot-out needs a
 * winner."); a game that is not level drops a stored shoot-out. A postponed or cancelled match takes no
 * score (`scoreLockedReason`), though a stored one may still be cleared. Refused, nothing is saved.
 * @example scorePairChange({}, { homeGoals: '0', awayGoals: '1', homePenalties: '', awayPenalties: '' }, false) // { kind: 'save', fields: { homeGoals: 0, awayGoals: 1 } }
 * @example scorePairChange({ homeGoals: 3, awayGoals: 0 }, { homeGoals: '3', awayGoals: '', homePenalties: '', awayPenalties: '' }, false).kind // 'refused'
 */
export function scorePairChange(match: KnockoutResultLike & { status?: MatchStatus }, typed: ScorePairText, knockout: boolean): ScorePairChange {
  const goals = readPair(typed, 'homeGoals', 'awayGoals', goalsMissing);
  if (!goals.ok) return goals.refusal;
  const locked = scoreLockedReason(match);
  if (locked && goals.home !== null) return { kind: 'refused', field: 'homeGoals', message: locked };
  const next: Required<Pick<MatchPatch, 'homeGoals' | 'awayGoals'>> & MatchPatch = { homeGoals: goals.home, awayGoals: goals.away };
  const level = knockout && needsPenalties({ homeGoals: goals.home, awayGoals: goals.away });
  if (level) {
    const pens = readPair(typed, 'homePenalties', 'awayPenalties', () => SCORE_PAIR_MESSAGES.penaltiesMissing);
    if (!pens.ok) return pens.refusal;
    if (pens.home !== null && pens.home === pens.away) return { kind: 'refused', field: 'homePenalties', message: SCORE_PAIR_MESSAGES.shootOutUndecided };
    next.homePenalties = pens.home;
    next.awayPenalties = pens.away;
  } else if (match.homePenalties != null || match.awayPenalties != null) {
    // A shoot-out of a game that is no longer level (or not a knockout) means nothing any more.
    Object.assign(next, NO_PENALTIES);
  }
  const changed = (Object.keys(next) as (keyof KnockoutResultLike)[]).filter((field) => next[field] !== (match[field] ?? null));
  if (changed.length === 0) return { kind: 'unchanged' };
  // Both goals always go together, so a concurrent edit of one side can never pair with this one's other.
  const fields: MatchPatch = { homeGoals: next.homeGoals, awayGoals: next.awayGoals };
  for (const field of changed) fields[field] = next[field];
  return { kind: 'save', fields };
}
