import { matchDateChange, parseScoreInput, type Match } from 'shared-domain';
import type { MatchChanges } from '../../api/match-changes';

/** What the match details form holds: every field as typed. */
export interface MatchDetailsValues {
  homeGoals: string;
  awayGoals: string;
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
    dateISO: (match.dateISO ?? '').slice(0, 10),
    time: match.time ?? '',
    venue: match.venue ?? '',
    referee: match.referee ?? '',
  };
}

/**
 * Only the fields that differ from the stored match (null removes a field), so a save never
 * overwrites a field someone else changed meanwhile. The date was validated by the form.
 */
export function changedMatchDetails(match: Match, values: MatchDetailsValues): MatchChanges {
  const fields: MatchChanges = {};
  const homeGoals = parseScoreInput(values.homeGoals);
  const awayGoals = parseScoreInput(values.awayGoals);
  if (homeGoals !== (match.homeGoals ?? null)) fields.homeGoals = homeGoals;
  if (awayGoals !== (match.awayGoals ?? null)) fields.awayGoals = awayGoals;
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
