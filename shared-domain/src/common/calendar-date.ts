/** The first and last day (YYYY-MM-DD) a date field accepts. */
export interface CalendarDateRange {
  min: string;
  max: string;
}

/** Texts of the date rule (ours; the spec shows none). */
export const CALENDAR_DATE_MESSAGES = {
  invalidDate: 'Enter a valid date.',
  outOfRange: (range: CalendarDateRange): string => `Choose a date between ${range.min.slice(0, 4)} and ${range.max.slice(0, 4)}.`,
} as const;

/** Dates of birth: any real day of 1900–2100. */
export const BIRTH_DATE_RANGE: CalendarDateRange = { min: '1900-01-01', max: '2100-12-31' };

/** Team foundation dates: the oldest clubs were founded in the 1850s. */
export const FOUNDED_DATE_RANGE: CalendarDateRange = { min: '1800-01-01', max: '2100-12-31' };

/**
 * Null when `text` is a real `YYYY-MM-DD` day inside `range`, otherwise the message to show (and
 * nothing is saved). Empty text is not a date: whether a field may be cleared is its caller's rule.
 * @example calendarDateError('2022-08-05', BIRTH_DATE_RANGE) // null
 * @example calendarDateError('2023-02-29', BIRTH_DATE_RANGE) // 'Enter a valid date.'
 * @example calendarDateError('1899-12-31', BIRTH_DATE_RANGE) // 'Choose a date between 1900 and 2100.'
 */
export function calendarDateError(text: string, range: CalendarDateRange): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return CALENDAR_DATE_MESSAGES.invalidDate;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(2000, month - 1, day));
  // Checked in a leap year first, then in its own year, so years below 100 never trip Date.UTC's 19xx mapping.
  check.setUTCFullYear(year);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return CALENDAR_DATE_MESSAGES.invalidDate;
  // Same-length ISO days compare in calendar order as strings.
  return text < range.min || text > range.max ? CALENDAR_DATE_MESSAGES.outOfRange(range) : null;
}

/**
 * An optional date field: empty is fine (no date), anything else must pass `calendarDateError`.
 * @example optionalDateError('', BIRTH_DATE_RANGE) // null
 * @example optionalDateError('2000-13-01', BIRTH_DATE_RANGE) // 'Enter a valid date.'
 */
export function optionalDateError(text: string | null | undefined, range: CalendarDateRange): string | null {
  const value = (text ?? '').trim();
  return value === '' ? null : calendarDateError(value, range);
}
