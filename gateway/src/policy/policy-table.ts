import type { TableKey } from '../store/tables';

/**
 * THE access policy for browser credentials, as data. The enforcement (dynamodb-policy.ts, s3-policy.ts)
 * looks every decision up here, the README's "Who can do what" table is rendered from it
 * (policy-table-markdown.ts) and the matrix test walks every cell of it against a running gateway.
 * Change a rule here and all three follow.
 */

/**
 * Who signs a request, as far as the policy cares. An organizer account without an organizerId counts as
 * anonymous. A scorekeeper holds credentials of a scorekeeper link (issue 25: no account, one match or one
 * pitch's matches of one day).
 */
export type Caller = 'anonymous' | 'organizer' | 'superAdmin' | 'scorekeeper';
export const CALLERS: readonly Caller[] = ['anonymous', 'organizer', 'superAdmin', 'scorekeeper'];

/** What a DynamoDB item operation does to an item; BatchWriteItem entries are puts or deletes. */
export type ItemAction = 'read' | 'put' | 'update' | 'delete';
export const ITEM_ACTIONS: readonly ItemAction[] = ['read', 'put', 'update', 'delete'];

/** The item operations browsers may call, and which actions each one performs. */
export const ITEM_OPERATIONS = {
  GetItem: ['read'],
  BatchGetItem: ['read'],
  Query: ['read'],
  Scan: ['read'],
  PutItem: ['put'],
  UpdateItem: ['update'],
  DeleteItem: ['delete'],
  BatchWriteItem: ['put', 'delete'],
} as const satisfies Record<string, readonly ItemAction[]>;
export type ItemOperation = keyof typeof ITEM_OPERATIONS;

/**
 * Every other operation of the DynamoDB API (the SDK's command list). They are refused for every browser
 * caller: transactions (TransactWriteItems is the exception where the store has them: each entry is judged as
 * the single write it stands for, see dynamodb-policy.ts; dynalite has none), PartiQL (a
 * statement language we cannot inspect as reliably as structured input), table management, backups, tags,
 * streams, and describe/list calls (DescribeTable's ItemCount would count private items).
 * A target that is in neither list is not a DynamoDB operation at all and is answered 400.
 */
export const UNSUPPORTED_OPERATIONS = [
  'BatchExecuteStatement',
  'ExecuteStatement',
  'ExecuteTransaction',
  'TransactGetItems',
  'TransactWriteItems',
  'CreateBackup',
  'CreateGlobalTable',
  'CreateTable',
  'DeleteBackup',
  'DeleteResourcePolicy',
  'DeleteTable',
  'DescribeBackup',
  'DescribeContinuousBackups',
  'DescribeContributorInsights',
  'DescribeEndpoints',
  'DescribeExport',
  'DescribeGlobalTable',
  'DescribeGlobalTableSettings',
  'DescribeImport',
  'DescribeKinesisStreamingDestination',
  'DescribeLimits',
  'DescribeTable',
  'DescribeTableReplicaAutoScaling',
  'DescribeTimeToLive',
  'DisableKinesisStreamingDestination',
  'EnableKinesisStreamingDestination',
  'ExportTableToPointInTime',
  'GetResourcePolicy',
  'ImportTable',
  'ListBackups',
  'ListContributorInsights',
  'ListExports',
  'ListGlobalTables',
  'ListImports',
  'ListTables',
  'ListTagsOfResource',
  'PutResourcePolicy',
  'RestoreTableFromBackup',
  'RestoreTableToPointInTime',
  'TagResource',
  'UntagResource',
  'UpdateContinuousBackups',
  'UpdateContributorInsights',
  'UpdateGlobalTable',
  'UpdateGlobalTableSettings',
  'UpdateKinesisStreamingDestination',
  'UpdateTable',
  'UpdateTableReplicaAutoScaling',
  'UpdateTimeToLive',
  // Newer than dynalite; bulk writes and vector search would need their own per-item rules.
  'CancelBulkOperation',
  'DescribeBulkOperation',
  'ListBulkOperations',
  'SearchVectors',
  'StartBulkPutItems',
] as const;

