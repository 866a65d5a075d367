import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SECOND_FACTOR_CHALLENGE_MS } from 'shared-domain';

/** Codes tried per challenge; the next try finds it gone. */
export const MAX_CHALLENGE_ATTEMPTS = 5;
const KIND = 'second-factor-challenge';

/** What a login whose password was right waits for: a code ('code') or a confirmed enrolment ('enrol'). */
export interface StoredChallenge {
  /** `sfc_` + SHA-256 of the challenge token: never a session id (those are bare hex), and no token is stored. */
  id: string;
  kind: typeof KIND;
  step: 'code' | 'enrol';
  userId: string;
  /** The identifier as typed, for the throttle and the device cookie of the second step. */
  identifier: string;
  /** Nonce of the trusted device cookie the login came with: the second step is counted against it too. */
  device?: string;
  attempts: number;
  createdAt: string;
  /** ISO, like a session's, so the sessions' housekeeping (deleteExpiredOfUser) clears expired challenges too. */
  expiresAt: string;
  expiresAtMs: number;
  /** For a DynamoDB TTL attribute where the engine has one. */
  expiresAtEpoch: number;
}

/**
 * Second-factor challenges, kept in the auth-sessions table beside the sessions (so every gateway instance
 * sees them, and deleting a user's sessions deletes them too): single use, MAX_CHALLENGE_ATTEMPTS codes,
 * SECOND_FACTOR_CHALLENGE_MS to live.
 */
export class ChallengeStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** A new challenge; returns the token handed to the browser. */
  async create(fields: Pick<StoredChallenge, 'step' | 'userId' | 'identifier' | 'device'>, now: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAtMs = now + SECOND_FACTOR_CHALLENGE_MS;
    const item: StoredChallenge = {
      id: challengeId(token),
      kind: KIND,
      ...fields,
      attempts: 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(expiresAtMs).toISOString(),
      expiresAtMs,
      expiresAtEpoch: Math.ceil(expiresAtMs / 1000),
    };
    await this.doc.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
    return token;
  }

  /**
   * Spends one of the challenge's attempts, atomically (parallel tries cannot exceed the limit).
   * @returns the challenge with this attempt counted, or null when it is unknown, used, expired or out of attempts.
   */
  async spendAttempt(token: string, now: number): Promise<StoredChallenge | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    try {
      const out = await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id: challengeId(token) },
          UpdateExpression: 'SET attempts = attempts + :one',
          ConditionExpression: 'kind = :kind AND attempts < :max AND expiresAtMs > :now',
          ExpressionAttributeValues: { ':one': 1, ':kind': KIND, ':max': MAX_CHALLENGE_ATTEMPTS, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return (out.Attributes as StoredChallenge | undefined) ?? null;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return null;
      throw err;
    }
  }

  /** Deletes the challenge; false when another request used it first (so only one sign-in comes of it). */
  async finish(id: string): Promise<boolean> {
    try {
      await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id }, ConditionExpression: 'attribute_exists(id)' }));
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  }
}

function challengeId(token: string): string {
  return `sfc_${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}
