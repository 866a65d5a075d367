import { searchHome, type Organizer, type OrganizerProfileCard, type Team, type Tournament } from 'shared-domain';
import { organizerProfileCard, publicTournamentsByTeam, searchTeamsAndPlayers } from 'shared-domain/search';
import type { HomeSearchSource } from '../public/home-search-source';
import type { StoragePort } from '../storage/storage-port';

/** Cards per list and page: the gateway pages the same way. */
const PAGE_SIZE = 24;

/** One list's page from the offset reached, and the offset after it. */
function slice<T>(list: readonly T[], from: number, size: number): { cards: T[]; next: number } {
  const next = Math.min(from + size, list.length);
  return { cards: list.slice(from, next), next };
}

/**
 * Home search's pages from a storage port, for in-memory worlds (which may scan: they are small and
 * local), by the same rules (searchHome, searchTeamsAndPlayers) and order as the gateway; the cursor is
 * the offsets reached, "<organizers>:<tournaments>:<teams>:<players>".
 */
export function storageHomeSearch(port: StoragePort, pageSize = PAGE_SIZE): HomeSearchSource {
  return async (text, cursor) => {
    const [stored, tournaments, teams] = await Promise.all([
      port.scan<Organizer>('organizers'),
      port.query<Tournament>('tournaments', { index: 'visibility-index', equals: { visibility: 'public' }, descending: true }),
      port.scan<Team>('teams'),
    ]);
    const organizers = stored.map(organizerProfileCard).filter((card): card is OrganizerProfileCard => card !== null);
    const found = searchHome(text, organizers, tournaments) ?? { organizers: [], tournaments: [] };
    const people = searchTeamsAndPlayers(text, teams, publicTournamentsByTeam(tournaments)) ?? { teams: [], players: [] };
    const [o, t, m, p] = (cursor ?? '0:0:0:0').split(':').map(Number) as [number, number, number, number];
    const names = new Map(organizers.map((organizer) => [organizer.id, organizer.name]));
    const organizerName = (id: string) => names.get(id) ?? null;
    const pages = {
      organizers: slice(found.organizers.sort((a, b) => a.name.localeCompare(b.name)), o, pageSize),
      tournaments: slice(found.tournaments, t, pageSize),
      teams: slice(people.teams, m, pageSize),
      players: slice(people.players, p, pageSize),
    };
    const more = pages.organizers.next < found.organizers.length || pages.tournaments.next < found.tournaments.length || pages.teams.next < people.teams.length || pages.players.next < people.players.length;
    return {
      organizers: pages.organizers.cards,
      tournaments: pages.tournaments.cards.map(({ id, name, organizerId, createdAtISO, logo, location }) => ({
        id,
        name,
        organizerId,
        organizerName: organizerName(organizerId),
        createdAtISO,
        ...(logo ? { logo } : {}),
        ...(location?.name ? { locationName: location.name } : {}),
      })),
      teams: pages.teams.cards.map((team) => ({ ...team, organizerName: organizerName(team.organizerId) })),
      players: pages.players.cards,
      organizerCount: found.organizers.length,
      tournamentCount: found.tournaments.length,
      teamCount: people.teams.length,
      playerCount: people.players.length,
      nextCursor: more ? [pages.organizers.next, pages.tournaments.next, pages.teams.next, pages.players.next].join(':') : null,
    };
  };
}
