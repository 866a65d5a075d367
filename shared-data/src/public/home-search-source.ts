import { searchHome, type Organizer, type Tournament } from 'shared-domain';
import type { StoragePort } from '../storage/storage-port';
import { fetchPublicDocument } from './public-fetch';

/** A public tournament as home search lists it, naming its organizer (null: unknown organizer). */
export interface FoundTournament {
  id: string;
  name: string;
  organizerId: string;
  organizerName: string | null;
  createdAtISO: string;
  logo?: string;
  /** The venue's name. */
  locationName?: string;
}

/** One page of home search (GET /api/public/search): each list pages on its own. */
export interface HomeSearchPage {
  /** Matching organizers of this page, by name. */
  organizers: Organizer[];
  /** Matching public tournaments of this page, newest first. */
  tournaments: FoundTournament[];
  /** How many match in all pages. */
  organizerCount: number;
  tournamentCount: number;
  /** The next page's cursor (opaque); null on the last page. */
  nextCursor: string | null;
}

/** Where home search pages come from: the gateway, or an in-memory world in tests and stories. */
type HomeSearchSource = (text: string, cursor: string | null) => Promise<HomeSearchPage>;

/** The gateway searches what it keeps in memory, or reads it in two requests (no Scan). */
const fetchHomeSearch: HomeSearchSource = async (text, cursor) => {
  const query = new URLSearchParams({ q: text, ...(cursor === null ? {} : { cursor }) });
  const page = await fetchPublicDocument<HomeSearchPage>(`/api/public/search?${query}`, 'Search results');
  if (!page) throw new Error('Search results could not be loaded (404).');
  return page;
};

/** Cards per list and page: the gateway pages the same way. */
const PAGE_SIZE = 24;

/**
 * The same pages from a storage port, for in-memory worlds (which may scan: they are small and local),
 * by the same rule (searchHome) and order; the cursor is the offsets reached, "<organizers>:<tournaments>".
 */
export function storageHomeSearch(port: StoragePort, pageSize = PAGE_SIZE): HomeSearchSource {
  return async (text, cursor) => {
    const [organizers, tournaments] = await Promise.all([
      port.scan<Organizer>('organizers'),
      port.query<Tournament>('tournaments', { index: 'visibility-index', equals: { visibility: 'public' }, descending: true }),
    ]);
    const found = searchHome(text, organizers, tournaments) ?? { organizers: [], tournaments: [] };
    const [o, t] = (cursor ?? '0:0').split(':').map(Number) as [number, number];
    const names = new Map(organizers.map((organizer) => [organizer.id, organizer.name]));
    const sorted = found.organizers.sort((a, b) => a.name.localeCompare(b.name));
    const next = [Math.min(o + pageSize, sorted.length), Math.min(t + pageSize, found.tournaments.length)] as const;
    return {
      organizers: sorted.slice(o, next[0]),
      tournaments: found.tournaments.slice(t, next[1]).map(({ id, name, organizerId, createdAtISO, logo, location }) => ({
        id,
        name,
        organizerId,
        organizerName: names.get(organizerId) ?? null,
        createdAtISO,
        ...(logo ? { logo } : {}),
        ...(location?.name ? { locationName: location.name } : {}),
      })),
      organizerCount: sorted.length,
      tournamentCount: found.tournaments.length,
      nextCursor: next[0] < sorted.length || next[1] < found.tournaments.length ? `${next[0]}:${next[1]}` : null,
    };
  };
}

let source: HomeSearchSource = fetchHomeSearch;

/** Installs another source (the in-memory world does); null restores the gateway, the default. */
export function setHomeSearchSource(next: HomeSearchSource | null): void {
  source = next ?? fetchHomeSearch;
}

/**
 * One page of home search (spec §2): organizers by name, public tournaments by their name or their
 * organizer's name, case-insensitive substring. `cursor` is the previous page's nextCursor (null: the first).
 */
export function searchPublicDirectory(text: string, cursor: string | null = null): Promise<HomeSearchPage> {
  return source(text, cursor);
}