/**
 * A rule for one (table, action, caller) cell. Reads say what the caller sees; writes say which items
 * the caller may touch. Every kind is implemented in dynamodb-policy.ts / read-filter.ts.
 */
export type ItemRule =
  /** Refused outright, with the reason in the error message. */
  | { kind: 'deny'; why: string }
  /** Every item, unfiltered and unconditioned. */
  | { kind: 'everything' }
  /** Every team, but players with isPublic !== true only when the team's organizerId is the caller's. */
  | { kind: 'public-players' }
  /**
   * Every organizer item, but its sign-in `email` only on the caller's own item (issue 23: the public sees
   * the contact an organizer chose, never its sign-in name); a filter or key condition on `email` is refused.
   */
  | { kind: 'organizer-cards' }
  /** Tournaments whose visibility is not 'private', plus the caller's own private ones. */
  | { kind: 'visible-tournaments' }
  /** Matches whose tournament the caller may see (or whose organizerId is the caller's); the rest read as absent. */
  | { kind: 'visible-matches' }
  /**
   * Items whose organizerId is the caller's: a put must carry it and cannot replace another organizer's
   * item; updates and deletes get `organizerId = <caller>` injected as a condition; an update may not
   * touch organizerId or the key attributes.
   */
  | { kind: 'own-items' }
  /** As own-items, and the match's tournament must exist and belong to the caller. */
  | { kind: 'own-items-in-own-tournament' }
  /** Only the organizer item whose id is the caller's organizerId, and not the listed attributes. */
  | { kind: 'own-organizer-item'; frozen: readonly string[] }
  /**
   * Updates of the scorekeeper link's own matches only (the match it names, or the matches on its pitch (or of its referee) on
   * its day, checked by conditions DynamoDB evaluates with the write), writing nothing but `fields` (a
   * `statistics.<side>.<name>` entry allows that one statistic); never creates an item.
   */
  | { kind: 'link-matches'; fields: readonly string[] };

export type ItemRuleKind = ItemRule['kind'];
type CallerRules = Record<Caller, ItemRule>;
export type TablePolicy = Record<ItemAction, CallerRules>;

/** Key attributes of each table: never changed by an update, used for attribute_not_exists conditions. */
export const TABLE_KEYS: Record<TableKey, readonly string[]> = {
  organizers: ['id'],
  teams: ['id'],
  tournaments: ['id'],
  matches: ['tournamentId', 'id'],
  'auth-users': ['id'],
  'auth-sessions': ['id'],
};

/** The attribute that says who owns an item. */
export const OWNER_ATTRIBUTE = 'organizerId';

const readOnly: ItemRule = { kind: 'deny', why: 'anonymous credentials are read-only' };
const gatewayOnly: ItemRule = { kind: 'deny', why: 'the auth tables are reachable only by the gateway itself' };
const viaAdminApi: ItemRule = { kind: 'deny', why: 'organizers are created and deleted through /admin/organizers' };
const everything: ItemRule = { kind: 'everything' };
const ownItems: ItemRule = { kind: 'own-items' };
const scoresOnly: ItemRule = { kind: 'deny', why: 'a scorekeeper link changes only the score, goals, cards, status and clock of its matches' };
const noAccess: CallerRules = { anonymous: gatewayOnly, organizer: gatewayOnly, superAdmin: gatewayOnly, scorekeeper: gatewayOnly };

/** What a scorekeeper link may write on its matches (issue 25): the score, goals, cards, status, clock, and the version the app's checked writes bump. */
const SCOREKEEPER_FIELDS = [
  'homeGoals',
  'awayGoals',
  'goals',
  'cards',
  'status',
  'clock',
  'statistics.home.yellowCards',
  'statistics.home.redCards',
  'statistics.away.yellowCards',
  'statistics.away.redCards',
  'version',
] as const;

