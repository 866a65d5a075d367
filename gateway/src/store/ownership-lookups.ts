import type { DynamoDbAnswer, DynamoDbSend } from '../aws/dynamodb-backend';
import { visibilityOf, type TournamentFacts } from '../policy/read-filter';
import { isObject, stringValue, type JsonObject } from '../policy/request-shape';
import { BatchGetError, batchGetItems } from './batch-get';
import type { TableNames } from './tables';

/** A lookup the backend could not answer. `answer` is the backend's own error when it gave one. */
export class LookupError extends Error {
  constructor(
    message: string,
    readonly answer?: DynamoDbAnswer,
  ) {
    super(message);
  }
}

const MAX_ATTEMPTS = 6;

/**
 * The reads the policy makes for its decisions: who owns a tournament, team or existing item, and
 * whether a tournament is private. Always strongly consistent and never cached, so a tournament switched
 * to private hides its matches on the very next request, and an ownership check sees the latest write.
 * They go through the same raw JSON path as forwarded calls, so caller-supplied keys reach DynamoDB
 * exactly as sent (and malformed ones get DynamoDB's own ValidationException).
 */
export class OwnershipLookups {
  constructor(
    private readonly send: DynamoDbSend,
    private readonly tables: TableNames,
  ) {}

  /** Facts about the tournaments that exist among `ids`. */
  async tournaments(ids: string[]): Promise<Map<string, TournamentFacts>> {
    const items = await this.batchGet(this.tables.tournaments, ids.map((id) => ({ id: { S: id } })), ['id', 'organizerId', 'visibility']);
    const facts = new Map<string, TournamentFacts>();
    for (const item of items) {
      const id = stringValue(item.id);
      if (id !== undefined) facts.set(id, { organizerId: stringValue(item.organizerId), visibility: visibilityOf(item) });
    }
    return facts;
  }

  /** organizerId of each existing item among `keys` (absent items are simply not listed). */
  async existingOwners(tableName: string, keys: JsonObject[], keyAttributes: readonly string[]): Promise<Array<string | undefined>> {
    const items = await this.batchGet(tableName, keys, [...keyAttributes, 'organizerId']);
    return items.map((item) => stringValue(item.organizerId));
  }

  async team(teamId: string): Promise<{ organizerId: string | undefined; playerIds: string[] } | null> {
    const [item] = await this.batchGet(this.tables.teams, [{ id: { S: teamId } }], ['organizerId', 'players']);
    if (!item) return null;
    const players = isObject(item.players) && Array.isArray(item.players.L) ? item.players.L : [];
    const playerIds = players
      .map((p) => (isObject(p) && isObject(p.M) ? stringValue(p.M.id) : undefined))
      .filter((id): id is string => id !== undefined);
    return { organizerId: stringValue(item.organizerId), playerIds };
  }

  async tournament(tournamentId: string): Promise<{ organizerId: string | undefined } | null> {
    const [item] = await this.batchGet(this.tables.tournaments, [{ id: { S: tournamentId } }], ['organizerId']);
    return item ? { organizerId: stringValue(item.organizerId) } : null;
  }

  /** Consistent BatchGetItem in chunks of 100, retrying unprocessed keys with a short backoff. */
  private async batchGet(tableName: string, keys: JsonObject[], attributes: string[]): Promise<JsonObject[]> {
    try {
      return await batchGetItems(this.send, tableName, keys, attributes, { consistent: true, maxAttempts: MAX_ATTEMPTS });
    } catch (err) {
      if (err instanceof BatchGetError) throw new LookupError(`Ownership lookup: ${err.message}`, err.answer);
      throw err;
    }
  }
}
