import ICAL from 'ical.js';

/** One VEVENT as a calendar app reads it (ical.js, a second library beside the gateway's ical-generator). */
export interface FeedEvent {
  uid: string;
  summary: string;
  /** A UTC instant (ISO), or `YYYY-MM-DD` for an all-day event. */
  start: string;
  status: string;
  url: string;
}

/** The events of an iCalendar text, in feed order. */
export function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    return {
      uid: event.uid,
      summary: event.summary,
      start: start.isDate ? start.toString() : start.toJSDate().toISOString(),
      status: String(component.getFirstPropertyValue('status')),
      url: String(component.getFirstPropertyValue('url')),
    };
  });
}

/** How far `zone`'s wall clock is ahead of UTC at `instant` (ms), read from Intl's rendering of that instant. */
function zoneOffsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}

/**
 * The UTC instant of a wall-clock `day` and `time` (HH:MM) in an IANA `zone`, worked out apart from the
 * product's rule (which uses @date-fns/tz): the wall clock read as UTC, less the zone's offset there.
 * @example utcOfWallClock('2025-07-05', '19:30', 'America/New_York') // '2025-07-05T23:30:00.000Z'
 */
export function utcOfWallClock(day: string, time: string, zone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(guess, zone)).toISOString();
}
