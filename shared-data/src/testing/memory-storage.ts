import { ConflictError, NotFoundError } from '../storage/storage-errors';
import type { ItemKey, StoragePort, TableName } from '../storage/storage-port';
import { applyFields, keyText, project, queryItems, stored, type StoredItem } from './memory-items';
import { keyOf, unwritableFields } from '../storage/table-schema';

/** One call on the port, as the in-memory adapter records it (tests assert on these and inject faults). */
interface StorageOperation {
  kind: 'get' | 'getMany' | 'query' | 'scan' | 'count' | 'create' | 'putMany' | 'update' | 'remove' | 'removeMany' | 'transact';
  table: TableName;
  /** The item's key for single-item operations. */
  key?: ItemKey;
  /** The keys of a batch (getMany, putMany, removeMany; a transaction's, of every table). */
  keys?: ItemKey[];
  /** The condition of a query or count. */
  equals?: Record<string, string>;
  index?: string;
}

type OperationPredicate = (op: StorageOperation) => boolean;

/** The in-memory adapter: the port's semantics plus what tests need to set up, inspect and break it. */
export interface MemoryStorage extends StoragePort {
  /** Stores items as they are (no version bump, no recorded operation). */
  seed(table: TableName, items: object[]): void;
  /** What is stored now, in key order. */
  all<T>(table: TableName): T[];
  /** Matching operations reject with `error` (default Error('offline')) before changing anything. */
  failWhen(predicate: OperationPredicate, error?: Error): void;
  /** Forgets every failWhen: the store is reachable again (to test a retry). */
  stopFailing(): void;
  /** Matching operations wait until the returned release() is called (to observe pending states). */
  pauseWhen(predicate: OperationPredicate): () => void;
  /** Every operation performed, in order. */
  readonly operations: StorageOperation[];
  /** Whether this store has transactions (canTransact); false by default, like the embedded dynalite. */
  transactions: boolean;
}

const TABLES: readonly TableName[] = ['organizers', 'teams', 'tournaments', 'matches'];

/** The item update() stores over `current` (its version bumped), or the ConflictError / NotFoundError it rejects with. */
function updated<T>(current: StoredItem | undefined, table: TableName, key: ItemKey, fields: Record<string, unknown>, options: Parameters<StoragePort['update']>[3] = {}): StoredItem {
  const { expectedVersion } = options;
  if (expectedVersion !== undefined && (current === undefined || ((current.version as number | undefined) ?? 0) !== expectedVersion)) {
    throw new ConflictError<T>(current === undefined ? null : (stored(current) as T));
  }
  if (current === undefined) throw new NotFoundError(table, key);
  const next = applyFields(current, fields, unwritableFields(table, options.protectedKeys));
  next.version = ((current.version as number | undefined) ?? 0) + 1;
  return next;
}

