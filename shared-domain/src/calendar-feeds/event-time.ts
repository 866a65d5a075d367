import { TZDate } from '@date-fns/tz';
import { calendarDateError } from '../common/calendar-date';
import type { Match } from '../match/entities';
import { MATCH_DATE_RANGE } from '../match/match-edit';
import { timeOfDay } from '../match/time-of-day';

/**
 * How long a timed match's calendar event lasts: 90 minutes, half-time, stoppages and a margin (ours;
 * a match has no stored end).
 */
const MATCH_EVENT_MINUTES = 120;

/**
 * When a match's event happens: a kick-off instant and its end, in UTC; or a whole day for a match
 * dated without a usable time (the pages show such a match by its day alone, so the calendar does not
 * invent a kick-off either).
 */
export type CalendarEventTime = { allDay: false; startISO: string; endISO: string } | { allDay: true; day: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time written without a zone (older items): a wall-clock time, read in the tournament's zone. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;
/** A date-time with `Z` or an offset (older items): an instant already. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

function timed(startMs: number): CalendarEventTime {
  return { allDay: false, startISO: new Date(startMs).toISOString(), endISO: new Date(startMs + MATCH_EVENT_MINUTES * 60_000).toISOString() };
}

/**
 * The instant a wall-clock time of a real day has in `timeZone`, or null for a day the match rule does
 * not accept. TZDate does the zone arithmetic: a time that summer time skips reads as the hour after,
 * a time it repeats as its later occurrence.
 */
function wallClock(day: string, hour: number, minute: number, timeZone: string): CalendarEventTime | null {
  if (calendarDateError(day, MATCH_DATE_RANGE) !== null) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const ms = new TZDate(year, month - 1, date, hour, minute, timeZone).getTime();
  return Number.isNaN(ms) ? null : timed(ms);
}

/**
 * When a match's calendar event is (issue 13): a stored day (`YYYY-MM-DD`) and time (`HH:MM`) are a
 * wall-clock time in the tournament's `timeZone` (an IANA name, see tournamentTimeZone), given as UTC
 * instants, the event lasting MATCH_EVENT_MINUTES; a day without a usable time is an all-day event; a
 * full date-time of an older item is read as written (with its offset, or in the zone without one).
 * Null when the match has no usable date: it has no event.
 * @example matchEventTime({ dateISO: '2025-07-05', time: '19:30' }, 'Europe/London') // { allDay: false, startISO: '2025-07-05T18:30:00.000Z', endISO: '2025-07-05T20:30:00.000Z' }
 * @example matchEventTime({ dateISO: '2025-01-11', time: '15:00' }, 'Europe/London') // { allDay: false, startISO: '2025-01-11T15:00:00.000Z', endISO: '2025-01-11T17:00:00.000Z' }
 * @example matchEventTime({ dateISO: '2025-07-05' }, 'Europe/London') // { allDay: true, day: '2025-07-05' }
 * @example matchEventTime({}, 'UTC') // null
 */
export function matchEventTime(match: Pick<Match, 'dateISO' | 'time'>, timeZone: string): CalendarEventTime | null {
  const date = typeof match.dateISO === 'string' ? match.dateISO.trim() : '';
  if (DAY.test(date)) {
    const time = timeOfDay(typeof match.time === 'string' ? match.time.trim() : '');
    if (time) return wallClock(date, time.hour, time.minute, timeZone);
    return calendarDateError(date, MATCH_DATE_RANGE) === null ? { allDay: true, day: date } : null;
  }
  const local = WALL_CLOCK.exec(date);
  if (local) return wallClock(local[1]!, Number(local[2]), Number(local[3]), timeZone);
  if (!INSTANT.test(date)) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : timed(ms);
}
