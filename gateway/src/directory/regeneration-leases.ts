import { randomUUID } from 'node:crypto';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { backendRead } from '../live/backend-read';
import { s } from './directory-store';

/** Longer than any regeneration takes; a lease whose holder died lapses after it. */
const DEFAULT_LEASE_MS = 30_000;

/**
 * The directory item of a lease: `lease#<key>` / `lease`, with its holder and its expiry (epoch ms). The
 * change feed passes over them like every directory item but the player pointers.
 */
const leaseKey = (key: string) => ({ pk: s(`lease#${key}`), sk: s('lease') });

const isConditionFailure = (err: unknown) => err instanceof Error && /ConditionalCheckFailed/.test(`${err.name} ${err.message}`);

/**
 * With CHANGE_FEED=streams every instance learns of every write and would regenerate the same documents:
 * a regeneration runs only on the instance that holds the key's lease, taken with a conditional write
 * (free, lapsed, or already ours) and given back after the run. An instance refused a lease drops its
 * request: the holder learns of the same write from its own feed, and a write it learns of while it runs
 * makes it run once more (RegenerationQueue), so no write is left behind. A holder that dies leaves the
 * key unregenerated until the lease lapses and the next write of it.
 */
export class RegenerationLeases {
  private readonly holder = randomUUID();

  constructor(
    private readonly send: DynamoDbSend,
    private readonly directoryTable: string,
    private readonly leaseMs = DEFAULT_LEASE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `regenerate` while holding `key`'s lease; resolves false without running when another instance holds it. */
  async run(key: string, regenerate: () => Promise<void>): Promise<boolean> {
    const now = this.now();
    try {
      await backendRead(this.send, 'PutItem', {
        TableName: this.directoryTable,
        Item: { ...leaseKey(key), holder: s(this.holder), expiresAt: { N: String(now + this.leaseMs) } },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now OR holder = :me',
        ExpressionAttributeValues: { ':now': { N: String(now) }, ':me': s(this.holder) },
      });
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
    try {
      await regenerate();
    } finally {
      await backendRead(this.send, 'DeleteItem', {
        TableName: this.directoryTable,
        Key: leaseKey(key),
        ConditionExpression: 'holder = :me',
        ExpressionAttributeValues: { ':me': s(this.holder) },
      }).catch(() => undefined); // Lapsed and taken by another: theirs now.
    }
    return true;
  }
}
