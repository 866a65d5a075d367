import { matchDateChange, needsPenalties, parseScoreInput, withPenaltiesRule, type Match, type MatchPatch } from 'shared-domain';

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
 * The changed score fields. A knockout game that is level as typed saves its shoot-out; one that is
 * not level drops a stored shoot-out (it no longer means anything). League games have no shoot-out.
 */
function changedScore(match: Match, values: MatchDetailsValues, knockout: boolean): MatchPatch {
  const fields: MatchPatch = {};
  const homeGoals = parseScoreInput(values.homeGoals);
  const awayGoals = parseScoreInput(values.awayGoals);
  if (homeGoals !== (match.homeGoals ?? null)) fields.homeGoals = homeGoals;
  if (awayGoals !== (match.awayGoals ?? null)) fields.awayGoals = awayGoals;
  if (!knockout) return fields;
  if (!needsPenalties({ homeGoals, awayGoals })) return withPenaltiesRule(fields, match);
  const homePenalties = parseScoreInput(values.homePenalties);
  const awayPenalties = parseScoreInput(values.awayPenalties);
  if (homePenalties !== (match.homePenalties ?? null)) fields.homePenalties = homePenalties;
  if (awayPenalties !== (match.awayPenalties ?? null)) fields.awayPenalties = awayPenalties;
  return fields;
}

/**
 * Only the fields that differ from the stored match (null removes a field), so a save never
 * overwrites a field someone else changed meanwhile. The date was validated by the form.
 */
export function changedMatchDetails(match: Match, values: MatchDetailsValues, rules: ScoreRules): MatchPatch {
  const fields: MatchPatch = rules.scoreOpen ? changedScore(match, values, rules.knockout) : {};
  if (values.dateISO !== (match.dateISO ?? '').slice(0, 10)) {
    const change = matchDateChange(values.dateISO, values.time);
    if (change.ok) {
      fields.dateISO = change.fields.dateISO;
      if (change.fields.time !== undefined && change.fields.time !== values.time) fields.time = change.fields.time;
    }
  }
  if (fields.time === undefined && values.time !== (match.time ?? '')) fields.time = orNull(values.time);
  if (values.venue.trim() !== (match.venue ?? '')) fields.venue = orNull(values.venue);
  if (values.referee.trim() !== (match.referee ?? '')) fields.referee = orNull(values.referee);
  return fields;
}
