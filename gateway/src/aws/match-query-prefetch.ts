import type { TournamentFacts } from '../policy/read-filter';
import { isObject, stringValue, type JsonObject } from '../policy/request-shape';

/** `<name> = <:value>`, alone or as the first condition of the key condition. */
const FIRST_EQUALITY = /^\s*(#?[A-Za-z0-9_]+)\s*=\s*(:[A-Za-z0-9_]+)\s*(?:$|AND\s)/i;

/**
 * The tournament a Query of the matches table reads: the value its key condition gives the partition
 * key tournamentId (`tournamentId = :t` or `#k = :v` with the name resolved), or null when the request
 * does not say so in that form (an index, another table, another condition).
 * @example queriedTournamentId({ TableName: 'p-matches', KeyConditionExpression: '#k0 = :v0', ExpressionAttributeNames: { '#k0': 'tournamentId' }, ExpressionAttributeValues: { ':v0': { S: 't1' } } }, 'p-matches') // 't1'
 */
function queriedTournamentId(input: JsonObject, matchesTable: string): string | null {
  if (input.TableName !== matchesTable || input.IndexName !== undefined || typeof input.KeyConditionExpression !== 'string') return null;
  const m = FIRST_EQUALITY.exec(input.KeyConditionExpression);
  if (!m) return null;
  const [, name = '', placeholder = ''] = m;
  const names = isObject(input.ExpressionAttributeNames) ? input.ExpressionAttributeNames : {};
  const attribute = name.startsWith('#') ? (Object.hasOwn(names, name) ? names[name] : undefined) : name;
  const values = isObject(input.ExpressionAttributeValues) ? input.ExpressionAttributeValues : {};
  if (attribute !== 'tournamentId' || !Object.hasOwn(values, placeholder)) return null;
  return stringValue(values[placeholder]) ?? null;
}

/** Where tournament facts come from: the table (OwnershipLookups) or the recent memory in front of it. */
export interface TournamentSource {
  tournaments(ids: string[]): Promise<Map<string, TournamentFacts>>;
}

/** A tournament lookup started ahead of the read whose filter needs it. */
export interface PrefetchedTournament {
  id: string;
  facts: Promise<Map<string, TournamentFacts>>;
}

/**
 * A Query of one tournament's matches is judged by that tournament's visibility: its lookup is started
 * together with the Query instead of after its answer, which saves the caller one backend round trip
 * (and, once the tournament is known to be visible, lets the answer pass through unparsed). A failure
 * surfaces only if the filter uses it.
 */
export function prefetchTournament(input: JsonObject, matchesTable: string, lookups: TournamentSource): PrefetchedTournament | null {
  const id = queriedTournamentId(input, matchesTable);
  if (id === null) return null;
  const facts = lookups.tournaments([id]);
  facts.catch(() => undefined);
  return { id, facts };
}
