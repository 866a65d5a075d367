/**
 * The storage port (brackets-manager.js style): one generic CRUD interface over our four tables,
 * implemented once per engine (`sdk-storage.ts` for DynamoDB through the gateway,
 * `memory-storage.ts` for tests). Repositories and use cases speak only this interface, so the
 * same rules run on both and one contract suite (`storage-contract.ts`) holds the engines to it.
 */
export type TableName = 'organizers' | 'teams' | 'tournaments' | 'matches';

/** An item's key: `{ id }`, or `{ tournamentId, id }` for matches. */
export type ItemKey = Record<string, string>;

export type IndexName = 'organizerId-index' | 'visibility-index';

export interface StorageQuery {
  /** Without an index the table's own key is queried (matches by `tournamentId`). */
  index?: IndexName;
  /** Attribute equality on the partition key of the table or index. */
  equals: Record<string, string>;
  /** Sort key order reversed (newest first on the visibility index). */
  descending?: boolean;
}

export interface CountQuery {
  index?: 'organizerId-index';
  equals: Record<string, string>;
}

export interface UpdateOptions {
  /**
   * Optimistic concurrency: write only if the stored `version` is still this (0 = never versioned);
   * a lost race rejects with ConflictError carrying the stored item (null if it was deleted).
   */
  expectedVersion?: number;
  /** Fields never written by this update (owner, creation date); key attributes and `version` always are. */
  protectedKeys?: readonly string[];
}

/** DynamoDB's limit of items per TransactWriteItems. */
export const MAX_TRANSACTION_WRITES = 100;

/** One write of a transaction (StoragePort.transact): a put that overwrites, an update as update() makes it, or a delete. */
export type TransactionWrite =
  | { kind: 'put'; table: TableName; item: object }
  | { kind: 'update'; table: TableName; key: ItemKey; fields: Record<string, unknown>; options?: UpdateOptions }
  | { kind: 'delete'; table: TableName; key: ItemKey };

export interface StoragePort {
  /** One item, read consistently; null when absent (or unreadable for the caller). */
  get<T>(table: TableName, key: ItemKey): Promise<T | null>;
  /** Several items in one round trip; missing ones are absent from the answer (order not guaranteed). */
  getMany<T>(table: TableName, keys: ItemKey[]): Promise<T[]>;
  /** Every item whose partition key equals `q.equals`, ordered by the sort key (then `id`). */
  query<T>(table: TableName, q: StorageQuery): Promise<T[]>;
  /** Every item of the table (optionally only some attributes), following pagination. */
  scan<T>(table: TableName, options?: { attributes?: string[] }): Promise<T[]>;
  /** How many items (of the table or of one index partition) without transferring them. */
  count(table: TableName, q?: CountQuery): Promise<number>;
  /** Stores a new item; rejects with ConflictError (carrying the stored item) if its key exists. */
  create<T extends object>(table: TableName, item: T): Promise<T>;
  /** Stores items in batches, overwriting. Not atomic: after a failure some may be stored (callers make it resumable). */
  putMany(table: TableName, items: object[]): Promise<void>;
  /**
   * Changes only the given fields of one item and bumps its `version`: undefined fields are ignored
   * (spec §5), null removes the attribute. With `expectedVersion` a lost race is a ConflictError;
   * without it a missing item is a NotFoundError (an update never creates). Returns the stored item.
   */
  update<T>(table: TableName, key: ItemKey, fields: Record<string, unknown>, options?: UpdateOptions): Promise<T>;
  /** Deletes one item; deleting a missing one is a no-op. */
  remove(table: TableName, key: ItemKey): Promise<void>;
  /** Deletes several items in batches; missing ones are no-ops. */
  removeMany(table: TableName, keys: ItemKey[]): Promise<void>;
  /**
   * Whether this engine writes several items atomically (DynamoDB's TransactWriteItems; not the embedded
   * dynalite). Without, multi-item writes take claim → write → mark done (use-cases/pending-write.ts).
   */
  canTransact(): Promise<boolean>;
  /**
   * Writes all of `writes` or none (at most 100, one per item), only where canTransact(). An update whose
   * version check fails rejects with ConflictError carrying the stored item, and nothing is written.
   */
  transact(writes: TransactionWrite[]): Promise<void>;
}
