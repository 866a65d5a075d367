import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/aws-clients';
import { getRuntimeConfig, tableName } from '../config/runtime-config';
import { batchGet, batchWrite, countAll, queryAll, scanAll } from './sdk-pages';
import { equalityCondition, renderUpdate, updateExpression } from './sdk-expressions';
import { ConflictError, NotFoundError } from './storage-errors';
import type { CountQuery, ItemKey, StoragePort, StorageQuery, TableName, TransactionWrite, UpdateOptions } from './storage-port';
import { KEY_ATTRIBUTES, keyOf, unwritableFields } from './table-schema';

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error | null)?.name === 'ConditionalCheckFailedException';

/** `attribute_exists(#key0) AND ...`: the item is there (an update must never create one). */
function keyExists(table: TableName, names: Record<string, string>): string {
  return KEY_ATTRIBUTES[table]
    .map((attribute, i) => {
      names[`#key${i}`] = attribute;
      return `attribute_exists(#key${i})`;
    })
    .join(' AND ');
}

const keyText = (key: ItemKey) => JSON.stringify(Object.entries(key).sort());

/** Distinct keys only: a batch naming one key twice is refused by DynamoDB. */
function distinctKeys(keys: ItemKey[]): ItemKey[] {
  return [...new Map(keys.map((key) => [keyText(key), key])).values()];
}

async function get<T>(table: TableName, key: ItemKey): Promise<T | null> {
  const answer = await documentClient().send(new GetCommand({ TableName: tableName(table), Key: key, ConsistentRead: true }));
  return (answer.Item as T | undefined) ?? null;
}

/** The UpdateItem of update(): only the given fields, the version bumped, checked when `expectedVersion` is given. */
function updateInput(table: TableName, key: ItemKey, fields: Record<string, unknown>, options: UpdateOptions) {
  const parts = updateExpression(fields, unwritableFields(table, options.protectedKeys));
  const { expectedVersion } = options;
  parts.names['#version'] = 'version';
  let condition = keyExists(table, parts.names);
  if (expectedVersion === undefined) {
    parts.set.push('#version = if_not_exists(#version, :zero) + :one');
    Object.assign(parts.values, { ':zero': 0, ':one': 1 });
  } else {
    // An item never versioned counts as version 0.
    parts.set.push('#version = :next');
    Object.assign(parts.values, { ':next': expectedVersion + 1, ':expected': expectedVersion });
    condition += expectedVersion === 0 ? ' AND (attribute_not_exists(#version) OR #version = :expected)' : ' AND #version = :expected';
  }
  return {
    TableName: tableName(table),
    Key: key,
    UpdateExpression: renderUpdate(parts),
    ConditionExpression: condition,
    ExpressionAttributeNames: parts.names,
    ExpressionAttributeValues: parts.values,
  };
}

async function update<T>(table: TableName, key: ItemKey, fields: Record<string, unknown>, options: UpdateOptions = {}): Promise<T> {
  try {
    const answer = await documentClient().send(new UpdateCommand({ ...updateInput(table, key, fields, options), ReturnValues: 'ALL_NEW' }));
    return answer.Attributes as T;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // dynalite ignores ReturnValuesOnConditionCheckFailure (ARCHITECTURE §5): read what is stored.
    if (options.expectedVersion === undefined) throw new NotFoundError(table, key);
    throw new ConflictError<T>(await get<T>(table, key));
  }
}

/** One TransactWriteItems; a version check that failed is the ConflictError update() would give. */
async function transact(writes: TransactionWrite[]): Promise<void> {
  const items = writes.map((w) => {
    if (w.kind === 'put') return { Put: { TableName: tableName(w.table), Item: w.item as Record<string, unknown> } };
    if (w.kind === 'delete') return { Delete: { TableName: tableName(w.table), Key: w.key } };
    return { Update: updateInput(w.table, w.key, w.fields, w.options ?? {}) };
  });
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
    const write = writes[failed];
    if (write?.kind !== 'update') throw error;
    if (write.options?.expectedVersion === undefined) throw new NotFoundError(write.table, write.key);
    throw new ConflictError(await get(write.table, write.key));
  }
}

/** The storage port on DynamoDB through the gateway (SDK v3 document client, signed per session). */
export function createSdkStorage(): StoragePort {
  return {
    get,
    update,
    transact,
    // The gateway probes its store and says so in /config.json.
    canTransact: async () => getRuntimeConfig().transactions === true,

    async getMany<T>(table: TableName, keys: ItemKey[]): Promise<T[]> {
      return batchGet<T>(tableName(table), distinctKeys(keys));
    },

    async query<T>(table: TableName, q: StorageQuery): Promise<T[]> {
      const condition = equalityCondition(q.equals);
      return queryAll<T>({
        TableName: tableName(table),
        ...(q.index ? { IndexName: q.index } : { ConsistentRead: true }),
        KeyConditionExpression: condition.expression,
        ExpressionAttributeNames: condition.names,
        ExpressionAttributeValues: condition.values,
        ...(q.descending ? { ScanIndexForward: false } : {}),
      });
    },

    async scan<T>(table: TableName, options: { attributes?: string[] } = {}): Promise<T[]> {
      const attributes = options.attributes ?? [];
      if (attributes.length === 0) return scanAll<T>({ TableName: tableName(table) });
      const names = Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name]));
      return scanAll<T>({ TableName: tableName(table), ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names });
    },

    async count(table: TableName, q?: CountQuery): Promise<number> {
      if (!q) return countAll({ TableName: tableName(table) }, 'scan');
      const condition = equalityCondition(q.equals);
      return countAll(
        {
          TableName: tableName(table),
          ...(q.index ? { IndexName: q.index } : {}),
          KeyConditionExpression: condition.expression,
          ExpressionAttributeNames: condition.names,
          ExpressionAttributeValues: condition.values,
        },
        'query',
      );
    },

    async create<T extends object>(table: TableName, item: T): Promise<T> {
      const names: Record<string, string> = {};
      const absent = KEY_ATTRIBUTES[table].map((attribute, i) => {
        names[`#key${i}`] = attribute;
        return `attribute_not_exists(#key${i})`;
      });
      try {
        await documentClient().send(
          new PutCommand({ TableName: tableName(table), Item: item, ConditionExpression: absent.join(' AND '), ExpressionAttributeNames: names }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new ConflictError<T>(await get<T>(table, keyOf(table, item)));
        throw error;
      }
      return item;
    },

    async putMany(table: TableName, items: object[]): Promise<void> {
      // The last of two items with one key wins, as it would with one put after the other.
      const latest = [...new Map(items.map((item) => [keyText(keyOf(table, item)), item])).values()];
      await batchWrite(tableName(table), latest.map((Item) => ({ PutRequest: { Item } })));
    },

    async remove(table: TableName, key: ItemKey): Promise<void> {
      await documentClient().send(new DeleteCommand({ TableName: tableName(table), Key: key }));
    },

    async removeMany(table: TableName, keys: ItemKey[]): Promise<void> {
      await batchWrite(tableName(table), distinctKeys(keys).map((Key) => ({ DeleteRequest: { Key } })));
    },
  };
}
