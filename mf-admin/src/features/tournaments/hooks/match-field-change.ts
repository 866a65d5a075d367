import {
  GOALS_FIELD,
  PENALTIES_FIELD,
  isGoalSet,
  matchDateChange,
  penaltyChange,
  readWholeNumber,
  scoreChange,
  validateMatchTeams,
  withPenaltiesRule,
  type Match,
  type MatchPatch,
} from 'shared-domain';

/** Every field a match row edits; each edit saves only its own field(s) of this one match. */
export type EditableField = 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties' | 'dateISO' | 'time' | 'homeTeamId' | 'awayTeamId';

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

/** A score or shoot-out text that is not a whole number ("x", "2.5"): refused, the stored value stays (issue 11). */
function unreadableCount(field: EditableField, text: string): FieldChange | null {
  const counts = field === 'homePenalties' || field === 'awayPenalties' ? PENALTIES_FIELD : GOALS_FIELD;
  const read = readWholeNumber(text, counts);
  return read.ok ? null : { kind: 'invalid', message: read.error, dropDraft: false };
}

/** The domain's rules for one field's text: what to save, or why not. */
export function matchFieldChange(field: EditableField, text: string, { match, shownTime, teamIds, knockout = false }: ChangeContext): FieldChange {
  switch (field) {
    case 'homeGoals':
    case 'awayGoals': {
      const refused = unreadableCount(field, text);
      if (refused) return refused;
      const fields = scoreChange(field === 'homeGoals' ? 'home' : 'away', text);
      const next = Object.values(fields)[0] as number | null;
      if (next === (match[field] ?? null)) return { kind: 'unchanged' };
      return { kind: 'save', fields: knockout ? withPenaltiesRule(fields, match) : fields };
    }
    case 'homePenalties':
    case 'awayPenalties': {
      const refused = unreadableCount(field, text);
      if (refused) return refused;
      const fields = penaltyChange(field === 'homePenalties' ? 'home' : 'away', text);
      const next = Object.values(fields)[0] as number | null;
      return next === (match[field] ?? null) ? { kind: 'unchanged' } : { kind: 'save', fields };
    }
    case 'dateISO': {
      const change = matchDateChange(text, shownTime);
      if (!change.ok) return { kind: 'invalid', message: change.error, dropDraft: false };
      const sameDate = (change.fields.dateISO ?? '') === (match.dateISO ?? '');
      return sameDate && (change.fields.time ?? match.time) === match.time ? { kind: 'unchanged' } : { kind: 'save', fields: change.fields };
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
