import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/aws-clients';

type Page = { Items?: Record<string, unknown>[]; Count?: number; LastEvaluatedKey?: Record<string, unknown> };

/** Follows LastEvaluatedKey page by page, so callers get every item, not the first 1 MB. */
async function eachPage(send: (startKey: Record<string, unknown> | undefined) => Promise<Page>, visit: (page: Page) => void) {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await send(startKey);
    visit(page);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  await eachPage(
    (ExclusiveStartKey) => documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey })),
    (page) => items.push(...((page.Items ?? []) as T[])),
  );
  return items;
}

export async function scanAll<T>(input: ScanCommandInput): Promise<T[]> {
  const items: T[] = [];
  await eachPage(
    (ExclusiveStartKey) => documentClient().send(new ScanCommand({ ...input, ExclusiveStartKey })),
    (page) => items.push(...((page.Items ?? []) as T[])),
  );
  return items;
}

/** Counts with Select COUNT (no items transferred), over a query or a scan. */
export async function countAll(input: QueryCommandInput | ScanCommandInput, kind: 'query' | 'scan'): Promise<number> {
  let total = 0;
  await eachPage(
    (ExclusiveStartKey) =>
      documentClient().send(
        kind === 'query'
          ? new QueryCommand({ ...(input as QueryCommandInput), Select: 'COUNT', ExclusiveStartKey })
          : new ScanCommand({ ...(input as ScanCommandInput), Select: 'COUNT', ExclusiveStartKey }),
      ),
    (page) => (total += page.Count ?? 0),
  );
  return total;
}

const WRITE_BATCH = 25;
const READ_BATCH = 100;
const MAX_ROUNDS = 8;

/** Waits before re-sending what DynamoDB left unprocessed: capped exponential back-off. */
async function backOff(round: number, what: string, left: number): Promise<void> {
  if (round > MAX_ROUNDS) throw new Error(`Could not ${what} ${left} items; please retry`);
  if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** round)));
}

/** BatchWriteItem in chunks of 25, re-sending unprocessed entries. */
export async function batchWrite(table: string, requests: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < requests.length; start += WRITE_BATCH) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(start, start + WRITE_BATCH);
    for (let round = 0; pending?.length; round += 1) {
      await backOff(round, 'write', pending.length);
      const answer = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
      pending = answer.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
    }
  }
}

/** BatchGetItem in chunks of 100, consistent, re-sending unprocessed keys. */
export async function batchGet<T>(table: string, keys: Record<string, string>[]): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < keys.length; start += READ_BATCH) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + READ_BATCH);
    for (let round = 0; pending?.length; round += 1) {
      await backOff(round, 'read', pending.length);
      const answer: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...((answer.Responses?.[table] ?? []) as T[]));
      pending = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}
