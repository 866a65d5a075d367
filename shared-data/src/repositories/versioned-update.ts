import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/aws-clients';

/** Someone else changed the item first; `current` is what is stored now (null if it was deleted). */
export class ConflictError<T> extends Error {
  override name = 'ConflictError';
  constructor(readonly current: T | null) {
    super('This item was changed by someone else. The latest version is shown; please apply your change again.');
  }
}

/**
 * Builds `SET a = :a, ... REMOVE b` from a partial: undefined fields are ignored (spec §5
 * "updates ignore fields whose value is undefined"); null removes the attribute.
 */
export function updateExpression(fields: Record<string, unknown>, protectedKeys: readonly string[]) {
  const set: string[] = [];
  const remove: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  Object.entries(fields).forEach(([key, value], index) => {
    if (value === undefined || protectedKeys.includes(key)) return;
    names[`#f${index}`] = key;
    if (value === null) remove.push(`#f${index}`);
    else {
      set.push(`#f${index} = :f${index}`);
      values[`:f${index}`] = value;
    }
  });
  return { set, remove, names, values };
}

/**
 * One conditional UpdateItem that applies `fields` only if the stored version is still
 * `expectedVersion` (an item never versioned counts as version 0), and bumps the version.
 * Returns the stored item after the update; on a lost race throws ConflictError with fresh data.
 */
export async function updateVersioned<T>(options: {
  table: string;
  key: Record<string, string>;
  expectedVersion: number | undefined;
  fields: Record<string, unknown>;
  protectedKeys: readonly string[];
}): Promise<T> {
  const { set, remove, names, values } = updateExpression(options.fields, [...options.protectedKeys, 'version']);
  const expected = options.expectedVersion ?? 0;
  set.push('#version = :next');
  names['#version'] = 'version';
  values[':next'] = expected + 1;
  values[':expected'] = expected;
  const keyNames = Object.keys(options.key).map((k, i) => {
    names[`#k${i}`] = k;
    return `attribute_exists(#k${i})`;
  });
  const versionCheck = expected === 0 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
  try {
    const answer = await documentClient().send(
      new UpdateCommand({
        TableName: options.table,
        Key: options.key,
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: `${keyNames.join(' AND ')} AND ${versionCheck}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as T;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') {
      const fresh = await documentClient().send(new GetCommand({ TableName: options.table, Key: options.key, ConsistentRead: true }));
      throw new ConflictError<T>((fresh.Item as T | undefined) ?? null);
    }
    throw error;
  }
}
