import type { DynamoDbAnswer, DynamoDbSend } from '../aws/dynamodb-backend';
import type { JsonObject } from '../policy/request-shape';

/** DynamoDB's BatchGetItem limit per request. */
const BATCH_GET_LIMIT = 100;

/** A batch read the backend refused (`answer`), or whose keys kept coming back unprocessed. */
export class BatchGetError extends Error {
  constructor(
    message: string,
    readonly answer?: DynamoDbAnswer,
  ) {
    super(message);
  }
}

/**
 * `#p0, #p1, …` for attribute names (several are DynamoDB reserved words: name, format, round, time).
 * @example projection(['id', 'name']) // { ProjectionExpression: '#p0, #p1', ExpressionAttributeNames: { '#p0': 'id', '#p1': 'name' } }
 */
export function projection(fields: readonly string[]): { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> } {
  const names: Record<string, string> = {};
  fields.forEach((field, i) => (names[`#p${i}`] = field));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

/** What one table contributes to a BatchGetItem: its keys (DynamoDB JSON) and the attributes wanted (all when empty). */
export interface TableKeys {
  keys: readonly unknown[];
  attributes?: readonly string[];
}

/**
 * Every item among the keys of several tables (in DynamoDB JSON, as the backend answers), read as the
 * gateway in BatchGetItem requests of 100 keys across the tables (so a few keys of another table ride
 * along in the same request), retrying unprocessed keys with a short exponential backoff, `maxAttempts`
 * times at most. Absent items are simply not listed. A send that throws (backend unreachable) throws as is.
 * @throws BatchGetError when the backend refuses a request or keeps keys unprocessed
 */
export async function batchGetTables(
  send: DynamoDbSend,
  tables: Readonly<Record<string, TableKeys>>,
  { consistent, maxAttempts }: { consistent: boolean; maxAttempts: number },
): Promise<Record<string, JsonObject[]>> {
  const found: Record<string, JsonObject[]> = Object.fromEntries(Object.keys(tables).map((table) => [table, []]));
  const all = Object.entries(tables).flatMap(([table, { keys }]) => keys.map((key) => ({ table, key })));
  const request = (table: string, keys: unknown[]) => {
    const attributes = tables[table]?.attributes ?? [];
    return { Keys: keys, ...(consistent ? { ConsistentRead: true } : {}), ...(attributes.length > 0 ? projection(attributes) : {}) };
  };
  for (let start = 0; start < all.length; start += BATCH_GET_LIMIT) {
    let pending = keysByTable(all.slice(start, start + BATCH_GET_LIMIT));
    for (let attempt = 0; pending.size > 0; attempt++) {
      const names = [...pending.keys()].join(', ');
      if (attempt >= maxAttempts) throw new BatchGetError(`BatchGetItem in ${names} kept coming back unprocessed.`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const answer = await send('BatchGetItem', { RequestItems: Object.fromEntries([...pending].map(([table, keys]) => [table, request(table, keys)])) });
      if (answer.status !== 200) throw new BatchGetError(`BatchGetItem in ${names} failed (${answer.status}).`, answer);
      const parsed = JSON.parse(answer.body.toString('utf8')) as {
        Responses?: Record<string, JsonObject[]>;
        UnprocessedKeys?: Record<string, { Keys?: unknown[] }>;
      };
      for (const table of pending.keys()) found[table]?.push(...(parsed.Responses?.[table] ?? []));
      pending = keysByTable(
        [...pending.keys()].flatMap((table) => (parsed.UnprocessedKeys?.[table]?.Keys ?? []).map((key) => ({ table, key }))),
      );
    }
  }
  return found;
}

function keysByTable(entries: readonly { table: string; key: unknown }[]): Map<string, unknown[]> {
  const byTable = new Map<string, unknown[]>();
  for (const { table, key } of entries) {
    const keys = byTable.get(table);
    if (keys) keys.push(key);
    else byTable.set(table, [key]);
  }
  return byTable;
}

/**
 * Every item among `keys` of one table: batchGetTables for that table alone.
 * @throws BatchGetError when the backend refuses a request or keeps keys unprocessed
 */
export async function batchGetItems(
  send: DynamoDbSend,
  tableName: string,
  keys: readonly unknown[],
  attributes: readonly string[],
  options: { consistent: boolean; maxAttempts: number },
): Promise<JsonObject[]> {
  return (await batchGetTables(send, { [tableName]: { keys, attributes } }, options))[tableName] ?? [];
}
