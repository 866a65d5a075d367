import type { MatchSide } from './entities';
import { datePickerYearRange, timeForChosenDate } from './match-schedule';
import { parseScoreInput } from './scores';

/** Messages for fixture edits the spec does not cover (ours; the spec shows none, §5). */
export const MATCH_EDIT_MESSAGES = {
  sameTeam: 'A team cannot play against itself. Choose a different team.',
  unknownTeam: 'Choose one of the teams of this tournament.',
  invalidDate: 'Enter a valid date.',
  dateOutOfRange: (fromYear: number, toYear: number): string => `Choose a date between ${fromYear} and ${toYear}.`,
} as const;

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
 * The change a date input makes (spec §2, §5): a date inside the picker's years (2 back, 10 in all)
 * is stored as `YYYY-MM-DD` and brings the time 12:00 when the match has none; an empty input clears
 * the date; anything else is refused with a message.
 * @param currentYear passed in (rules never read the clock)
 * @example matchDateChange('2025-06-01', undefined, 2025) // { ok: true, fields: { dateISO: '2025-06-01', time: '12:00' } }
 * @example matchDateChange('', '18:00', 2025) // { ok: true, fields: { dateISO: null } }
 * @example matchDateChange('1990-01-01', undefined, 2025) // { ok: false, error: 'Choose a date between 2023 and 2032.' }
 */
export function matchDateChange(text: string, currentTime: string | undefined | null, currentYear: number): MatchDateChange {
  const value = text.trim();
  if (value === '') return { ok: true, fields: { dateISO: null } };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { ok: false, error: MATCH_EDIT_MESSAGES.invalidDate };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return { ok: false, error: MATCH_EDIT_MESSAGES.invalidDate };
  }
  const { fromYear, toYear } = datePickerYearRange(currentYear);
  if (year < fromYear || year > toYear) return { ok: false, error: MATCH_EDIT_MESSAGES.dateOutOfRange(fromYear, toYear) };
  return { ok: true, fields: { dateISO: value, time: timeForChosenDate(currentTime) } };
}
