import { searchHome, type Organizer } from 'shared-domain';
import type { TournamentCard } from './tournament-cards';

/** Everything home search searches: every organizer card and every public tournament card. */
export interface SearchSnapshot {
  organizers: Organizer[];
  tournaments: TournamentCard[];
}

/** A tournament card as home search answers it, naming its organizer (null: unknown organizer). */
type FoundTournament = Omit<TournamentCard, 'visibility'> & { organizerName: string | null };

/** One page of results: GET /api/public/search answers exactly this. */
export interface SearchPage {
  /** Matching organizers of this page, by name. */
  organizers: Organizer[];
  /** Matching public tournaments of this page, newest first. */
  tournaments: FoundTournament[];
  /** How many match in all (every page). */
  organizerCount: number;
  tournamentCount: number;
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** Where the previous page ended in each list: the last card sent, or 'end' once a list is exhausted. */
interface Cursor {
  organizer: { name: string; id: string } | 'end' | null;
  tournament: { createdAtISO: string; id: string } | 'end' | null;
}

const SEARCH_PAGE_SIZE = 24;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const organizerOrder = (a: Pick<Organizer, 'name' | 'id'>, b: Pick<Organizer, 'name' | 'id'>) => a.name.localeCompare(b.name) || byId(a, b);
const tournamentOrder = (a: Pick<TournamentCard, 'createdAtISO' | 'id'>, b: Pick<TournamentCard, 'createdAtISO' | 'id'>) =>
  (a.createdAtISO < b.createdAtISO ? 1 : a.createdAtISO > b.createdAtISO ? -1 : 0) || byId(a, b);

/** The cards after `after` in `order` (a keyset page: cards added or removed meanwhile shift nothing). */
function pageAfter<C extends { id: string }, K>(sorted: C[], after: K | 'end' | null, order: (a: C | K, b: C | K) => number, size: number) {
  if (after === 'end') return { cards: [], next: 'end' as const };
  const rest = after === null ? sorted : sorted.filter((card) => order(card, after) > 0);
  const cards = rest.slice(0, size);
  return { cards, next: rest.length > size ? cards[cards.length - 1]! : ('end' as const) };
}

/** An opaque cursor (base64url JSON), or null when `text` is not one this endpoint made. */
export function decodeCursor(text: string | null): Cursor | null {
  if (text === null) return { organizer: null, tournament: null };
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { o?: unknown; t?: unknown };
    const organizer = parsed.o === 'end' ? 'end' : pair(parsed.o);
    const tournament = parsed.t === 'end' ? 'end' : pair(parsed.t);
    if (organizer === null || tournament === null) return null;
    return {
      organizer: organizer === 'end' ? organizer : { name: organizer[0], id: organizer[1] },
      tournament: tournament === 'end' ? tournament : { createdAtISO: tournament[0], id: tournament[1] },
    };
  } catch {
    return null;
  }
}

const pair = (v: unknown): [string, string] | null =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string' ? [v[0], v[1]] : null;

function encodeCursor(organizer: Organizer | 'end', tournament: TournamentCard | 'end'): string | null {
  if (organizer === 'end' && tournament === 'end') return null;
  const o = organizer === 'end' ? 'end' : [organizer.name, organizer.id];
  const t = tournament === 'end' ? 'end' : [tournament.createdAtISO, tournament.id];
  return Buffer.from(JSON.stringify({ o, t }), 'utf8').toString('base64url');
}

/**
 * One page of home search over the snapshot (spec §2, by shared-domain's searchHome: case-insensitive
 * substring; organizers by name; public tournaments by their name or their organizer's name). Each list
 * pages on its own, `size` cards at a time.
 * @returns null for blank text (nothing to search)
 * @example searchPage(snapshot, 'cup', decodeCursor(null)!) // { organizers: [], tournaments: [{ name: 'Spring Cup', organizerName: 'Riverside FA', ... }], ... }
 */
export function searchPage(snapshot: SearchSnapshot, text: string, cursor: Cursor, size = SEARCH_PAGE_SIZE): SearchPage | null {
  const found = searchHome(text, snapshot.organizers, snapshot.tournaments);
  if (!found) return null;
  const organizers = pageAfter(found.organizers.sort(organizerOrder), cursor.organizer, organizerOrder, size);
  const tournaments = pageAfter(found.tournaments.sort(tournamentOrder), cursor.tournament, tournamentOrder, size);
  const names = new Map(snapshot.organizers.map((o) => [o.id, o.name]));
  return {
    organizers: organizers.cards,
    tournaments: tournaments.cards.map(({ visibility: _public, ...card }) => ({ ...card, organizerName: names.get(card.organizerId) ?? null })),
    organizerCount: found.organizers.length,
    tournamentCount: found.tournaments.length,
    nextCursor: encodeCursor(organizers.next, tournaments.next),
  };
}
