import { isGoalSet, matchDateChange, validateMatchTeams, withRescheduleRule, type Match, type MatchPatch } from 'shared-domain';
import { scorePairChange, type ScorePairText } from 'shared-domain/score-entry';

/** The inputs of a result: saved together, as one value (issue 22). */
const SCORE_FIELDS = ['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties'] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

/** Whether a field is one of the result's inputs. */
export const isScoreField = (field: EditableField): field is ScoreField => (SCORE_FIELDS as readonly string[]).includes(field);

/** The result as the row shows it: each input's draft, else its stored value. */
export function shownScore(match: Match, drafts: Partial<Record<EditableField, string>>): ScorePairText {
  const shown = (field: ScoreField) => drafts[field] ?? storedText(match, field);
  return { homeGoals: shown('homeGoals'), awayGoals: shown('awayGoals'), homePenalties: shown('homePenalties'), awayPenalties: shown('awayPenalties') };
}

/** Every field a match row edits; each edit saves only its own field(s) of this one match, the result as one. */
export type EditableField = ScoreField | 'dateISO' | 'time' | 'homeTeamId' | 'awayTeamId';

/** What committing a field's text means for the stored match. */
export type FieldChange =
  | { kind: 'save'; fields: MatchPatch }
  /** Nothing to save (the text means what is stored): the stored value shows again. */
  | { kind: 'unchanged' }
  /** Refused with a message; a refused team choice also drops back to the stored team. */
  | { kind: 'invalid'; message: string; dropDraft: boolean };

const goalsText = (goals: number | null | undefined) => (isGoalSet(goals) ? String(goals) : '');

/** A field's stored value as the row's inputs show it. */
export function storedText(match: Match, field: EditableField): string {
  switch (field) {
    case 'homeGoals':
      return goalsText(match.homeGoals);
    case 'awayGoals':
      return goalsText(match.awayGoals);
    case 'homePenalties':
      return goalsText(match.homePenalties);
    case 'awayPenalties':
      return goalsText(match.awayPenalties);
    default:
      return match[field] ?? '';
  }
}

interface ChangeContext {
  match: Match;
  /** The time the row shows (a draft not saved yet counts): a new date keeps it. */
  shownTime: string | undefined;
  teamIds: readonly string[];
  /** A knockout game: a score that is no longer level takes its stored shoot-out away. */
  knockout?: boolean;
}

/**
 * The result as the row shows it (drafts, else stored) through the domain's one score rule: both goals
 * (and a level knockout game's shoot-out) saved as one write, or refused with what is missing.
 */
export function scoreFieldsChange(typed: ScorePairText, { match, knockout = false }: Pick<ChangeContext, 'match' | 'knockout'>): FieldChange {
  const change = scorePairChange(match, typed, knockout);
  return change.kind === 'refused' ? { kind: 'invalid', message: change.message, dropDraft: false } : change;
}

/** The domain's rules for one field's text: what to save, or why not (the result: `scoreFieldsChange`). */
export function matchFieldChange(field: Exclude<EditableField, ScoreField>, text: string, { match, shownTime, teamIds }: ChangeContext): FieldChange {
  switch (field) {
    case 'dateISO': {
      const change = matchDateChange(text, shownTime);
      if (!change.ok) return { kind: 'invalid', message: change.error, dropDraft: false };
      const sameDate = (change.fields.dateISO ?? '') === (match.dateISO ?? '');
      // A postponed match given a new date is played then: it is no longer postponed (issue 22).
      return sameDate && (change.fields.time ?? match.time) === match.time ? { kind: 'unchanged' } : { kind: 'save', fields: withRescheduleRule(change.fields, match) };
    }
    case 'time':
      return { kind: 'save', fields: { time: text === '' ? null : text } };
    case 'homeTeamId':
    case 'awayTeamId': {
      const home = field === 'homeTeamId' ? text : match.homeTeamId;
      const away = field === 'awayTeamId' ? text : match.awayTeamId;
      const invalid = validateMatchTeams(home, away, teamIds);
      return invalid ? { kind: 'invalid', message: invalid, dropDraft: true } : { kind: 'save', fields: { [field]: text } };
    }
  }
}
