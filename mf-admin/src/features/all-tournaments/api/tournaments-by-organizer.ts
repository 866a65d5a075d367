import type { Organizer, Tournament } from 'shared-domain';

/** What a tournament whose organizer card is missing shows as its organizer (as the home cards say). */
const UNKNOWN_ORGANIZER = 'Unknown';

/** Every organizer's tournaments with the name of the organizer each belongs to. */
export interface TournamentsByOrganizer {
  tournaments: Tournament[];
  organizerName: (tournament: Tournament) => string;
}

/**
 * Names each tournament's organizer and orders the list by organizer name, then tournament name, so
 * one organizer's tournaments sit together.
 *
 * @example tournamentsByOrganizer([{ name: 'Cup', organizerId: 'o1', … }], [{ id: 'o1', name: 'Albion', … }]).organizerName(cup) // 'Albion'
 */
export function tournamentsByOrganizer(tournaments: readonly Tournament[], organizers: readonly Organizer[]): TournamentsByOrganizer {
  const names = new Map(organizers.map((organizer) => [organizer.id, organizer.name]));
  const organizerName = (tournament: Tournament) => names.get(tournament.organizerId) ?? UNKNOWN_ORGANIZER;
  const sorted = [...tournaments].sort((a, b) => organizerName(a).localeCompare(organizerName(b)) || a.name.localeCompare(b.name));
  return { tournaments: sorted, organizerName };
}
