import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Match, MatchPatch, SessionCredentials, Team, Tournament } from 'shared-domain';
import type { ScorekeeperLinkView } from 'shared-domain/match-clock';
import type { RuntimeConfig } from '../config/runtime-config';
import { renderUpdate, updateExpression } from '../storage/sdk-expressions';

/** Where the gateway is and what its tables are called (the page's /config.json). */
type StoreConfig = Pick<RuntimeConfig, 'gatewayUrl' | 'region' | 'tablePrefix'>;

/** A scorekeeper link opened: its credentials and what it covers. */
export interface OpenedLink {
  credentials: SessionCredentials;
  link: ScorekeeperLinkView;
}

/** The gateway refused the link (revoked, expired, not one): the screen says so and stops sending. */
export class LinkClosedError extends Error {
  override name = 'LinkClosedError';
}

/** Someone else changed the match first: the queue re-reads it and applies its change again. */
export class MatchChangedError extends Error {
  override name = 'MatchChangedError';
}

const base = (config: StoreConfig) => (config.gatewayUrl || globalThis.location?.origin || 'http://localhost').replace(/\/+$/, '');

/**
 * Opens a scorekeeper link (issue 25, the gateway's POST /scorekeeper/session): no account, just the token
 * of the link's address.
 * @throws LinkClosedError when the gateway refuses it; a TypeError when the network is down
 */
export async function openScorekeeperLink(config: StoreConfig, token: string): Promise<OpenedLink> {
  const response = await fetch(`${base(config)}/scorekeeper/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const body = (await response.json().catch(() => ({}))) as Partial<OpenedLink> & { message?: string };
  if (response.status === 401 || response.status === 400) throw new LinkClosedError(body.message ?? 'This scorekeeper link no longer works.');
  if (!response.ok || !body.credentials || !body.link) throw new Error(body.message ?? `Request failed (${response.status})`);
  return { credentials: body.credentials, link: body.link };
}

/**
 * The score screen's reads and writes, signed with a link's credentials through the gateway's DynamoDB
 * proxy: the same version-checked UpdateItem as the app's own match edits (shared-data's storage), which
 * the gateway lets through for the link's own matches and fields only.
 */
export class ScorekeeperStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    private readonly config: StoreConfig,
    opened: OpenedLink,
  ) {
    const { credentials } = opened;
    const client = new DynamoDBClient({
      region: config.region,
      endpoint: `${base(config)}/aws/dynamodb`,
      credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, expiration: new Date(credentials.expiration) },
      // One attempt: the queue decides when to try again (offline, a lost race).
      maxAttempts: 1,
    });
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  private table(name: 'matches' | 'teams' | 'tournaments'): string {
    return `${this.config.tablePrefix}${name}`;
  }

  /** The link's matches: its one match, or the matches on its pitch that day in kick-off order. */
  async matches(link: ScorekeeperLinkView): Promise<Match[]> {
    if (link.matchId !== undefined) {
      const match = await this.match(link.tournamentId, link.matchId);
      return match ? [match] : [];
    }
    const found: Match[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.run(() =>
        this.doc.send(new QueryCommand({ TableName: this.table('matches'), KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: { ':t': link.tournamentId }, ConsistentRead: true, ExclusiveStartKey })),
      );
      found.push(...((page.Items ?? []) as Match[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    // A referee's link (issue 25) covers that referee's matches of the day, a pitch link the pitch's.
    const covered = (m: Match) => (link.refereeId !== undefined ? m.refereeId === link.refereeId : m.pitchId === link.pitchId);
    return found.filter((m) => covered(m) && m.dateISO === link.dateISO).sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  }

  /** One match as stored now, or null. */
  async match(tournamentId: string, id: string): Promise<Match | null> {
    const answer = await this.run(() => this.doc.send(new GetCommand({ TableName: this.table('matches'), Key: { tournamentId, id }, ConsistentRead: true })));
    return (answer.Item as Match | undefined) ?? null;
  }

  /** The link's tournament as the public reads it (its name, its match length), or null. */
  async tournament(id: string): Promise<Tournament | null> {
    const answer = await this.run(() => this.doc.send(new GetCommand({ TableName: this.table('tournaments'), Key: { id } })));
    return (answer.Item as Tournament | undefined) ?? null;
  }

  /** A team with its public players (the scorer list), or null. */
  async team(id: string): Promise<Team | null> {
    const answer = await this.run(() => this.doc.send(new GetCommand({ TableName: this.table('teams'), Key: { id } })));
    return (answer.Item as Team | undefined) ?? null;
  }

  /**
   * Writes `fields` only if the match is still at the version it was read at, as shared-data's
   * updateVersioned does; answers the match as stored.
   * @throws MatchChangedError on a lost race, LinkClosedError when the link stopped working
   */
  async update(match: Pick<Match, 'tournamentId' | 'id' | 'version'>, fields: MatchPatch): Promise<Match> {
    const parts = updateExpression(fields as Record<string, unknown>, ['tournamentId', 'id', 'organizerId']);
    const expected = match.version ?? 0;
    parts.names['#version'] = 'version';
    parts.names['#id'] = 'id';
    parts.set.push('#version = :next');
    Object.assign(parts.values, { ':next': expected + 1, ':expected': expected });
    const versionCheck = expected === 0 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
    const answer = await this.run(() =>
      this.doc.send(
        new UpdateCommand({
          TableName: this.table('matches'),
          Key: { tournamentId: match.tournamentId, id: match.id },
          UpdateExpression: renderUpdate(parts),
          ConditionExpression: `attribute_exists(#id) AND ${versionCheck}`,
          ExpressionAttributeNames: parts.names,
          ExpressionAttributeValues: parts.values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return answer.Attributes as Match;
  }

  destroy(): void {
    this.doc.destroy();
  }

  /** One call, its refusals as the queue reads them. */
  private async run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      const name = (err as Error | null)?.name;
      if (err instanceof ConditionalCheckFailedException || name === 'ConditionalCheckFailedException') throw new MatchChangedError('The match was changed meanwhile.');
      if (name === 'UnrecognizedClientException' || name === 'ExpiredTokenException' || name === 'AccessDeniedException') {
        throw new LinkClosedError('This scorekeeper link was revoked or has expired. Ask the organizer for a new one.');
      }
      throw err;
    }
  }
}
