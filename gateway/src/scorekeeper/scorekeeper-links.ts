import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ScorekeeperLinkView } from 'shared-domain/match-clock';
import type { LinkScope } from '../policy/principal';
import { LINKS_BY_TOURNAMENT } from '../store/tables';

/**
 * What the scorekeeper links' table holds (issue 25). The token is never stored: the item is keyed by
 * SHA-256 of it, as sessions are (auth/sessions.ts), so a copy of the table opens no score screen.
 */
interface StoredLink {
  id: string;
  tournamentId: string;
  organizerId: string;
  matchId?: string;
  pitchId?: string;
  /** A referee's link (issue 25): the matches that referee has on its day. */
  refereeId?: string;
  dateISO: string;
  createdAt: string;
  expiresAtMs: number;
  /** expiresAtMs as epoch seconds, ready for a DynamoDB TTL attribute where the engine has TTL. */
  expiresAt: number;
  revokedAt?: string;
}

/** What a new link covers: one match on its day, one pitch on one day, or one referee's matches on one day. */
export type LinkTarget = { tournamentId: string; dateISO: string } & ({ matchId: string } | { pitchId: string } | { refereeId: string });

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function viewOf(link: StoredLink): ScorekeeperLinkView {
  return {
    id: link.id,
    tournamentId: link.tournamentId,
    ...(link.matchId !== undefined ? { matchId: link.matchId } : {}),
    ...(link.pitchId !== undefined ? { pitchId: link.pitchId } : {}),
    ...(link.refereeId !== undefined ? { refereeId: link.refereeId } : {}),
    dateISO: link.dateISO,
    createdAt: link.createdAt,
    expiresAt: new Date(link.expiresAtMs).toISOString(),
    ...(link.revokedAt !== undefined ? { revokedAt: link.revokedAt } : {}),
  };
}

function scopeOf(link: StoredLink): LinkScope {
  if (link.matchId !== undefined) return { tournamentId: link.tournamentId, matchId: link.matchId };
  if (link.refereeId !== undefined) return { tournamentId: link.tournamentId, refereeId: link.refereeId, dateISO: link.dateISO };
  return { tournamentId: link.tournamentId, pitchId: link.pitchId ?? '', dateISO: link.dateISO };
}

/**
 * The scorekeeper links, in their own table, read on every request a link's credentials sign (strongly
 * consistent, never cached), so a revocation or the end of the day acts at once on every gateway instance.
 */
export class ScorekeeperLinks {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** A new link and its token (32 random bytes, base64url), which only this answer ever holds. */
  async create(target: LinkTarget, organizerId: string, expiresAtMs: number, now: number): Promise<{ token: string; link: ScorekeeperLinkView }> {
    const token = randomBytes(32).toString('base64url');
    const link: StoredLink = {
      id: hashToken(token),
      tournamentId: target.tournamentId,
      organizerId,
      ...('matchId' in target ? { matchId: target.matchId } : 'refereeId' in target ? { refereeId: target.refereeId } : { pitchId: target.pitchId }),
      dateISO: target.dateISO,
      createdAt: new Date(now).toISOString(),
      expiresAtMs,
      expiresAt: Math.ceil(expiresAtMs / 1000),
    };
    await this.doc.send(new PutCommand({ TableName: this.table, Item: link, ConditionExpression: 'attribute_not_exists(id)' }));
    return { token, link: viewOf(link) };
  }

  /** The links of a tournament, newest first, revoked and expired ones included (the organizer sees what happened). */
  async list(tournamentId: string): Promise<ScorekeeperLinkView[]> {
    const links: StoredLink[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: LINKS_BY_TOURNAMENT,
          KeyConditionExpression: 'tournamentId = :t',
          ExpressionAttributeValues: { ':t': tournamentId },
          ExclusiveStartKey,
        }),
      );
      links.push(...((page.Items ?? []) as StoredLink[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return links.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(viewOf);
  }

  /**
   * Revokes a link of `tournamentId` made by `organizerId`; false when there is no such link. Revoking twice
   * keeps the first time.
   */
  async revoke(id: string, tournamentId: string, organizerId: string, now: number): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :now)',
          ConditionExpression: 'attribute_exists(id) AND tournamentId = :t AND organizerId = :o',
          ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':t': tournamentId, ':o': organizerId },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  /** The link a token opens, while it is neither revoked nor expired. */
  async open(token: string, now: number): Promise<{ link: ScorekeeperLinkView; scope: LinkScope; expiresAtMs: number } | null> {
    const link = await this.active(hashToken(token), now);
    return link ? { link: viewOf(link), scope: scopeOf(link), expiresAtMs: link.expiresAtMs } : null;
  }

  /** What a link's credentials may reach, while the link is neither revoked nor expired. */
  async scope(id: string, now: number): Promise<LinkScope | null> {
    const link = await this.active(id, now);
    return link ? scopeOf(link) : null;
  }

  private async active(id: string, now: number): Promise<StoredLink | null> {
    const answer = await this.doc.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    const link = answer.Item as StoredLink | undefined;
    if (!link || link.revokedAt !== undefined || now >= link.expiresAtMs) return null;
    return link;
  }
}
