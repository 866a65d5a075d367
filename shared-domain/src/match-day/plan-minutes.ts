import { calendarDateError } from '../common/calendar-date';
import { MATCH_DATE_RANGE } from '../match/match-edit';
import { timeOfDay } from '../match/time-of-day';

const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * 60_000;

/**
 * A day and time of day as one number, minutes since 1970-01-01 00:00 of the same wall clock, so times on
 * several days compare and subtract; null when either is not valid. The wall clock ignores summer-time changes
 * (a night's rest across one is off by an hour, which no match day spans).
 * @example planMinute('1970-01-02', '01:30') // 1530
 * @example planMinute('2025-02-30', '09:00') // null
 */
export function planMinute(day: string, time: string): number | null {
  const clock = timeOfDay(time);
  if (!clock || calendarDateError(day, MATCH_DATE_RANGE) !== null) return null;
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 60_000) + clock.hour * 60 + clock.minute;
}

/**
 * The day and time of a plan minute (see planMinute).
 * @example dayAndTime(1530) // { day: '1970-01-02', time: '01:30' }
 */
export function dayAndTime(minute: number): { day: string; time: string } {
  const day = new Date(Math.floor(minute / DAY_MINUTES) * DAY_MS).toISOString().slice(0, 10);
  const ofDay = minuteOfDay(minute);
  return { day, time: `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}` };
}

/**
 * Minutes since midnight of a plan minute (see planMinute).
 * @example minuteOfDay(1530) // 90
 */
export function minuteOfDay(minute: number): number {
  return ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

/**
 * A plan minute as a reason reads it.
 * @example whenText(1530) // '1970-01-02 01:30'
 */
export function whenText(minute: number): string {
  const { day, time } = dayAndTime(minute);
  return `${day} ${time}`;
}
