import type { TableNames } from '../store/tables';

/** What one acknowledged write changed, as far as live pages care. */
export interface WriteChange {
  tournamentId: string;
  /** Absent for a write to the tournament item itself. */
  matchId?: string;
}

type Json = Record<string, unknown>;

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringAttribute = (v: unknown): string | undefined => (isJson(v) && typeof v.S === 'string' ? v.S : undefined);

/** The change of one item (its key or whole item, in DynamoDB JSON) written to `tableName`. */
function changeOf(tableName: unknown, keyOrItem: unknown, tables: TableNames): WriteChange | null {
  if (!isJson(keyOrItem)) return null;
  if (tableName === tables.matches) {
    const [tournamentId, matchId] = [stringAttribute(keyOrItem.tournamentId), stringAttribute(keyOrItem.id)];
    return tournamentId !== undefined && matchId !== undefined ? { tournamentId, matchId } : null;
  }
  if (tableName === tables.tournaments) {
    const tournamentId = stringAttribute(keyOrItem.id);
    return tournamentId !== undefined ? { tournamentId } : null;
  }
  return null;
}

/** BatchWriteItem: each put or delete request of the matches and tournaments tables. */
function batchChanges(input: Json, tables: TableNames): Array<WriteChange | null> {
  if (!isJson(input.RequestItems)) return [];
  return Object.entries(input.RequestItems).flatMap(([tableName, requests]) =>
    (Array.isArray(requests) ? requests : []).map((request: unknown) => {
      if (!isJson(request)) return null;
      const put = isJson(request.PutRequest) ? request.PutRequest.Item : undefined;
      const del = isJson(request.DeleteRequest) ? request.DeleteRequest.Key : undefined;
      return changeOf(tableName, put ?? del, tables);
    }),
  );
}

/**
 * The tournaments and matches an acknowledged write touched, each once. Only the operations browsers may
 * write with reach here (TransactWriteItems and PartiQL are refused by the policy, see policy-table.ts);
 * teams and organizers have no live pages.
 * @example writeChanges('UpdateItem', { TableName: tables.matches, Key: { tournamentId: { S: 't1' }, id: { S: 'm1' } } }, tables) // [{ tournamentId: 't1', matchId: 'm1' }]
 */
export function writeChanges(operation: string, input: Json, tables: TableNames): WriteChange[] {
  let found: Array<WriteChange | null>;
  switch (operation) {
    case 'PutItem':
      found = [changeOf(input.TableName, input.Item, tables)];
      break;
    case 'UpdateItem':
    case 'DeleteItem':
      found = [changeOf(input.TableName, input.Key, tables)];
      break;
    case 'BatchWriteItem':
      found = batchChanges(input, tables);
      break;
    default:
      found = [];
  }
  const unique = new Map<string, WriteChange>();
  for (const change of found) if (change) unique.set(JSON.stringify([change.tournamentId, change.matchId ?? null]), change);
  return [...unique.values()];
}
