import type { IndexName, ItemKey, TableName } from './storage-port';

/** Key attributes of each table, partition key first (mirrors gateway/src/store/tables.ts). */
export const KEY_ATTRIBUTES: Readonly<Record<TableName, readonly string[]>> = {
  organizers: ['id'],
  teams: ['id'],
  tournaments: ['id'],
  matches: ['tournamentId', 'id'],
};

/** Partition key of each index: the one attribute a query on it names. */
export const INDEX_PARTITION_KEY: Readonly<Record<IndexName, string>> = {
  'organizerId-index': 'organizerId',
  'visibility-index': 'visibility',
};

/** Sort key of each index (the ones without one order by `id` in memory; DynamoDB leaves them unordered). */
export const INDEX_SORT_KEY: Readonly<Record<IndexName, string | null>> = {
  'organizerId-index': null,
  'visibility-index': 'createdAtISO',
};

/** Which tables carry which index. */
export const TABLE_INDEXES: Readonly<Record<TableName, readonly IndexName[]>> = {
  organizers: [],
  teams: ['organizerId-index'],
  tournaments: ['organizerId-index', 'visibility-index'],
  matches: ['organizerId-index'],
};

/** The key of an item of `table` (only its key attributes). */
export function keyOf(table: TableName, item: object): ItemKey {
  const record = item as Record<string, unknown>;
  const key: ItemKey = {};
  for (const name of KEY_ATTRIBUTES[table]) {
    const value = record[name];
    if (typeof value !== 'string' || value === '') throw new Error(`An item of ${table} needs a string ${name}`);
    key[name] = value;
  }
  return key;
}

/** Fields an update may never write: the key and the version (which the update bumps itself). */
export function unwritableFields(table: TableName, protectedKeys: readonly string[] = []): string[] {
  return [...KEY_ATTRIBUTES[table], 'version', ...protectedKeys];
}
