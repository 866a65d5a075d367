import type { OrganizerProfileCard } from 'shared-domain';
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

/** A team of a public tournament as home search lists it, with its organizer's name and (some of) its public tournaments, newest first. */
export interface FoundTeam {
  id: string;
  name: string;
  organizerId: string;
  organizerName: string | null;
  logo?: string;
  tournaments: { id: string; name: string }[];
}

/** A public player as home search lists them, with their team. */
export interface FoundPlayer {
  id: string;
  name: string;
  position: string;
  teamId: string;
  teamName: string;
}

/** One page of home search (GET /api/public/search): each list pages on its own. */
export interface HomeSearchPage {
  /** Matching organizers of this page, by name: their public card, never their sign-in email. */
  organizers: OrganizerProfileCard[];
  /** Matching public tournaments of this page, newest first. */
  tournaments: FoundTournament[];
  /** Matching teams of public tournaments of this page, by name. */
  teams: FoundTeam[];
  /** Matching public players of this page, by name. */
  players: FoundPlayer[];
  /** How many match in all pages. */
  organizerCount: number;
  tournamentCount: number;
  teamCount: number;
  playerCount: number;
  /** The next page's cursor (opaque); null on the last page. */
  nextCursor: string | null;
}

/** Where home search pages come from: the gateway, or an in-memory world in tests and stories (testing/storage-home-search.ts). */
export type HomeSearchSource = (text: string, cursor: string | null) => Promise<HomeSearchPage>;

/** The gateway searches what it keeps in memory, or reads it in two requests (no Scan). */
const fetchHomeSearch: HomeSearchSource = async (text, cursor) => {
  const query = new URLSearchParams({ q: text, ...(cursor === null ? {} : { cursor }) });
  const page = await fetchPublicDocument<HomeSearchPage>(`/api/public/search?${query}`, 'Search results');
  if (!page) throw new Error('Search results could not be loaded (404).');
  return page;
};

let source: HomeSearchSource = fetchHomeSearch;

/** Installs another source (the in-memory world does); null restores the gateway, the default. */
export function setHomeSearchSource(next: HomeSearchSource | null): void {
  source = next ?? fetchHomeSearch;
}

/**
 * One page of home search (spec §2): organizers by name, public tournaments by their name or their
 * organizer's name, teams of public tournaments by name and their public players by name (issue 23),
 * case-insensitive substring. `cursor` is the previous page's nextCursor (null: the first).
 */
export function searchPublicDirectory(text: string, cursor: string | null = null): Promise<HomeSearchPage> {
  return source(text, cursor);
}
