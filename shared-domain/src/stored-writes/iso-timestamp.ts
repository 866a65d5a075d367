import { calendarDateError, type CalendarDateRange } from '../common/calendar-date';

/** Any day a four-digit year can name: a timestamp's day is checked for being real, not for its era. */
const ANY_DAY: CalendarDateRange = { min: '0000-01-01', max: '9999-12-31' };

/**
 * ISO 8601 as the app writes it (`Date.prototype.toISOString`) and as it reads it: a day, optionally
 * followed by `T`, hours and minutes, optional seconds and fraction, and a zone (`Z` or `±HH:MM`). A
 * time without a zone is refused: it would mean a different instant in every browser.
 */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d))?$/;

/**
 * Whether `text` is an ISO 8601 timestamp (`createdAtISO`): a real day, with or without a zoned time.
 * @example isIsoTimestamp('2024-01-01T00:00:00.000Z') // true
 * @example isIsoTimestamp('2024-01-01') // true
 * @example isIsoTimestamp('2023-02-29T10:00:00Z') // false
 * @example isIsoTimestamp('yesterday') // false
 */
export function isIsoTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  return m !== null && calendarDateError(m[1] ?? '', ANY_DAY) === null;
}
