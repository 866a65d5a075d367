import { isValid, parseISO } from 'date-fns';

/**
 * How dates read on every screen. Values are stored as ISO strings: a bare `YYYY-MM-DD` is a calendar
 * day (read in local time, so no time zone ever shifts it a day), anything longer is an instant shown
 * in the reader's time zone. Texts follow the reader's locale unless `locale` is given (tests, embeds).
 */
export interface DateTimeOptions {
  /** BCP 47 tag such as 'en-GB'; the reader's locale when omitted. */
  locale?: string;
}

/** `medium` "Mar 5, 2024", `full` "Tuesday, March 5, 2024", `numeric` "3/5/2024" (en-US). */
export type DateStyle = 'medium' | 'full' | 'numeric';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  full: { dateStyle: 'full' },
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
};
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// One formatter per locale and style: making an Intl.DateTimeFormat costs about as much as a hundred formats, and a
// season's fixtures format hundreds of dates in one render (on a phone, in the page's first long task).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats in the given locale, or the reader's (no locale passed on to Intl then). */
function intlText(date: Date, style: DateStyle, { locale }: DateTimeOptions): string {
  const key = `${locale ?? ''}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A stored date as a Date: `YYYY-MM-DD` at local midnight, an ISO date-time as its instant; null for
 * anything else (empty, malformed, or an impossible day such as 2024-02-30).
 */
function parseStoredDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * A stored date or date-time as a date in the reader's locale; null when there is no usable date.
 * @example formatDate('2024-03-05', 'medium', { locale: 'en-US' }) // 'Mar 5, 2024'
 * @example formatDate('2024-03-05', 'full', { locale: 'en-US' }) // 'Tuesday, March 5, 2024'
 * @example formatDate(undefined) // null
 */
export function formatDate(value: string | null | undefined, style: DateStyle = 'medium', options: DateTimeOptions = {}): string | null {
  const date = parseStoredDate(value);
  return date ? intlText(date, style, options) : null;
}

/**
 * A calendar date such as a date of birth: only its first ten characters (`YYYY-MM-DD`) count, so a
 * value saved with a time still reads as the day that was picked.
 * @example formatCalendarDate('1990-07-01T00:00:00.000Z', { locale: 'en-US' }) // 'Jul 1, 1990'
 */
export function formatCalendarDate(value: string | null | undefined, options: DateTimeOptions = {}): string | null {
  const day = value?.slice(0, 10);
  return day && CALENDAR_DAY.test(day) ? formatDate(day, 'medium', options) : null;
}
