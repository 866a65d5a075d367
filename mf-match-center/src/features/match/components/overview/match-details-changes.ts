import {
  GOALS_FIELD,
  matchDateChange,
  needsPenalties,
  readWholeNumber,
  scoreLockedReason,
  withRescheduleRule,
  type Match,
  type MatchPatch,
  type WholeNumberField,
} from 'shared-domain';
import { scorePairChange, type ScorePairText } from 'shared-domain/score-entry';

/** What the match details form holds: every field as typed. */
export interface MatchDetailsValues {
  homeGoals: string;
  awayGoals: string;
  /** A knockout game's shoot-out, asked while the score as typed is level. */
  homePenalties: string;
  awayPenalties: string;
  dateISO: string;
  time: string;
  venue: string;
  referee: string;
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form's starting values: the match as stored. */
export function matchDetailsValues(match: Match): MatchDetailsValues {
  return {
    homeGoals: text(match.homeGoals),
    awayGoals: text(match.awayGoals),
    homePenalties: text(match.homePenalties),
    awayPenalties: text(match.awayPenalties),
    dateISO: (match.dateISO ?? '').slice(0, 10),
    time: match.time ?? '',
    venue: match.venue ?? '',
    referee: match.referee ?? '',
  };
}

/** How the score may be edited: a knockout game's shoot-out rule, and whether its teams are known yet. */
export interface ScoreRules {
  knockout: boolean;
  /** False while a side is still a placeholder ("Winner of match 1"): the score is not saved then. */
  scoreOpen: boolean;
}

/**
 * A score or shoot-out field's rule for the form: empty or a whole number, else its message (issue 11:
 * "x" is refused next to the field instead of clearing the stored goal).
 * @example countRule(GOALS_FIELD)('2x') // 'Goals must be a whole number from 0 to 999.'
 */
export const countRule = (field: WholeNumberField) => (text: string) => {
  const read = readWholeNumber(text, field);
  return read.ok || read.error;
};

/** A count as typed, or undefined when the text does not parse (then it never reaches a save). */
function countOf(text: string, field: WholeNumberField): number | null | undefined {
  const read = readWholeNumber(text, field);
  return read.ok ? read.value : undefined;
}

/**
 * Whether the score as typed is level (both sides set and equal): a knockout game then asks for its
 * shoot-out at once, before any save.
 * @example levelAsTyped({ homeGoals: '1', awayGoals: '1' }) // true
 */
export function levelAsTyped(typed: Pick<MatchDetailsValues, 'homeGoals' | 'awayGoals'>): boolean {
  return needsPenalties({ homeGoals: countOf(typed.homeGoals, GOALS_FIELD), awayGoals: countOf(typed.awayGoals, GOALS_FIELD) });
}

/** The score fields of the form, as the domain's score rule reads them. */
const typedScore = (values: MatchDetailsValues): ScorePairText => ({
  homeGoals: values.homeGoals,
  awayGoals: values.awayGoals,
  homePenalties: values.homePenalties,
  awayPenalties: values.awayPenalties,
});

/** What a save of the form means: the changed fields, or why nothing may be saved (next to `field`). */
export type MatchDetailsSave = { ok: true; changes: MatchPatch } | { ok: false; field: keyof ScorePairText; message: string };

/** Whether the score inputs take a score: the teams are known and the match is not postponed or cancelled. */
export function scoreInputsOpen(match: Match, rules: ScoreRules): boolean {
  return rules.scoreOpen && scoreLockedReason(match) === null;
}

/**
 * Only the fields that differ from the stored match (null removes a field), so a save never
 * overwrites a field someone else changed meanwhile. The result is one value (issue 22): both goals
 * and a decided shoot-out, or nothing is saved and the refusal says what is missing. A new date of a
 * postponed match un-postpones it. The date was validated by the form.
 */
export function changedMatchDetails(match: Match, values: MatchDetailsValues, rules: ScoreRules): MatchDetailsSave {
  const fields: MatchPatch = {};
  if (scoreInputsOpen(match, rules)) {
    const score = scorePairChange(match, typedScore(values), rules.knockout);
    if (score.kind === 'refused') return { ok: false, field: score.field, message: score.message };
    if (score.kind === 'save') Object.assign(fields, score.fields);
  }
  if (values.dateISO !== (match.dateISO ?? '').slice(0, 10)) {
    const change = matchDateChange(values.dateISO, values.time);
    if (change.ok) {
      Object.assign(fields, withRescheduleRule({ dateISO: change.fields.dateISO }, match));
      if (change.fields.time !== undefined && change.fields.time !== values.time) fields.time = change.fields.time;
    }
  }
  if (fields.time === undefined && values.time !== (match.time ?? '')) fields.time = orNull(values.time);
  if (values.venue.trim() !== (match.venue ?? '')) fields.venue = orNull(values.venue);
  if (values.referee.trim() !== (match.referee ?? '')) {
    fields.referee = orNull(values.referee);
    // A name typed over an assigned referee's (issue 25) is no longer that referee: the match leaves their schedule.
    if (match.refereeId !== undefined) fields.refereeId = null;
  }
  return { ok: true, changes: fields };
}
