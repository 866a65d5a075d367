import { calendarDateError, type CalendarDateRange } from '../common/calendar-date';
import type { MatchSide } from './entities';
import { timeForChosenDate } from './match-schedule';
import { parseScoreInput } from './scores';

/** Messages for fixture edits the spec does not cover (ours; the spec shows none, §5). */
export const MATCH_EDIT_MESSAGES = {
  sameTeam: 'A team cannot play against itself. Choose a different team.',
  unknownTeam: 'Choose one of the teams of this tournament.',
} as const;

/**
 * Every date a match may have: any real day of 1900–2100, so past seasons can be entered and
 * corrected (the picker's usual years, `datePickerYearRange`, are only where it starts). Date inputs
 * take these as their `min`/`max`, so a browser never refuses a date the rule accepts.
 */
export const MATCH_DATE_RANGE: CalendarDateRange = { min: '1900-01-01', max: '2100-12-31' };

/**
 * The one match-date rule (every date edit runs it through `matchDateChange`): null when `text` is a real `YYYY-MM-DD` day inside `MATCH_DATE_RANGE`,
 * otherwise the date rule's message (CALENDAR_DATE_MESSAGES; nothing is saved). Empty text is not a date (clearing is the caller's choice).
 * @example validateMatchDate('2022-08-05') // null
 * @example validateMatchDate('2023-02-29') // 'Enter a valid date.'
 * @example validateMatchDate('1899-12-31') // 'Choose a date between 1900 and 2100.'
 */
function validateMatchDate(text: string): string | null {
  return calendarDateError(text, MATCH_DATE_RANGE);
}

/**
 * A fixture's teams after a team select changes: both must be teams of the tournament and differ.
 * Returns the message to show (and nothing is saved), or null when the change is fine.
 * @example validateMatchTeams('a', 'b', ['a', 'b']) // null
 * @example validateMatchTeams('a', 'a', ['a', 'b']) // 'A team cannot play against itself. Choose a different team.'
 */
export function validateMatchTeams(homeTeamId: string, awayTeamId: string, teamIds: readonly string[]): string | null {
  if (!teamIds.includes(homeTeamId) || !teamIds.includes(awayTeamId)) return MATCH_EDIT_MESSAGES.unknownTeam;
  return homeTeamId === awayTeamId ? MATCH_EDIT_MESSAGES.sameTeam : null;
}

/**
 * The one-field change a score input makes (spec §4, §5): numeric text sets the goal; empty or
 * non-numeric text clears it (null, so the stored goal is removed).
 * @example scoreChange('home', '2') // { homeGoals: 2 }
 * @example scoreChange('away', 'x') // { awayGoals: null }
 */
export function scoreChange(side: MatchSide, text: string): { homeGoals: number | null } | { awayGoals: number | null } {
  const goals = parseScoreInput(text);
  return side === 'home' ? { homeGoals: goals } : { awayGoals: goals };
}

/** Result of a date input change. */
export type MatchDateChange = { ok: true; fields: { dateISO: string | null; time?: string } } | { ok: false; error: string };

/**
 * The change a date input makes (spec §2, §5): a date `validateMatchDate` accepts is stored as
 * `YYYY-MM-DD` and brings the time 12:00 when the match has none; an empty input clears the date;
 * anything else is refused with its message.
 * @example matchDateChange('2022-08-05', undefined) // { ok: true, fields: { dateISO: '2022-08-05', time: '12:00' } }
 * @example matchDateChange('', '18:00') // { ok: true, fields: { dateISO: null } }
 * @example matchDateChange('1899-12-31', undefined) // { ok: false, error: 'Choose a date between 1900 and 2100.' }
 */
export function matchDateChange(text: string, currentTime: string | undefined | null): MatchDateChange {
  const value = text.trim();
  if (value === '') return { ok: true, fields: { dateISO: null } };
  const error = validateMatchDate(value);
  if (error) return { ok: false, error };
  return { ok: true, fields: { dateISO: value, time: timeForChosenDate(currentTime) } };
}
