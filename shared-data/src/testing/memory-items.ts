import type { ItemKey, StorageQuery, TableName } from '../storage/storage-port';
import { INDEX_PARTITION_KEY, INDEX_SORT_KEY, KEY_ATTRIBUTES, TABLE_INDEXES } from '../storage/table-schema';

export type StoredItem = Record<string, unknown>;

/**
 * A deep copy without undefined values, as the SDK stores it (`removeUndefinedValues`): callers can
 * never change what is stored by mutating what they passed in or got back.
 */
export function stored<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(stored) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = stored(v);
    return out as T;
  }
  return value;
}

/** The map key of an item's key; rejects keys missing a key attribute, as DynamoDB does. */
export function keyText(table: TableName, key: ItemKey | StoredItem): string {
  return KEY_ATTRIBUTES[table]
    .map((attribute) => {
      const value = key[attribute];
      if (typeof value !== 'string' || value === '') throw new Error(`ValidationException: ${table} key needs a string ${attribute}`);
      return value;
    })
    .join('\u0000');
}

const compare = (a: unknown, b: unknown) => String(a ?? '').localeCompare(String(b ?? ''));

/**
 * The items a DynamoDB Query would answer: the partition key must be the only condition (a different
 * attribute is refused, as DynamoDB refuses it), items lacking it are not in the index, and results are
 * ordered by the sort key (`id` when there is none), reversed when descending.
 */
export function queryItems(table: TableName, items: Iterable<StoredItem>, q: StorageQuery): StoredItem[] {
  if (q.index && !TABLE_INDEXES[table].includes(q.index)) throw new Error(`ValidationException: ${table} has no index ${q.index}`);
  const partitionKey = q.index ? INDEX_PARTITION_KEY[q.index] : KEY_ATTRIBUTES[table][0]!;
  const names = Object.keys(q.equals);
  if (names.length !== 1 || names[0] !== partitionKey) {
    throw new Error(`ValidationException: a query on ${q.index ?? table} names exactly its partition key ${partitionKey}`);
  }
  const sortKey = (q.index ? INDEX_SORT_KEY[q.index] : KEY_ATTRIBUTES[table][1]) ?? 'id';
  const found = [...items]
    .filter((item) => item[partitionKey] === q.equals[partitionKey])
    .sort((a, b) => compare(a[sortKey], b[sortKey]) || compare(a.id, b.id));
  return q.descending ? found.reverse() : found;
}

/** Applies a partial update: undefined ignored, null removes, unwritable fields skipped. */
export function applyFields(item: StoredItem, fields: Record<string, unknown>, unwritable: readonly string[]): StoredItem {
  const next = { ...item };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || unwritable.includes(name)) continue;
    if (value === null) delete next[name];
    else next[name] = stored(value);
  }
  return next;
}

/** Keeps only the named attributes (a projection). */
export function project(item: StoredItem, attributes: readonly string[] | undefined): StoredItem {
  if (!attributes?.length) return item;
  return Object.fromEntries(attributes.filter((name) => name in item).map((name) => [name, item[name]]));
}
