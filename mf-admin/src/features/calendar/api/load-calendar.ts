import { matchesRepository, teamsRepository, tournamentsRepository } from 'shared-data';
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
export async function loadCalendar(organizerId: string): Promise<CalendarData> {
  const [matches, tournaments, teams] = await Promise.all([
    matchesRepository.listByOrganizer(organizerId),
    tournamentsRepository.listByOrganizer(organizerId),
    teamsRepository.listByOrganizer(organizerId),
  ]);
  const ids = new Set(tournaments.map((t) => t.id));
  return { matches: matches.filter((m) => ids.has(m.tournamentId)), tournaments, teams };
}
