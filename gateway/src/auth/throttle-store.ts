import { createHash, randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EXPIRES_AT } from '../store/tables';

/** One key's back-off as stored (see backoff-table.ts). */
export interface BackoffState {
  failures: number;
  lastFailureAt: number;
  /** 0 while within the free failures. */
  blockedUntil: number;
  /** Names this run of failures: a refund applies only within the run it was charged in, not after the key was forgotten. */
  run: string;
}

/** A state as read, with the version a conditional write must still find. */
export interface StoredState {
  state: BackoffState;
  version: string;
}

/**
 * The lockout's items in the login-throttle table, shared by every gateway instance on the store. Each write
 * is conditional on the version it read (optimistic concurrency), so instances never overwrite each other's
 * counts. Keys are stored as SHA-256 hashes: the table never holds the identifiers and addresses themselves.
 */
export class ThrottleStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The state under `key`, read strongly consistent (a count another instance just wrote is seen). */
  async read(key: string): Promise<StoredState | null> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { id: idOf(key) }, ConsistentRead: true }));
    return Item ? stateOf(Item) : null;
  }

  /** Several keys' states in one call (BatchGetItem, strongly consistent), in the order of `keys`. */
  async readAll(keys: string[]): Promise<Array<StoredState | null>> {
    const ids = keys.map(idOf);
    const found = new Map<string, StoredState>();
    let pending: Array<{ id: string }> = [...new Set(ids)].map((id) => ({ id }));
    // A batch may come back partly unprocessed (throughput): those keys are asked again.
    while (pending.length > 0) {
      const answer = await this.doc.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: pending, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[this.table] ?? []) found.set(item.id as string, stateOf(item));
      pending = (answer.UnprocessedKeys?.[this.table]?.Keys ?? []) as Array<{ id: string }>;
    }
    return ids.map((id) => found.get(id) ?? null);
  }

  /**
   * Writes `state` if the item still has `expectedVersion` (null: if there is none), to be deleted by TTL at
   * `expiresAtMs`. False when another write came first: read again and retry.
   */
  async write(key: string, state: BackoffState, expectedVersion: string | null, expiresAtMs: number): Promise<boolean> {
    const item = { id: idOf(key), ...state, version: randomUUID(), [EXPIRES_AT]: Math.ceil(expiresAtMs / 1000) };
    return conditional(this.doc.send(new PutCommand({ TableName: this.table, Item: item, ...versionCondition(expectedVersion) })));
  }

  /** Deletes `key`; with `expectedVersion`, only if nobody wrote it since (false then). */
  async remove(key: string, expectedVersion?: string): Promise<boolean> {
    const condition = expectedVersion === undefined ? {} : versionCondition(expectedVersion);
    return conditional(this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id: idOf(key) }, ...condition })));
  }
}

function stateOf(item: Record<string, unknown>): StoredState {
  const { failures, lastFailureAt, blockedUntil, run, version } = item as unknown as BackoffState & { version: string };
  return { state: { failures, lastFailureAt, blockedUntil, run }, version };
}

function idOf(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

function versionCondition(expectedVersion: string | null): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues?: Record<string, string> } {
  return expectedVersion === null
    ? { ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': 'id' } }
    : { ConditionExpression: '#version = :version', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': expectedVersion } };
}

async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