export function createMemoryStorage(): MemoryStorage {
  const tables = new Map(TABLES.map((table) => [table, new Map<string, StoredItem>()]));
  const rows = (table: TableName) => tables.get(table)!;
  const operations: StorageOperation[] = [];
  let failures: { predicate: OperationPredicate; error: Error }[] = [];
  const pauses = new Set<{ predicate: OperationPredicate; released: Promise<void> }>();

  /** Records the operation, honours pauses and injected failures, then runs it (always asynchronously). */
  async function perform<R>(op: StorageOperation, run: () => R): Promise<R> {
    operations.push(op);
    await Promise.resolve();
    for (const pause of [...pauses]) if (pause.predicate(op)) await pause.released;
    const failure = failures.find((f) => f.predicate(op));
    if (failure) throw failure.error;
    return run();
  }

  const read = <T>(table: TableName, key: ItemKey) => {
    const item = rows(table).get(keyText(table, key));
    return item === undefined ? null : (stored(item) as T);
  };

  const memory: MemoryStorage = {
    operations,
    transactions: false,

    seed(table, items) {
      for (const item of items) rows(table).set(keyText(table, item as StoredItem), stored(item as StoredItem));
    },
    all<T>(table: TableName) {
      return [...rows(table).entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, item]) => stored(item) as T);
    },
    failWhen(predicate, error = new Error('offline')) {
      failures.push({ predicate, error });
    },
    stopFailing() {
      failures = [];
    },
    pauseWhen(predicate) {
      let release!: () => void;
      const pause = { predicate, released: new Promise<void>((resolve) => (release = resolve)) };
      pauses.add(pause);
      return () => {
        pauses.delete(pause);
        release();
      };
    },

    get: <T>(table: TableName, key: ItemKey) => perform({ kind: 'get', table, key }, () => read<T>(table, key)),

    getMany: <T>(table: TableName, keys: ItemKey[]) =>
      perform({ kind: 'getMany', table, keys }, () => {
        const distinct = new Map(keys.map((key) => [keyText(table, key), key]));
        return [...distinct.values()].map((key) => read<T>(table, key)).filter((item): item is Awaited<T> => item !== null) as T[];
      }),

    query: <T>(table: TableName, q: Parameters<StoragePort['query']>[1]) =>
      perform({ kind: 'query', table, equals: q.equals, ...(q.index ? { index: q.index } : {}) }, () =>
        queryItems(table, rows(table).values(), q).map((item) => stored(item) as T),
      ),

    scan: <T>(table: TableName, options?: { attributes?: string[] }) =>
      perform({ kind: 'scan', table }, () => [...rows(table).values()].map((item) => stored(project(item, options?.attributes)) as T)),

    count: (table, q) =>
      perform({ kind: 'count', table, ...(q ? { equals: q.equals } : {}), ...(q?.index ? { index: q.index } : {}) }, () =>
        q ? queryItems(table, rows(table).values(), q).length : rows(table).size,
      ),

    create: <T extends object>(table: TableName, item: T) =>
      perform({ kind: 'create', table, key: keyOf(table, item) }, () => {
        const text = keyText(table, item as StoredItem);
        const existing = rows(table).get(text);
        if (existing) throw new ConflictError<T>(stored(existing) as T);
        rows(table).set(text, stored(item as StoredItem));
        return item;
      }),

    putMany: (table, items) =>
      perform({ kind: 'putMany', table, keys: items.map((item) => keyOf(table, item)) }, () => {
        for (const item of items) rows(table).set(keyText(table, item as StoredItem), stored(item as StoredItem));
      }),

    update: <T>(table: TableName, key: ItemKey, fields: Record<string, unknown>, options: Parameters<StoragePort['update']>[3] = {}) =>
      perform({ kind: 'update', table, key }, () => {
        const next = updated<T>(rows(table).get(keyText(table, key)), table, key, fields, options);
        rows(table).set(keyText(table, key), next);
        return stored(next) as T;
      }),

    canTransact: async () => memory.transactions,

    transact: (writes) =>
      perform({ kind: 'transact', table: writes[0]?.table ?? 'tournaments', keys: writes.map((w) => (w.kind === 'put' ? keyOf(w.table, w.item) : w.key)) }, () => {
        if (!memory.transactions) throw new Error('This store has no transactions.');
        // Every write is worked out before any is stored: one that fails leaves the store as it was.
        const next = writes.map((w) => {
          const key = keyText(w.table, w.kind === 'put' ? (w.item as StoredItem) : w.key);
          if (w.kind === 'put') return [w.table, key, stored(w.item as StoredItem)] as const;
          return [w.table, key, w.kind === 'delete' ? null : updated(rows(w.table).get(key), w.table, w.key, w.fields, w.options ?? {})] as const;
        });
        for (const [table, key, item] of next) {
          if (item) rows(table).set(key, item);
          else rows(table).delete(key);
        }
      }),

    remove: (table, key) =>
      perform({ kind: 'remove', table, key }, () => {
        rows(table).delete(keyText(table, key));
      }),

    removeMany: (table, keys) =>
      perform({ kind: 'removeMany', table, keys }, () => {
        for (const key of keys) rows(table).delete(keyText(table, key));
      }),
  };
  return memory;
}
