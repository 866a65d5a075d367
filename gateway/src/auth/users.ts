import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AuthUser, PublicUser } from 'shared-domain';
import { INDEX } from '../store/tables';
import { scanAll } from '../store/scan';
import type { PasswordHash } from './passwords';

/** Ids of login accounts; not one of shared-domain's entity prefixes because browsers never see these items. */
export function newUserId(now: number): string {
  return `user_${now}_${randomBytes(6).toString('hex')}`;
}

export function toPublicUser(user: AuthUser): PublicUser {
  return {
    id: user.id,
    role: user.role,
    ...(user.organizerId ? { organizerId: user.organizerId } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(user.username ? { username: user.username } : {}),
  };
}

/** The auth-users table. Only the gateway reads it; logins go through the email and username indexes. */
export class UserStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string): Promise<AuthUser | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return (out.Item as AuthUser | undefined) ?? null;
  }

  async findByUsername(username: string): Promise<AuthUser | null> {
    return this.findOne(INDEX.username, 'username', username);
  }

  /** `email` must already be normalized (stored emails are). */
  async findByEmail(email: string): Promise<AuthUser | null> {
    return this.findOne(INDEX.email, 'email', email);
  }

  /** Accounts belonging to an organizer; an admin-only path, so a filtered scan is acceptable. */
  async listByOrganizer(organizerId: string): Promise<AuthUser[]> {
    return scanAll<AuthUser>(this.doc, {
      TableName: this.table,
      FilterExpression: 'organizerId = :o',
      ExpressionAttributeValues: { ':o': organizerId },
    });
  }

  async listOrganizerUsers(): Promise<AuthUser[]> {
    return scanAll<AuthUser>(this.doc, {
      TableName: this.table,
      FilterExpression: '#r = :r',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':r': 'organizer' },
    });
  }

  /** @returns false when an item with this id already exists (nothing is overwritten). */
  async create(user: AuthUser): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({ TableName: this.table, Item: user, ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  }

  async setLastLogin(id: string, iso: string): Promise<void> {
    await this.update(id, 'SET lastLogin = :v', { ':v': iso });
  }

  async setPassword(id: string, { passwordHash, salt, passwordIterations }: Required<PasswordHash>): Promise<void> {
    await this.update(id, 'SET passwordHash = :h, salt = :s, passwordIterations = :i', { ':h': passwordHash, ':s': salt, ':i': passwordIterations });
  }

  async setEmail(id: string, email: string): Promise<void> {
    await this.update(id, 'SET email = :e', { ':e': email });
  }

  async delete(id: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id } }));
  }

  private async update(id: string, expression: string, values: Record<string, unknown>): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: expression,
        ExpressionAttributeValues: values,
        // Never resurrect a user deleted meanwhile as a half-empty item.
        ConditionExpression: 'attribute_exists(id)',
      }),
    );
  }

  private async findOne(index: string, attribute: string, value: string): Promise<AuthUser | null> {
    if (!value) return null;
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: index,
        KeyConditionExpression: '#a = :v',
        ExpressionAttributeNames: { '#a': attribute },
        ExpressionAttributeValues: { ':v': value },
      }),
    );
    const items = (out.Items ?? []) as AuthUser[];
    // Duplicates should not exist; prefer an active account if they do.
    return items.find((u) => u.isActive) ?? items[0] ?? null;
  }
}
