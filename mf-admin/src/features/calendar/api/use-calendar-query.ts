import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import type { Match, Team, Tournament } from 'shared-domain';

export interface CalendarData {
  matches: Match[];
  tournaments: Tournament[];
  teams: Team[];
}

/**
 * The organizer's matches with the names the calendar shows. Matches whose tournament is not (or no
 * longer) one of the organizer's are left out, so a half-finished delete never shows ghosts.
 */
export function useCalendarQuery(organizerId: string): ScreenState<CalendarData> {
  const matches = useQuery(queries.organizerMatches(organizerId));
  const tournaments = useQuery(queries.tournaments(organizerId));
  const teams = useQuery(queries.teams(organizerId));
  return screenState([matches, tournaments, teams], () => {
    const ids = new Set((tournaments.data ?? []).map((t) => t.id));
    return { matches: (matches.data ?? []).filter((m) => ids.has(m.tournamentId)), tournaments: tournaments.data ?? [], teams: teams.data ?? [] };
  });
}
