/**
 * A match time as stored (`HH:MM`, 00:00 to 23:59): what the time select writes, what a fixtures CSV may give
 * and what the gateway lets browsers store.
 */
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The hour and minute of a stored time of day, or null when `text` is not one.
 * @example timeOfDay('19:30') // { hour: 19, minute: 30 }
 * @example timeOfDay('24:00') // null
 */
export function timeOfDay(text: string): { hour: number; minute: number } | null {
  const parts = TIME_OF_DAY.exec(text);
  return parts ? { hour: Number(parts[1]), minute: Number(parts[2]) } : null;
}

/**
 * Whether `text` is a time of day written `HH:MM`.
 * @example isTimeOfDay('07:05') // true
 * @example isTimeOfDay('7:05') // false
 */
export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}
