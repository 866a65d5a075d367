import type { ItemPath } from 'shared-domain';
import type { TableKey } from '../store/tables';
import { updateActions } from './update-actions';
import { isObject, optionalObject, optionalString, optionalStringMap, type JsonObject } from './request-shape';

/** A value a write stores in an item of `table`: the whole item (`at` empty) or the value at a path. */
interface WrittenValue {
  table: TableKey;
  value: unknown;
  at: ItemPath;
  /** The item's `id` (an UpdateItem's key, a put item's own), when it is a text: whose uploads its image fields may hold. */
  itemId: string | undefined;
}

/** What a write (PutItem, UpdateItem, BatchWriteItem) stores and removes, as far as its request says. */
export interface WrittenValues {
  written: WrittenValue[];
  /** Attributes an UpdateItem's REMOVE takes away. */
  removed: { table: TableKey; at: ItemPath }[];
}

/**
 * DynamoDB JSON → the value the app's document client reads: numbers as numbers, sets as Sets and
 * binary as bytes, so a check sees exactly what a reader would (a set is not a list).
 */
function asRead(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  if (typeof value.S === 'string') return value.S;
  if (typeof value.N === 'string') return Number(value.N);
  if (typeof value.BOOL === 'boolean') return value.BOOL;
  if (value.NULL === true) return null;
  if (isObject(value.M)) return Object.fromEntries(Object.entries(value.M).map(([name, inner]) => [name, asRead(inner)]));
  if (Array.isArray(value.L)) return value.L.map(asRead);
  if (Array.isArray(value.SS)) return new Set(value.SS);
  if (Array.isArray(value.NS)) return new Set(value.NS.map(Number));
  return new Uint8Array();
}

/** The text `id` of an item or key in DynamoDB JSON, if it has one. */
function idOf(item: unknown): string | undefined {
  const id = isObject(item) ? item.id : undefined;
  return isObject(id) && typeof id.S === 'string' ? id.S : undefined;
}

/**
 * The values a write stores, for the checks every caller's writes pass (text limits, item shapes and
 * their values): a PutItem's and each BatchWriteItem put's item whole; an UpdateItem's value
 * placeholders at the paths its SET and ADD actions write (update-actions.ts), and the paths its REMOVE
 * actions clear; each with the id of the item it goes to. Values computed from other attributes
 * (`SET a = b`) are not seen. Tables `tableOf` does not know are left out.
 */
export function writtenValues(operation: string, input: JsonObject, tableOf: (tableName: string) => TableKey | undefined): WrittenValues {
  const result: WrittenValues = { written: [], removed: [] };
  const known = (tableName: unknown) => (typeof tableName === 'string' ? tableOf(tableName) : undefined);
  const table = known(input.TableName);
  if (operation === 'BatchWriteItem') {
    for (const [tableName, requests] of Object.entries(optionalObject(input, 'RequestItems') ?? {})) {
      const batchTable = known(tableName);
      if (!batchTable || !Array.isArray(requests)) continue;
      for (const request of requests) {
        if (!isObject(request) || !isObject(request.PutRequest)) continue;
        const item = request.PutRequest.Item;
        result.written.push({ table: batchTable, value: asRead({ M: item }), at: [], itemId: idOf(item) });
      }
    }
  } else if (table && operation === 'PutItem') {
    result.written.push({ table, value: asRead({ M: input.Item }), at: [], itemId: idOf(input.Item) });
  } else if (table && operation === 'UpdateItem') {
    const expression = optionalString(input, 'UpdateExpression');
    if (expression === undefined) return result;
    const names = optionalStringMap(input, 'ExpressionAttributeNames') ?? {};
    const values = optionalObject(input, 'ExpressionAttributeValues') ?? {};
    const actions = updateActions(expression, names);
    const itemId = idOf(input.Key);
    for (const { at, values: placeholders } of [...actions.SET, ...actions.ADD]) {
      for (const placeholder of placeholders) result.written.push({ table, value: asRead(values[placeholder]), at, itemId });
    }
    for (const { at } of actions.REMOVE) result.removed.push({ table, at });
  }
  return result;
}
