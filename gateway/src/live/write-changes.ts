import type { TableNames } from '../store/tables';

/** What one acknowledged write changed, as far as live pages care. */
export interface WriteChange {
  tournamentId: string;
  /** Absent for a write to the tournament item itself. */
  matchId?: string;
  /** The teams a written whole item names (a match's sides, a tournament's teams); absent for keys only. */
  teamIds?: string[];
}

type Json = Record<string, unknown>;

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringAttribute = (v: unknown): string | undefined => (isJson(v) && typeof v.S === 'string' ? v.S : undefined);

const definedIds = (ids: (string | undefined)[]) => ids.filter((id): id is string => id !== undefined);

/** The change of one item (its key or whole item, in DynamoDB JSON) written to `tableName`. */
function changeOf(tableName: unknown, keyOrItem: unknown, tables: TableNames): WriteChange | null {
  if (!isJson(keyOrItem)) return null;
  if (tableName === tables.matches) {
    const [tournamentId, matchId] = [stringAttribute(keyOrItem.tournamentId), stringAttribute(keyOrItem.id)];
    const teamIds = definedIds([stringAttribute(keyOrItem.homeTeamId), stringAttribute(keyOrItem.awayTeamId)]);
    return tournamentId !== undefined && matchId !== undefined ? { tournamentId, matchId, ...(teamIds.length > 0 ? { teamIds } : {}) } : null;
  }
  if (tableName === tables.tournaments) {
    const tournamentId = stringAttribute(keyOrItem.id);
    const listed = isJson(keyOrItem.teamIds) && Array.isArray(keyOrItem.teamIds.L) ? definedIds(keyOrItem.teamIds.L.map(stringAttribute)) : [];
    return tournamentId !== undefined ? { tournamentId, ...(listed.length > 0 ? { teamIds: listed } : {}) } : null;
  }
  return null;
}

/** BatchWriteItem: each put or delete request, with its table. */
function batchItems(input: Json): WrittenItem[] {
  if (!isJson(input.RequestItems)) return [];
  return Object.entries(input.RequestItems).flatMap(([tableName, requests]) =>
    (Array.isArray(requests) ? requests : []).map((request: unknown) => {
      if (!isJson(request)) return { tableName, keyOrItem: null };
      const put = isJson(request.PutRequest) ? request.PutRequest.Item : undefined;
      const del = isJson(request.DeleteRequest) ? request.DeleteRequest.Key : undefined;
      return { tableName, keyOrItem: put ?? del };
    }),
  );
}

/** One item an acknowledged write touched: its table and its key (the whole item, for a put), in DynamoDB JSON. */
interface WrittenItem {
  tableName: unknown;
  keyOrItem: unknown;
}

/**
 * Every item an acknowledged write touched. Only the operations browsers may write with reach here
 * (TransactWriteItems and PartiQL are refused by the policy, see policy-table.ts).
 */
function writtenItems(operation: string, input: Json): WrittenItem[] {
  switch (operation) {
    case 'PutItem':
      return [{ tableName: input.TableName, keyOrItem: input.Item }];
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ tableName: input.TableName, keyOrItem: input.Key }];
    case 'BatchWriteItem':
      return batchItems(input);
    default:
      return [];
  }
}

/**
 * The ids of the teams an acknowledged write touched (a rename or a new logo changes the public pages
 * that name them), each once.
 * @example writtenTeamIds('UpdateItem', { TableName: tables.teams, Key: { id: { S: 'team_1' } } }, tables) // ['team_1']
 */
export function writtenTeamIds(operation: string, input: Json, tables: TableNames): string[] {
  const ids = writtenItems(operation, input)
    .filter((w) => w.tableName === tables.teams && isJson(w.keyOrItem))
    .map((w) => stringAttribute((w.keyOrItem as Json).id));
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/**
 * The tournaments and matches an acknowledged write touched, each once; teams and organizers have no
 * live pages.
 * @example writeChanges('UpdateItem', { TableName: tables.matches, Key: { tournamentId: { S: 't1' }, id: { S: 'm1' } } }, tables) // [{ tournamentId: 't1', matchId: 'm1' }]
 */
export function writeChanges(operation: string, input: Json, tables: TableNames): WriteChange[] {
  const unique = new Map<string, WriteChange>();
  for (const { tableName, keyOrItem } of writtenItems(operation, input)) {
    const change = changeOf(tableName, keyOrItem, tables);
    if (!change) continue;
    const key = JSON.stringify([change.tournamentId, change.matchId ?? null]);
    const teamIds = [...new Set([...(unique.get(key)?.teamIds ?? []), ...(change.teamIds ?? [])])];
    unique.set(key, { ...change, ...(teamIds.length > 0 ? { teamIds } : {}) });
  }
  return [...unique.values()];
}
