import { TZDate } from '@date-fns/tz';
import { calendarDateError } from '../common/calendar-date';
import { MATCH_DATE_RANGE } from '../match/match-edit';

/**
 * When a scorekeeper link for a match day stops working (issue 25): the end of that day, midnight that
 * follows it in the tournament's time zone, as epoch milliseconds; null for a day the match rule does not
 * accept. TZDate does the zone arithmetic, so a summer-time change that day moves the instant with it.
 * @example scorekeeperLinkExpiry('2026-06-13', 'UTC') // Date.parse('2026-06-14T00:00:00Z')
 * @example scorekeeperLinkExpiry('2026-06-13', 'Europe/Amsterdam') // Date.parse('2026-06-13T22:00:00Z')
 * @example scorekeeperLinkExpiry('2026-02-30', 'UTC') // null
 */
export function scorekeeperLinkExpiry(day: string, timeZone: string): number | null {
  if (calendarDateError(day, MATCH_DATE_RANGE) !== null) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const ms = new TZDate(year, month - 1, date + 1, 0, 0, timeZone).getTime();
  return Number.isNaN(ms) ? null : ms;
}
