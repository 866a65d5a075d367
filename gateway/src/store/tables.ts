import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  waitUntilTableExists,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

/** Table names without the prefix. The auth ones are the gateway's alone (see policy/dynamodb-policy.ts). */
export const APP_TABLES = ['organizers', 'teams', 'tournaments', 'matches'] as const;
export const AUTH_TABLES = ['auth-users', 'auth-sessions'] as const;
type AppTable = (typeof APP_TABLES)[number];
type AuthTable = (typeof AUTH_TABLES)[number];
export type TableKey = AppTable | AuthTable;

export type TableNames = Record<TableKey, string>;

export function tableNames(prefix: string): TableNames {
  const names = {} as TableNames;
  for (const key of [...APP_TABLES, ...AUTH_TABLES]) names[key] = `${prefix}${key}`;
  return names;
}

/**
 * Tables the gateway alone reads and writes, kept apart from TableKey on purpose: the browser policy
 * knows only APP_TABLES and AUTH_TABLES and refuses every other table name, so no browser credential can
 * reach these. `directory` holds what public pages look up without a Scan (see directory/directory-keys.ts).
 */
const GATEWAY_TABLES = ['directory'] as const;
type GatewayTableKey = (typeof GATEWAY_TABLES)[number];
export type GatewayTableNames = Record<GatewayTableKey, string>;

export function gatewayTableNames(prefix: string): GatewayTableNames {
  return { directory: `${prefix}directory` };
}

export const INDEX = {
  organizerId: 'organizerId-index',
  visibility: 'visibility-index',
  email: 'email-index',
  username: 'username-index',
  userId: 'userId-index',
} as const;

type TableDefinition = Omit<CreateTableCommandInput, 'TableName'>;

const S = 'S' as const;
const gsi = (IndexName: string, hash: string, range?: string) => ({
  IndexName,
  KeySchema: [
    { AttributeName: hash, KeyType: 'HASH' as const },
    ...(range ? [{ AttributeName: range, KeyType: 'RANGE' as const }] : []),
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * Key schemas. Every lookup the product makes has a key or an index, so nothing needs a Scan:
 * public tournaments by `visibility` (newest first via `createdAtISO`), logins by email or username,
 * a user's sessions by `userId`. Sessions are keyed by SHA-256 of the token (see auth/sessions.ts).
 */
const TABLE_DEFINITIONS: Record<TableKey, TableDefinition> = {
  organizers: {
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: S }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  },
  teams: {
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: S },
      { AttributeName: 'organizerId', AttributeType: S },
    ],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [gsi(INDEX.organizerId, 'organizerId')],
  },
  tournaments: {
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: S },
      { AttributeName: 'organizerId', AttributeType: S },
      { AttributeName: 'visibility', AttributeType: S },
      { AttributeName: 'createdAtISO', AttributeType: S },
    ],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [gsi(INDEX.organizerId, 'organizerId'), gsi(INDEX.visibility, 'visibility', 'createdAtISO')],
  },
  matches: {
    AttributeDefinitions: [
      { AttributeName: 'tournamentId', AttributeType: S },
      { AttributeName: 'id', AttributeType: S },
      { AttributeName: 'organizerId', AttributeType: S },
    ],
    KeySchema: [
      { AttributeName: 'tournamentId', KeyType: 'HASH' },
      { AttributeName: 'id', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [gsi(INDEX.organizerId, 'organizerId')],
  },
  'auth-users': {
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: S },
      { AttributeName: 'email', AttributeType: S },
      { AttributeName: 'username', AttributeType: S },
    ],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [gsi(INDEX.email, 'email'), gsi(INDEX.username, 'username')],
  },
  'auth-sessions': {
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: S },
      { AttributeName: 'userId', AttributeType: S },
    ],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [gsi(INDEX.userId, 'userId')],
  },
};

/** Partition key `pk` and sort key `sk`: one table holds several kinds of entries, each with its own key shape. */
const GATEWAY_TABLE_DEFINITIONS: Record<GatewayTableKey, TableDefinition> = {
  directory: {
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: S },
      { AttributeName: 'sk', AttributeType: S },
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
  },
};

