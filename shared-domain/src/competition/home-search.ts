import type { Organizer } from '../organizer/entities';
import type { Tournament } from './entities';
import { isPublicVisibility } from './visibility';

/** Home search results (spec §2). */
export interface HomeSearchResults<O = Organizer, T = Tournament> {
  organizers: O[];
  tournaments: T[];
}

/**
 * Home search (spec §2): case-insensitive substring; organizers by name; public tournaments by their
 * name or their organizer's name. An empty (blank) query gives null: the welcome panel shows instead.
 * Any card shapes with these fields do (the gateway searches card projections).
 * @example searchHome('cup', organizers, tournaments) // { organizers: [...], tournaments: [...] }
 */
export function searchHome<O extends Pick<Organizer, 'id' | 'name'> = Organizer, T extends Pick<Tournament, 'name' | 'organizerId' | 'visibility'> = Tournament>(
  query: string,
  organizers: readonly O[],
  tournaments: readonly T[],
): HomeSearchResults<O, T> | null {
  const q = query.trim().toLowerCase();
  if (q === '') return null;
  const nameById = new Map(organizers.map((o) => [o.id, o.name]));
  const matches = (s: string | undefined) => (s ?? '').toLowerCase().includes(q);
  return {
    organizers: organizers.filter((o) => matches(o.name)),
    tournaments: tournaments.filter((t) => isPublicVisibility(t.visibility) && (matches(t.name) || matches(nameById.get(t.organizerId)))),
  };
}

/**
 * Dashboard quick stats (spec §2): players are summed over teams, matches over tournaments.
 * @example dashboardCounts({ organizers: 2, teams, tournaments: 3, matches: 40 }) // { organizers: 2, teams: 4, tournaments: 3, matches: 40, players: 61 }
 */
export function dashboardCounts(input: {
  organizers?: number;
  teams: readonly { players?: readonly unknown[] }[];
  tournaments: number;
  matches: number;
}): { organizers?: number; teams: number; tournaments: number; matches: number; players: number } {
  const counts: { organizers?: number; teams: number; tournaments: number; matches: number; players: number } = {
    teams: input.teams.length,
    tournaments: input.tournaments,
    matches: input.matches,
    players: input.teams.reduce((sum, t) => sum + (t.players?.length ?? 0), 0),
  };
  if (input.organizers !== undefined) counts.organizers = input.organizers;
  return counts;
}
