import type { Match, MatchStatus } from '../match/entities';
import { penaltiesText, type KnockoutResultLike } from '../match/penalties';
import { isScored } from '../match/scores';
import type { Tournament } from '../competition/entities';
import { tournamentTimeZone } from '../competition/tournament-time-zone';
import { publicMatchPagePath } from '../calendar/calendar-links';
import { matchPlace } from '../kickoff/match-place';
import { matchEventTime, type CalendarEventTime } from './event-time';

/** RFC 5545 STATUS values of an event. */
type CalendarEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** One match as a calendar event (a VEVENT): every field a feed writes. */
export interface CalendarEvent {
  /** Stable for the match whatever changes in it, so a calendar updates the event instead of adding one. */
  uid: string;
  time: CalendarEventTime;
  summary: string;
  /** Where the match is played: its pitch ("Pitch 2 · Riverside Park", issue 25), else its venue, else the tournament's location; null when none is known. */
  location: string | null;
  /** The public match page, absolute. */
  url: string;
  status: CalendarEventStatus;
  /** The tournament's name (a team's feed mixes tournaments). */
  description: string;
  /**
   * DTSTAMP: the tournament's creation, not the time of the request, so an unchanged tournament gives
   * the same feed bytes (and ETag) and a calendar's poll costs a 304.
   */
  stampISO: string;
}

/** What an event reads of a match (a public document's or a team season's match). */
export type EventMatch = Pick<Match, 'id'> & Partial<Pick<Match, 'dateISO' | 'time' | 'venue' | 'status' | 'pitchId'>> & KnockoutResultLike;

/** What an event reads of its tournament. */
export type EventTournament = Pick<Tournament, 'id' | 'name'> & Partial<Pick<Tournament, 'createdAtISO' | 'timeZone' | 'location' | 'venues'>>;

const STATUS_OF: Readonly<Record<MatchStatus, CalendarEventStatus>> = {
  scheduled: 'CONFIRMED',
  live: 'CONFIRMED',
  finished: 'CONFIRMED',
  // Postponed keeps its old date until a new one is set: the kick-off is not certain.
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/**
 * The event status of a stored match status: cancelled → CANCELLED, postponed → TENTATIVE, anything
 * else (none, scheduled, live, finished, an unknown value) → CONFIRMED.
 * @example calendarEventStatus('postponed') // 'TENTATIVE'
 * @example calendarEventStatus(undefined) // 'CONFIRMED'
 */
function calendarEventStatus(status: unknown): CalendarEventStatus {
  return typeof status === 'string' && Object.hasOwn(STATUS_OF, status) ? STATUS_OF[status as MatchStatus] : 'CONFIRMED';
}

/**
 * An event's title: "Home v Away"; once both goals are set, the score between the names as the public
 * fixtures show it ("Home 2–1 Away"), with a decided shoot-out after it.
 * @example matchEventSummary('Rovers', 'City', {}) // 'Rovers v City'
 * @example matchEventSummary('Rovers', 'City', { homeGoals: 2, awayGoals: 1 }) // 'Rovers 2–1 City'
 * @example matchEventSummary('Rovers', 'City', { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }) // 'Rovers 1–1 City (4–3 pens)'
 */
function matchEventSummary(home: string, away: string, match: KnockoutResultLike): string {
  if (!isScored(match)) return `${home} v ${away}`;
  const pens = penaltiesText(match);
  return `${home} ${match.homeGoals}–${match.awayGoals} ${away}${pens ? ` ${pens}` : ''}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The host of an origin (`https://kickoff.example:8443` → `kickoff.example:8443`). */
const hostOf = (origin: string): string => origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/.*$/, '');

const EPOCH_ISO = '1970-01-01T00:00:00.000Z';

/**
 * A match's calendar event (issue 13), or null when the match has no usable date. `sides` are the names
 * to print (playoff sides as the bracket decided them); `origin` is where the site is served
 * (`https://kickoff.example`): the event links the public match page there and its UID names the host,
 * `<matchId>.<tournamentId>@<host>`, so it never depends on the match's time or result.
 * @example matchCalendarEvent({ id: 'm1', dateISO: '2025-07-05', time: '19:30', status: 'cancelled' }, { home: 'Rovers', away: 'City' }, { id: 't1', name: 'Cup', timeZone: 'Europe/London' }, 'https://kickoff.example')
 * // { uid: 'm1.t1@kickoff.example', time: { allDay: false, startISO: '2025-07-05T18:30:00.000Z', endISO: '2025-07-05T20:30:00.000Z' }, summary: 'Rovers v City', location: null,
 * //   url: 'https://kickoff.example/public/tournaments/t1/matches/m1', status: 'CANCELLED', description: 'Cup', stampISO: '1970-01-01T00:00:00.000Z' }
 */
export function matchCalendarEvent(match: EventMatch, sides: { home: string; away: string }, tournament: EventTournament, origin: string): CalendarEvent | null {
  const time = matchEventTime(match, tournamentTimeZone(tournament));
  if (!time) return null;
  const site = origin.replace(/\/+$/, '');
  const created = text(tournament.createdAtISO);
  return {
    uid: `${match.id}.${tournament.id}@${hostOf(site)}`,
    time,
    summary: matchEventSummary(sides.home, sides.away, match),
    location: matchPlace(match, tournament) || text(match.venue) || text(tournament.location?.name) || null,
    url: `${site}${publicMatchPagePath(tournament.id, match.id)}`,
    status: calendarEventStatus(match.status),
    description: text(tournament.name),
    stampISO: Number.isNaN(Date.parse(created)) ? EPOCH_ISO : new Date(Date.parse(created)).toISOString(),
  };
}
