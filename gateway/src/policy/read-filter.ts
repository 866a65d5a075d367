import { isPublicVisibility } from 'shared-domain';
import type { ItemRuleKind } from './policy-table';
import { isObject, stringValue, type JsonObject } from './request-shape';

/** What the gateway needs to know about a tournament to decide who sees its matches. */
export interface TournamentFacts {
  organizerId?: unknown;
  visibility?: unknown;
}

/** Looks up tournaments by id, fresh from the table (consistent reads, no cache): a switch to private acts at once. */
type TournamentLookup = (ids: string[]) => Promise<Map<string, TournamentFacts>>;

/** The organizer attribute that is its sign-in name, read by nobody but the organizer itself (and the super admin). */
export const SIGN_IN_EMAIL = 'email';
/** The organizer's referees (issue 25), with their contacts: the organizer's alone too. */
const ORGANIZER_REFEREES = 'referees';
/** What of an organizer item only the organizer itself (and the super admin) reads. */
export const OWNER_ONLY_ORGANIZER_ATTRIBUTES = [SIGN_IN_EMAIL, ORGANIZER_REFEREES] as const;

export interface ReadContext {
  /** The caller's organizerId; null for anonymous callers. */
  me: string | null;
  tournaments: TournamentLookup;
}

/**
 * The items of a read answer that the caller may see under `rule`, with non-public players stripped
 * where the rule says so and the attributes in `added` (fetched only for this decision) removed.
 * Items are in DynamoDB JSON ({ organizerId: { S: 'org_1' } }).
 */
export async function filterItems(rule: ItemRuleKind, items: JsonObject[], added: readonly string[], ctx: ReadContext): Promise<JsonObject[]> {
  let visible: JsonObject[];
  switch (rule) {
    case 'visible-tournaments':
      visible = items.filter((item) => tournamentVisible(stringValue(item.organizerId), visibilityOf(item), ctx.me));
      break;
    case 'visible-matches':
      visible = await visibleMatches(items, ctx);
      break;
    case 'public-players':
      visible = items.map((item) => withVisiblePlayers(item, ctx.me));
      break;
    case 'organizer-cards':
      // The sign-in email and the referees are the organizer's own: nobody else's browser receives them.
      visible = items.map((item) => (ctx.me !== null && stringValue(item.id) === ctx.me ? item : withoutAttributes(item, OWNER_ONLY_ORGANIZER_ATTRIBUTES)));
      break;
    default:
      visible = items;
  }
  return added.length === 0 ? visible : visible.map((item) => withoutAttributes(item, added));
}

/** Whether the matches of a tournament with these facts are visible to `me` (null: an anonymous caller). */
export function matchesVisibleIn(tournament: TournamentFacts, me: string | null): boolean {
  return tournamentVisible(tournament.organizerId, tournament.visibility, me);
}

/** Non-private tournaments, and private ones to their own organizer. */
function tournamentVisible(organizerId: unknown, visibility: unknown, me: string | null): boolean {
  return isPublicVisibility(visibility) || (me !== null && organizerId === me);
}

/** The stored visibility (DynamoDB JSON) as the domain rule reads it: its string, undefined when absent, null for non-strings. */
export function visibilityOf(item: JsonObject): unknown {
  if (!('visibility' in item)) return undefined;
  // Any stored value other than the string 'private' counts as public (spec §3), so a non-string is public.
  return stringValue(item.visibility) ?? null;
}

async function visibleMatches(items: JsonObject[], ctx: ReadContext): Promise<JsonObject[]> {
  const own = (item: JsonObject) => ctx.me !== null && stringValue(item.organizerId) === ctx.me;
  const ids = [...new Set(items.filter((i) => !own(i)).map((i) => stringValue(i.tournamentId)).filter((id): id is string => !!id))];
  const tournaments = ids.length > 0 ? await ctx.tournaments(ids) : new Map<string, TournamentFacts>();
  return items.filter((item) => {
    if (own(item)) return true;
    const id = stringValue(item.tournamentId);
    const tournament = id === undefined ? undefined : tournaments.get(id);
    // A match whose tournament is gone reads as absent, like its tournament.
    return tournament !== undefined && tournamentVisible(tournament.organizerId, tournament.visibility, ctx.me);
  });
}

/** A team as the caller may see it: all players for its organizer, only isPublic === true ones for everybody else. */
function withVisiblePlayers(team: JsonObject, me: string | null): JsonObject {
  if (me !== null && stringValue(team.organizerId) === me) return team;
  if (!('players' in team)) return team;
  const players = team.players;
  const { players: _all, ...rest } = team;
  // A players attribute that is not a list cannot be judged player by player: leave it out.
  if (!isObject(players) || !Array.isArray(players.L)) return rest;
  return { ...rest, players: { L: players.L.filter(isPublicPlayer) } };
}

function isPublicPlayer(player: unknown): boolean {
  return isObject(player) && isObject(player.M) && isObject(player.M.isPublic) && player.M.isPublic.BOOL === true;
}

function withoutAttributes(item: JsonObject, attributes: readonly string[]): JsonObject {
  const copy = { ...item };
  for (const a of attributes) delete copy[a];
  return copy;
}
