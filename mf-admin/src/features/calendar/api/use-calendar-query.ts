import { useQuery } from '@tanstack/react-query';
import { matchesRepository, queryKeys, screenState, type ScreenState, teamsRepository, tournamentsRepository } from 'shared-data';
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
  const matches = useQuery({ queryKey: queryKeys.organizerMatches(organizerId), queryFn: () => matchesRepository.listByOrganizer(organizerId) });
  const tournaments = useQuery({ queryKey: queryKeys.tournaments(organizerId), queryFn: () => tournamentsRepository.listByOrganizer(organizerId) });
  const teams = useQuery({ queryKey: queryKeys.teams(organizerId), queryFn: () => teamsRepository.listByOrganizer(organizerId) });
  return screenState([matches, tournaments, teams], () => {
    const ids = new Set((tournaments.data ?? []).map((t) => t.id));
    return { matches: (matches.data ?? []).filter((m) => ids.has(m.tournamentId)), tournaments: tournaments.data ?? [], teams: teams.data ?? [] };
  });
}
