import type { Match } from '../match/entities';
import { timeOfDay } from '../match/time-of-day';
import { tournamentTimeZone } from '../competition/tournament-time-zone';

/** Said instead of a kick-off time a match does not have (an imported result without one, say): never an invented 12:00. */
const TIME_TO_BE_CONFIRMED = { long: 'Time to be confirmed', short: 'TBC' } as const;

/** A match's kick-off as public pages show it, in the tournament's time zone. */
export interface KickoffText {
  /** The day in the reader's locale: "Fri, Aug 5, 2022" (en-US). */
  day: string;
  /** The time with its zone: "20:00 BST"; "Time to be confirmed" (or "TBC") when the match has no time. */
  time: string;
  /** Both on one line: "Fri, Aug 5, 2022, 20:00 BST" or "Fri, Aug 5, 2022 · Time to be confirmed". */
  text: string;
}

interface KickoffOptions {
  /** BCP 47 tag; the reader's locale when omitted. */
  locale?: string;
  /** Where space is short (bracket cards, the widget's kick-off line): "TBC" instead of "Time to be confirmed". */
  short?: boolean;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = 60_000;
/** A zone name that is only an offset ("GMT+1", "UTC−5"): a named abbreviation reads better when one exists. */
const OFFSET_NAME = /^(?:GMT|UTC)[+\-\u2212]/;

/** Formats made once per locale, zone and kind: a season's fixture list asks for hundreds of kick-offs. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(kind: 'wall' | 'zone' | 'day', locale: string | undefined, zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${locale ?? ''} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      wall: { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
      zone: { timeZone: zone, timeZoneName: 'short' },
      day: { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
    };
    format = new Intl.DateTimeFormat(locale, options[kind]);
    formats.set(key, format);
  }
  return format;
}

/** The wall clock of `instant` in `zone`: its day as a UTC midnight, and its hour and minute. */
function wallClockOf(instant: number, zone: string): { day: number; hour: number; minute: number } {
  const parts = formatOf('wall', 'en-US', zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: Date.UTC(part('year'), part('month') - 1, part('day')), hour: part('hour'), minute: part('minute') };
}

/** How far `zone`'s wall clock is ahead of UTC at `instant` (whole minutes). */
function zoneOffset(instant: number, zone: string): number {
  const wall = wallClockOf(instant, zone);
  return wall.day + (wall.hour * 60 + wall.minute) * MINUTE - Math.floor(instant / MINUTE) * MINUTE;
}

/** The instant a wall-clock time (given as if it were UTC) has in `zone`: the offset read twice, so summer time's changes fall right. */
function instantOf(wall: number, zone: string): number {
  return wall - zoneOffset(wall - zoneOffset(wall, zone), zone);
}

/**
 * The zone's short name at `instant`: the reader's locale's abbreviation ("BST", "CEST"), else the
 * English one ("EDT"), else the offset ("GMT+5:30"); summer time gives the summer name.
 */
function zoneLabel(instant: number, zone: string, locale: string | undefined): string {
  const names = [locale, 'en-US', 'en-GB'].map((tag) => formatOf('zone', tag, zone).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? zone);
  return names.find((name) => !OFFSET_NAME.test(name)) ?? names[0]!;
}

/** The calendar day (as a UTC midnight) and the time (minutes into it, or null) a stored date and time stand for in `zone`. */
function storedKickoff(dateISO: string, time: string | undefined, zone: string): { day: number; minutes: number | null } | null {
  const day = CALENDAR_DAY.exec(dateISO);
  if (!day) {
    // An older value with a time of day in it is an instant: read in the tournament's zone.
    const instant = Date.parse(dateISO);
    if (Number.isNaN(instant)) return null;
    const wall = wallClockOf(instant, zone);
    return { day: wall.day, minutes: wall.hour * 60 + wall.minute };
  }
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const midnight = new Date(Date.UTC(2000, month - 1, date)).setUTCFullYear(year);
  const check = new Date(midnight);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  const clock = time === undefined ? null : timeOfDay(time.trim());
  return { day: midnight, minutes: clock ? clock.hour * 60 + clock.minute : null };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The one kick-off text of the public pages (fixture lists, team pages, the match page, the widget):
 * the match's day in the reader's locale and its time as stored, which is the wall clock of the
 * tournament's time zone (`tournamentTimeZone`: older tournaments read as UTC), labelled with that zone's
 * short name at that moment ("BST" in summer, "GMT" in winter). A match with a date and no time says
 * "Time to be confirmed" ("TBC" when `short`): nothing invents a time. Null without a usable date.
 * @example kickoffText({ dateISO: '2022-08-05', time: '20:00' }, 'Europe/London', { locale: 'en-GB' })
 * // { day: 'Fri, 5 Aug 2022', time: '20:00 BST', text: 'Fri, 5 Aug 2022, 20:00 BST' }
 * @example kickoffText({ dateISO: '2022-08-05' }, 'Europe/London', { locale: 'en-GB' })?.text // 'Fri, 5 Aug 2022 · Time to be confirmed'
 */
export function kickoffText(match: Pick<Match, 'dateISO' | 'time'>, timeZone: string | null | undefined, options: KickoffOptions = {}): KickoffText | null {
  if (!match.dateISO) return null;
  const zone = tournamentTimeZone({ timeZone: timeZone ?? undefined });
  const kickoff = storedKickoff(match.dateISO, match.time, zone);
  if (!kickoff) return null;
  const day = formatOf('day', options.locale, 'UTC').format(kickoff.day);
  if (kickoff.minutes === null) {
    const time = TIME_TO_BE_CONFIRMED[options.short ? 'short' : 'long'];
    return { day, time, text: `${day} · ${time}` };
  }
  const instant = instantOf(kickoff.day + kickoff.minutes * MINUTE, zone);
  const time = `${two(Math.floor(kickoff.minutes / 60))}:${two(kickoff.minutes % 60)} ${zoneLabel(instant, zone, options.locale)}`;
  return { day, time, text: `${day}, ${time}` };
}
