import type { MatchPatch } from '../match/match-patch';
import type { KnockoutResultLike } from '../match/penalties';
import { GOALS_FIELD, PENALTIES_FIELD } from '../match/score-input';
import { readWholeNumber } from '../common/whole-number-field';

/** What the four score inputs of a custom playoff game hold, as typed. */
export interface CustomScoreDrafts {
  homeGoals: string;
  awayGoals: string;
  homePenalties: string;
  awayPenalties: string;
}

/** What leaving a score input of a custom playoff game means. */
export type CustomScoreChange =
  | { kind: 'save'; fields: MatchPatch }
  | { kind: 'unchanged' }
  /** One side typed, the other not yet: nothing is saved (a score is one value). */
  | { kind: 'incomplete'; message: string }
  | { kind: 'invalid'; message: string };

/** Said while only one side of a score (or of a shoot-out) is typed. */
const CUSTOM_SCORE_INCOMPLETE = {
  goals: 'Enter both sides’ goals to save the score.',
  penalties: 'Enter both sides’ penalties to save the shoot-out.',
} as const;

/** Said under a level elimination game whose shoot-out has no winner yet (issue 22: never a silent "Saved"). */
export const UNDECIDED_SHOOT_OUT = 'Level after the shoot-out too: nobody goes on until one side has more penalties.';

const read = (text: string, pens: boolean) => readWholeNumber(text, pens ? PENALTIES_FIELD : GOALS_FIELD);

/**
 * The score of a custom playoff game saved as one value (issue 22): home and away goals together, once
 * both are typed (both emptied clears the score and its shoot-out); an elimination game that is level
 * takes its shoot-out with it once both counts are typed, any other game has none. Text that is not a
 * whole number is refused with the rule's message and nothing is saved.
 * @example customScoreChange({ homeGoals: '2', awayGoals: '', homePenalties: '', awayPenalties: '' }, {}, true) // { kind: 'incomplete', … }
 * @example customScoreChange({ homeGoals: '1', awayGoals: '1', homePenalties: '4', awayPenalties: '3' }, {}, true).fields // { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }
 */
export function customScoreChange(drafts: CustomScoreDrafts, stored: KnockoutResultLike, elimination: boolean): CustomScoreChange {
  const values = {
    homeGoals: read(drafts.homeGoals, false),
    awayGoals: read(drafts.awayGoals, false),
    homePenalties: read(drafts.homePenalties, true),
    awayPenalties: read(drafts.awayPenalties, true),
  };
  for (const value of Object.values(values)) if (!value.ok) return { kind: 'invalid', message: value.error };
  const get = (key: keyof typeof values) => {
    const value = values[key];
    return value.ok ? value.value : null;
  };
  const [home, away] = [get('homeGoals'), get('awayGoals')];
  if ((home === null) !== (away === null)) return { kind: 'incomplete', message: CUSTOM_SCORE_INCOMPLETE.goals };
  const fields: MatchPatch = { homeGoals: home, awayGoals: away, homePenalties: null, awayPenalties: null };
  if (elimination && home !== null && home === away) {
    const [hp, ap] = [get('homePenalties'), get('awayPenalties')];
    if ((hp === null) !== (ap === null)) return { kind: 'incomplete', message: CUSTOM_SCORE_INCOMPLETE.penalties };
    fields.homePenalties = hp;
    fields.awayPenalties = ap;
  }
  const same = (['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties'] as const).every((key) => (fields[key] ?? null) === (stored[key] ?? null));
  return same ? { kind: 'unchanged' } : { kind: 'save', fields };
}