/** Creates the tables that are missing (on-demand billing) and waits until each is ACTIVE. */
export async function ensureTables(client: DynamoDBClient, names: TableNames): Promise<string[]> {
  const created: string[] = [];
  for (const key of Object.keys(TABLE_DEFINITIONS) as TableKey[]) {
    if (await ensureTable(client, names[key], TABLE_DEFINITIONS[key])) created.push(names[key]);
  }
  return created;
}

/** The gateway's own tables (GATEWAY_TABLES), created like ensureTables; the caller fills a new one. */
export async function ensureGatewayTables(client: DynamoDBClient, names: GatewayTableNames): Promise<string[]> {
  const created: string[] = [];
  for (const key of GATEWAY_TABLES) {
    if (await ensureTable(client, names[key], GATEWAY_TABLE_DEFINITIONS[key])) created.push(names[key]);
  }
  return created;
}

/**
 * The sign-in lockout's counters (auth/backoff-table.ts), one item per key, shared by every gateway instance
 * on the store; the gateway's alone like GATEWAY_TABLES (no browser credential can name it).
 */
export function throttleTableName(prefix: string): string {
  return `${prefix}login-throttle`;
}

/** The attribute holding when an item may be deleted (seconds since the epoch, DynamoDB's TTL). */
export const EXPIRES_AT = 'expiresAt';

/**
 * Creates the lockout's table when missing and turns on TTL for EXPIRES_AT where the engine has it (DynamoDB,
 * DynamoDB Local); dynalite has no TTL, so there expired items stay until overwritten and reads ignore them.
 */
export async function ensureThrottleTable(client: DynamoDBClient, TableName: string): Promise<boolean> {
  const created = await ensureTable(client, TableName, {
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: S }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  });
  try {
    await client.send(new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { AttributeName: EXPIRES_AT, Enabled: true } }));
  } catch (err) {
    // Already on (another instance, an earlier start) or no TTL in this engine: reads ignore expired items either way.
    const name = (err as { name?: string }).name;
    if (name !== 'ValidationException' && name !== 'UnknownOperationException') throw err;
  }
  return created;
}

/**
 * The scorekeeper links (issue 25, scorekeeper/scorekeeper-links.ts), one item per link keyed by SHA-256 of its
 * token, listed per tournament through an index; the gateway's alone like GATEWAY_TABLES. In the table, not in
 * memory, so a revocation holds on every instance at once.
 */
export function scorekeeperLinksTableName(prefix: string): string {
  return `${prefix}scorekeeper-links`;
}

/** The index of the scorekeeper links by tournament. */
export const LINKS_BY_TOURNAMENT = 'tournamentId-index';

/** Creates the scorekeeper links' table when missing; true when this call created it. */
export async function ensureScorekeeperLinksTable(client: DynamoDBClient, TableName: string): Promise<boolean> {
  return ensureTable(client, TableName, {
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: S },
      { AttributeName: 'tournamentId', AttributeType: S },
    ],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [gsi(LINKS_BY_TOURNAMENT, 'tournamentId')],
  });
}

/** Creates one table when missing and waits until it is ACTIVE; true when this call created it. */
async function ensureTable(client: DynamoDBClient, TableName: string, definition: TableDefinition): Promise<boolean> {
  if (await tableExists(client, TableName)) return false;
  let created = false;
  try {
    await client.send(new CreateTableCommand({ TableName, BillingMode: 'PAY_PER_REQUEST', ...definition }));
    created = true;
  } catch (err) {
    // Another gateway instance may have created it between our check and our create.
    if (!(err instanceof ResourceInUseException)) throw err;
  }
  await waitUntilTableExists({ client, maxWaitTime: 120, minDelay: 1, maxDelay: 5 }, { TableName });
  return created;
}

async function tableExists(client: DynamoDBClient, TableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName }));
    return true;
  } catch (err) {
    if (err instanceof ResourceNotFoundException) return false;
    throw err;
  }
}
