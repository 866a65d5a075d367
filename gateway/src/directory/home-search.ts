import { searchHome, type OrganizerProfileCard } from 'shared-domain';
import { searchTeamsAndPlayers, type FoundPlayerCard, type FoundTeamCard, type SearchableTeam, type TournamentName } from 'shared-domain/search';
import type { TournamentCard } from './tournament-cards';

/**
 * Everything home search searches: every organizer card, every public tournament card, and every team
 * of a public tournament with its squad and the public tournaments it plays in.
 */
export interface SearchSnapshot {
  organizers: OrganizerProfileCard[];
  tournaments: TournamentCard[];
  teams: SearchableTeam[];
  /** publicTournamentsByTeam of the tournaments: which teams (and so players) may be found. */
  tournamentsByTeam: ReadonlyMap<string, readonly TournamentName[]>;
}

/** A tournament card as home search answers it, naming its organizer (null: unknown organizer). */
type FoundTournament = Omit<TournamentCard, 'visibility' | 'teamIds'> & { organizerName: string | null };

/** A team card as home search answers it, naming its organizer (null: unknown organizer). */
type FoundTeam = FoundTeamCard & { organizerName: string | null };

/** One page of results: GET /api/public/search answers exactly this. */
export interface SearchPage {
  /** Matching organizers of this page, by name (never their sign-in email). */
  organizers: OrganizerProfileCard[];
  /** Matching public tournaments of this page, newest first. */
  tournaments: FoundTournament[];
  /** Matching teams of public tournaments of this page, by name. */
  teams: FoundTeam[];
  /** Matching public players of those teams of this page, by name. */
  players: FoundPlayerCard[];
  /** How many match in all (every page). */
  organizerCount: number;
  tournamentCount: number;
  teamCount: number;
  playerCount: number;
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** A card's place in a list ordered by name: the key the next page starts after. */
type NameKey = { name: string; id: string };
type TimeKey = { createdAtISO: string; id: string };

/** Where the previous page ended in each list: the last card sent, or 'end' once a list is exhausted. */
interface Cursor {
  organizer: NameKey | 'end' | null;
  tournament: TimeKey | 'end' | null;
  team: NameKey | 'end' | null;
  player: NameKey | 'end' | null;
}

const SEARCH_PAGE_SIZE = 24;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const nameOrder = (a: NameKey, b: NameKey) => a.name.localeCompare(b.name) || byId(a, b);
const tournamentOrder = (a: TimeKey, b: TimeKey) => (a.createdAtISO < b.createdAtISO ? 1 : a.createdAtISO > b.createdAtISO ? -1 : 0) || byId(a, b);

/** The cards after `after` in `order` (a keyset page: cards added or removed meanwhile shift nothing). */
function pageAfter<C extends K, K>(sorted: C[], after: K | 'end' | null, order: (a: K, b: K) => number, size: number) {
  if (after === 'end') return { cards: [], next: 'end' as const };
  const rest = after === null ? sorted : sorted.filter((card) => order(card, after) > 0);
  const cards = rest.slice(0, size);
  return { cards, next: rest.length > size ? cards[cards.length - 1]! : ('end' as const) };
}

const pair = (v: unknown): [string, string] | null =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string' ? [v[0], v[1]] : null;

/** One list's place in a cursor: 'end', or the pair [sort key, id]; undefined when it is not one of those. */
function place<K>(v: unknown, key: (p: [string, string]) => K): K | 'end' | undefined {
  if (v === 'end') return 'end';
  const p = pair(v);
  return p ? key(p) : undefined;
}

const nameKey = ([name, id]: [string, string]): NameKey => ({ name, id });

/** An opaque cursor (base64url JSON), or null when `text` is not one this endpoint made. */
export function decodeCursor(text: string | null): Cursor | null {
  if (text === null) return { organizer: null, tournament: null, team: null, player: null };
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { o?: unknown; t?: unknown; m?: unknown; p?: unknown };
    const cursor = {
      organizer: place(parsed.o, nameKey),
      tournament: place(parsed.t, ([createdAtISO, id]): TimeKey => ({ createdAtISO, id })),
      team: place(parsed.m, nameKey),
      player: place(parsed.p, nameKey),
    };
    return Object.values(cursor).some((v) => v === undefined) ? null : (cursor as Cursor);
  } catch {
    return null;
  }
}

function encodeCursor(next: { o: NameKey | 'end'; t: TimeKey | 'end'; m: NameKey | 'end'; p: NameKey | 'end' }): string | null {
  if (Object.values(next).every((v) => v === 'end')) return null;
  const byName = (v: NameKey | 'end') => (v === 'end' ? v : [v.name, v.id]);
  const t = next.t === 'end' ? next.t : [next.t.createdAtISO, next.t.id];
  return Buffer.from(JSON.stringify({ o: byName(next.o), t, m: byName(next.m), p: byName(next.p) }), 'utf8').toString('base64url');
}

/**
 * One page of home search over the snapshot (spec §2, by shared-domain's searchHome and
 * searchTeamsAndPlayers: case-insensitive substring of the trimmed text; organizers by name; public
 * tournaments by their name or their organizer's name; teams of public tournaments by name, their public
 * players by full name). Each list pages on its own, `size` cards at a time.
 * @returns null for blank text (nothing to search)
 * @example searchPage(snapshot, 'cup', decodeCursor(null)!) // { organizers: [], tournaments: [{ name: 'Spring Cup', organizerName: 'Riverside FA', ... }], teams: [], players: [], ... }
 */
export function searchPage(snapshot: SearchSnapshot, text: string, cursor: Cursor, size = SEARCH_PAGE_SIZE): SearchPage | null {
  const found = searchHome(text, snapshot.organizers, snapshot.tournaments);
  const people = searchTeamsAndPlayers(text, snapshot.teams, snapshot.tournamentsByTeam);
  if (!found || !people) return null;
  const organizers = pageAfter(found.organizers.sort(nameOrder), cursor.organizer, nameOrder, size);
  const tournaments = pageAfter(found.tournaments.sort(tournamentOrder), cursor.tournament, tournamentOrder, size);
  const teams = pageAfter(people.teams, cursor.team, nameOrder, size);
  const players = pageAfter(people.players, cursor.player, nameOrder, size);
  const names = new Map(snapshot.organizers.map((o) => [o.id, o.name]));
  const organizerName = (id: string) => names.get(id) ?? null;
  return {
    organizers: organizers.cards,
    tournaments: tournaments.cards.map(({ visibility: _public, teamIds: _teams, ...card }) => ({ ...card, organizerName: organizerName(card.organizerId) })),
    teams: teams.cards.map((team) => ({ ...team, organizerName: organizerName(team.organizerId) })),
    players: players.cards,
    organizerCount: found.organizers.length,
    tournamentCount: found.tournaments.length,
    teamCount: people.teams.length,
    playerCount: people.players.length,
    nextCursor: encodeCursor({ o: organizers.next, t: tournaments.next, m: teams.next, p: players.next }),
  };
}
