import { isPublicVisibility, type Organizer, type Tournament } from 'shared-domain';

export interface HomeResults {
  organizers: Organizer[];
  tournaments: { tournament: Tournament; organizerName: string | null }[];
}

/**
 * Spec §2 "Home": organizers by name; public tournaments by tournament or organizer name;
 * case-insensitive substring; nothing for an empty query.
 */
export function searchHome(query: string, organizers: Organizer[], tournaments: Tournament[]): HomeResults {
  const needle = query.trim().toLowerCase();
  if (!needle) return { organizers: [], tournaments: [] };
  const names = new Map(organizers.map((o) => [o.id, o.name]));
  return {
    organizers: organizers.filter((o) => o.name.toLowerCase().includes(needle)),
    tournaments: tournaments
      .filter((t) => isPublicVisibility(t.visibility))
      .map((tournament) => ({ tournament, organizerName: names.get(tournament.organizerId) ?? null }))
      .filter(
        ({ tournament, organizerName }) =>
          tournament.name.toLowerCase().includes(needle) || (organizerName ?? '').toLowerCase().includes(needle),
      ),
  };
}
