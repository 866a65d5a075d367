import { createHash, randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  type BatchWriteCommandInput,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { isSessionExpired, sessionExpiresAt, type UserRole } from 'shared-domain';
import { INDEX } from '../store/tables';
import { RecentSessions } from './recent-sessions';

/**
 * What auth-sessions holds. The spec's `token` field is deliberately absent: the item is keyed by
 * SHA-256(token), so a copy of the table cannot be replayed as logins. Role and organizerId are copied
 * from the user at login so checking a signed request costs one read.
 */
export interface StoredSession {
  id: string;
  userId: string;
  role: UserRole;
  organizerId?: string;
  createdAt: string;
  expiresAt: string;
  /** expiresAt as epoch seconds, ready for a DynamoDB TTL attribute where the engine has TTL. */
  expiresAtEpoch: number;
  userAgent?: string;
  ipAddress?: string;
}

type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes; base64url keeps it header- and storage-safe. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export class SessionStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly recent = new RecentSessions<StoredSession>(),
  ) {}

  async create(
    user: { id: string; role: UserRole; organizerId?: string },
    meta: { userAgent?: string; ipAddress?: string },
    now: number,
  ): Promise<{ token: string; session: StoredSession }> {
    const token = newToken();
    const expiresAt = sessionExpiresAt(now);
    const session: StoredSession = {
      id: hashToken(token),
      userId: user.id,
      role: user.role,
      ...(user.organizerId ? { organizerId: user.organizerId } : {}),
      createdAt: new Date(now).toISOString(),
      expiresAt,
      expiresAtEpoch: Math.floor(Date.parse(expiresAt) / 1000),
      ...(meta.userAgent ? { userAgent: meta.userAgent.slice(0, 512) } : {}),
      ...(meta.ipAddress ? { ipAddress: meta.ipAddress } : {}),
    };
    await this.doc.send(new PutCommand({ TableName: this.table, Item: session }));
    return { token, session };
  }

  /** Strongly consistent so a logout elsewhere is seen by the very next request. */
  async get(id: string): Promise<StoredSession | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return (out.Item as StoredSession | undefined) ?? null;
  }

  /**
   * The session behind a signed request: read as get() does, or taken from a read of the last few
   * seconds (see RecentSessions for what that means for revocation).
   */
  async getRecent(id: string, now: number): Promise<StoredSession | null> {
    const known = this.recent.get(id, now);
    if (known) return known;
    const mark = this.recent.mark();
    const session = await this.get(id);
    if (session) this.recent.remember(id, session, now, mark);
    return session;
  }

  /** The change feed saw the session deleted (by any instance): a remembered copy no longer answers. */
  forgetRemembered(id: string): void {
    this.recent.forget(id);
  }

  async getByToken(token: string): Promise<StoredSession | null> {
    return token ? this.get(hashToken(token)) : null;
  }

  async delete(id: string): Promise<void> {
    try {
      await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id } }));
    } finally {
      // After the delete: a read that raced it is not remembered, and later reads find no item.
      this.recent.forget(id);
    }
  }

  async listIdsOfUser(userId: string): Promise<Array<Pick<StoredSession, 'id' | 'expiresAt'>>> {
    const sessions: Array<Pick<StoredSession, 'id' | 'expiresAt'>> = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: INDEX.userId,
          KeyConditionExpression: 'userId = :u',
          ExpressionAttributeValues: { ':u': userId },
          ProjectionExpression: 'id, expiresAt',
          ExclusiveStartKey,
        }),
      );
      sessions.push(...((out.Items ?? []) as Array<Pick<StoredSession, 'id' | 'expiresAt'>>));
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return sessions;
  }

  /** Deletes the given sessions (25 per batch, retrying what DynamoDB hands back unprocessed). */
  async deleteMany(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 25) {
      let requests: WriteRequests = ids.slice(i, i + 25).map((id) => ({ DeleteRequest: { Key: { id } } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 2000)));
        if (attempt > 8) throw new Error('Could not delete sessions: writes kept coming back unprocessed');
        try {
          const out = await this.doc.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
          requests = out.UnprocessedItems?.[this.table] ?? [];
        } finally {
          for (const id of ids.slice(i, i + 25)) this.recent.forget(id);
        }
      }
    }
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.deleteMany((await this.listIdsOfUser(userId)).map((s) => s.id));
  }

  /** Drops a user's expired sessions: dynalite has no TTL, so the table would otherwise only grow. */
  async deleteExpiredOfUser(userId: string, now: number): Promise<void> {
    const expired = (await this.listIdsOfUser(userId)).filter((s) => isSessionExpired(s, now)).map((s) => s.id);
    await this.deleteMany(expired);
  }
}
