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

/**
 * Every item among `keys` (in DynamoDB JSON, as the backend answers), read as the gateway in requests of
 * 100 keys (whole items when `attributes` is empty), retrying unprocessed keys with a short exponential backoff, `maxAttempts` times at most.
 * Absent items are simply not listed. A send that throws (backend unreachable) throws as is.
 * @throws BatchGetError when the backend refuses a request or keeps keys unprocessed
 */
export async function batchGetItems(
  send: DynamoDbSend,
  tableName: string,
  keys: readonly unknown[],
  attributes: readonly string[],
  { consistent, maxAttempts }: { consistent: boolean; maxAttempts: number },
): Promise<JsonObject[]> {
  const found: JsonObject[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    let pending: unknown[] = keys.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= maxAttempts) throw new BatchGetError(`BatchGetItem in ${tableName} kept coming back unprocessed.`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const answer = await send('BatchGetItem', {
        RequestItems: { [tableName]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}), ...(attributes.length > 0 ? projection(attributes) : {}) } },
      });
      if (answer.status !== 200) throw new BatchGetError(`BatchGetItem in ${tableName} failed (${answer.status}).`, answer);
      const parsed = JSON.parse(answer.body.toString('utf8')) as {
        Responses?: Record<string, JsonObject[]>;
        UnprocessedKeys?: Record<string, { Keys?: unknown[] }>;
      };
      found.push(...(parsed.Responses?.[tableName] ?? []));
      pending = parsed.UnprocessedKeys?.[tableName]?.Keys ?? [];
    }
  }
  return found;
}
