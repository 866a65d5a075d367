import type { PublicTournamentDocument } from '../competition/public-tournament-document';
import { publicPlayoffRounds, teamSlotLabel } from '../competition/public-tournament-view';
import type { PublicTeamView } from '../competition/public-team-view';
import { isByeMatch } from '../playoffs/playoff-placeholders';
import { matchCalendarEvent, type CalendarEvent, type EventMatch, type EventTournament } from './calendar-event';

/** A calendar feed's content: its name (X-WR-CALNAME) and its events, earliest first. */
export interface CalendarFeed {
  name: string;
  events: CalendarEvent[];
}

/** A match with the team ids its sides show. */
type SidedMatch = EventMatch & { homeTeamId: string; awayTeamId: string };

/** Earliest first (a whole day before that day's kick-offs), then by UID, so the same matches give the same bytes. */
function byStart(a: CalendarEvent, b: CalendarEvent): number {
  const ka = a.time.allDay ? a.time.day : a.time.startISO;
  const kb = b.time.allDay ? b.time.day : b.time.startISO;
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

/** The events of one tournament's matches; a bye is never played, so it has none. */
function eventsOf(matches: readonly SidedMatch[], names: ReadonlyMap<string, string>, tournament: EventTournament, origin: string): CalendarEvent[] {
  return matches.flatMap((match) => {
    if (isByeMatch(match)) return [];
    const sides = { home: teamSlotLabel(match.homeTeamId, names), away: teamSlotLabel(match.awayTeamId, names) };
    const event = matchCalendarEvent(match, sides, tournament, origin);
    return event ? [event] : [];
  });
}

/**
 * A public tournament's feed (GET /calendar/tournaments/:id.ics): one event per dated match, named
 * like the public page names them ("Winner of match 2" until the bracket decides, then the team).
 * `origin` is where the site is served.
 * @example tournamentCalendarFeed(document, 'https://kickoff.example').events.map((e) => e.summary) // ['Rovers 2–1 City', 'City v Rovers']
 */
export function tournamentCalendarFeed(document: Pick<PublicTournamentDocument, 'tournament' | 'matches' | 'teams'>, origin: string): CalendarFeed {
  const { tournament, matches } = document;
  const names = new Map(document.teams.map((team) => [team.id, team.name]));
  // Playoff games show the sides their bracket has decided, as on the public page.
  const decided = new Map(
    matches.some((m) => m.isPlayoff) ? publicPlayoffRounds(tournament, matches).flatMap((round) => round.matches.map((game) => [game.id, game] as const)) : [],
  );
  const sided = matches.map((match) => {
    const game = decided.get(match.id);
    return game ? { ...match, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId } : match;
  });
  return { name: tournament.name, events: eventsOf(sided, names, tournament, origin).sort(byStart) };
}

/**
 * A team's feed (GET /calendar/teams/:id.ics): its matches in every public tournament it plays in (the
 * seasons of its public page, whose sides the bracket already decided), each in its tournament's zone.
 * @example teamCalendarFeed(view, 'https://kickoff.example').name // 'Rovers'
 */
export function teamCalendarFeed(view: Pick<PublicTeamView, 'team' | 'seasons'>, origin: string): CalendarFeed {
  const events = view.seasons.flatMap((season) => {
    const names = new Map(season.teams.map((team) => [team.id, team.name]));
    return eventsOf(season.matches, names, season.tournament, origin);
  });
  return { name: view.team.name, events: events.sort(byStart) };
}
