import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarEvent, CalendarFeed } from 'shared-domain/calendar-feeds';

/** How often a subscribed calendar is asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

const STATUS: Record<CalendarEvent['status'], ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** The event's start and end as ical-generator takes them: UTC instants, or a day (DTSTART;VALUE=DATE) whose end is implied. */
function when(time: CalendarEvent['time']): { start: Date; end?: Date; allDay: boolean } {
  if (!time.allDay) return { start: new Date(time.startISO), end: new Date(time.endISO), allDay: false };
  const [year, month, day] = time.day.split('-').map(Number) as [number, number, number];
  // Without a calendar time zone ical-generator writes a day from the UTC fields of the date.
  return { start: new Date(Date.UTC(year, month - 1, day)), allDay: true };
}

/**
 * The iCalendar text (RFC 5545) of a feed the domain made (tournamentCalendarFeed, teamCalendarFeed):
 * times in UTC (`Z`), no VTIMEZONE needed. Nothing in it depends on the moment it is written, so the
 * same feed gives the same bytes and ETag.
 */
export function icsBody(feed: CalendarFeed): string {
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'KickOff Hub', product: 'Match calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const event of feed.events) {
    calendar.createEvent({
      id: event.uid,
      ...when(event.time),
      stamp: new Date(event.stampISO),
      summary: event.summary,
      description: event.description || null,
      location: event.location,
      url: event.url,
      status: STATUS[event.status],
    });
  }
  return calendar.toString();
}