/**
 * An owned table (teams, tournaments, matches): anonymous reads `read`, organizers write their own, the super
 * admin all; a scorekeeper reads what anonymous reads and writes only `scorekeeperUpdate` (matches).
 */
function ownedTable(read: ItemRule, put: ItemRule = ownItems, scorekeeperUpdate: ItemRule = scoresOnly): TablePolicy {
  return {
    read: { anonymous: read, organizer: read, superAdmin: everything, scorekeeper: read },
    put: { anonymous: readOnly, organizer: put, superAdmin: everything, scorekeeper: scoresOnly },
    update: { anonymous: readOnly, organizer: ownItems, superAdmin: everything, scorekeeper: scorekeeperUpdate },
    delete: { anonymous: readOnly, organizer: ownItems, superAdmin: everything, scorekeeper: scoresOnly },
  };
}

export const DYNAMODB_POLICY: Record<TableKey, TablePolicy> = {
  organizers: {
    read: { anonymous: { kind: 'organizer-cards' }, organizer: { kind: 'organizer-cards' }, superAdmin: everything, scorekeeper: { kind: 'organizer-cards' } },
    put: { anonymous: readOnly, organizer: viaAdminApi, superAdmin: viaAdminApi, scorekeeper: scoresOnly },
    update: { anonymous: readOnly, organizer: { kind: 'own-organizer-item', frozen: ['id', 'name', 'email'] }, superAdmin: everything, scorekeeper: scoresOnly },
    delete: { anonymous: readOnly, organizer: viaAdminApi, superAdmin: viaAdminApi, scorekeeper: scoresOnly },
  },
  teams: ownedTable({ kind: 'public-players' }),
  tournaments: ownedTable({ kind: 'visible-tournaments' }),
  matches: ownedTable({ kind: 'visible-matches' }, { kind: 'own-items-in-own-tournament' }, { kind: 'link-matches', fields: SCOREKEEPER_FIELDS }),
  'auth-users': { read: noAccess, put: noAccess, update: noAccess, delete: noAccess },
  'auth-sessions': { read: noAccess, put: noAccess, update: noAccess, delete: noAccess },
};

/** Image objects (S3 via /aws/s3), by the first segment of their key. */
export type ObjectArea = 'teams' | 'tournaments';
export const OBJECT_AREAS: readonly ObjectArea[] = ['teams', 'tournaments'];
export type ObjectAction = 'read' | 'write' | 'delete';
export const OBJECT_ACTIONS: readonly ObjectAction[] = ['read', 'write', 'delete'];

export type ObjectRule =
  | { kind: 'deny'; why: string }
  /** Any object (reads), or any key of the spec's shapes (writes, deletes). */
  | { kind: 'everything' }
  /** Keys of the spec's shapes whose team/tournament (and player) exists and belongs to the caller. */
  | { kind: 'own-resource' };

const noImages: ObjectRule = { kind: 'deny', why: 'a scorekeeper link changes no images' };
const objectsOwned: Record<ObjectAction, Record<Caller, ObjectRule>> = {
  read: { anonymous: { kind: 'everything' }, organizer: { kind: 'everything' }, superAdmin: { kind: 'everything' }, scorekeeper: { kind: 'everything' } },
  write: { anonymous: { kind: 'deny', why: 'anonymous credentials are read-only' }, organizer: { kind: 'own-resource' }, superAdmin: { kind: 'everything' }, scorekeeper: noImages },
  delete: { anonymous: { kind: 'deny', why: 'anonymous credentials are read-only' }, organizer: { kind: 'own-resource' }, superAdmin: { kind: 'everything' }, scorekeeper: noImages },
};

export const OBJECT_POLICY: Record<ObjectArea, Record<ObjectAction, Record<Caller, ObjectRule>>> = {
  teams: objectsOwned,
  tournaments: objectsOwned,
};
