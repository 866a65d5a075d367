import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { backendRead, PublicReadError } from '../live/backend-read';
import { fromDynamoDbItem } from '../live/dynamodb-json';
import { list, obj, type Plain } from '../live/stored-values';
import { projection } from '../store/batch-get';

/** A key or item in DynamoDB JSON, as the backend reads and writes it. */
export type DynamoItem = Record<string, unknown>;

/** DynamoDB's BatchWriteItem limit per request. */
const BATCH_WRITE_LIMIT = 25;
const MAX_WRITE_ATTEMPTS = 6;

/** A string attribute value; the directory stores nothing but strings. */
export const s = (value: string) => ({ S: value });

/**
 * One item by key as plain JSON (null when absent), `attributes` only when given.
 * @throws PublicReadError when the backend does not answer
 */
export async function getItem(send: DynamoDbSend, tableName: string, key: DynamoItem, attributes: readonly string[] = []): Promise<Plain | null> {
  const answer = await backendRead(send, 'GetItem', {
    TableName: tableName,
    Key: key,
    ConsistentRead: true,
    ...(attributes.length > 0 ? projection(attributes) : {}),
  });
  return answer.Item === undefined ? null : fromDynamoDbItem(answer.Item);
}

/**
 * Every item of a Query or a (maintenance) Scan, following LastEvaluatedKey: one request while the
 * answer fits DynamoDB's 1 MB page, which card projections keep true for thousands of items.
 * @throws PublicReadError when the backend does not answer
 */
export async function readAll(send: DynamoDbSend, operation: 'Query' | 'Scan', input: Plain): Promise<Plain[]> {
  const items: Plain[] = [];
  let start: unknown;
  do {
    const answer = await backendRead(send, operation, start === undefined ? input : { ...input, ExclusiveStartKey: start });
    for (const item of list(answer.Items)) {
      const plain = fromDynamoDbItem(item);
      if (plain) items.push(plain);
    }
    start = obj(answer.LastEvaluatedKey);
  } while (start !== undefined);
  return items;
}

/**
 * Puts and deletes in batches of 25, retrying what the backend leaves unprocessed with a short backoff.
 * @throws PublicReadError when the backend refuses a batch or keeps requests unprocessed
 */
export async function writeAll(send: DynamoDbSend, tableName: string, requests: { put?: DynamoItem; delete?: DynamoItem }[]): Promise<void> {
  const wire = requests.map((r) => (r.put ? { PutRequest: { Item: r.put } } : { DeleteRequest: { Key: r.delete } }));
  for (let start = 0; start < wire.length; start += BATCH_WRITE_LIMIT) {
    let pending: unknown[] = wire.slice(start, start + BATCH_WRITE_LIMIT);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new PublicReadError(`BatchWriteItem in ${tableName} kept coming back unprocessed.`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const answer = await backendRead(send, 'BatchWriteItem', { RequestItems: { [tableName]: pending } });
      pending = list(obj(answer.UnprocessedItems)?.[tableName]);
    }
  }
}
