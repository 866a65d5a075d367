import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';

/**
 * A stream record as the write it stands for, in the shape the proxy reports writes: a PutItem of the whole
 * new item for an insert or a modify (so whoever reads it sees every attribute, such as a match's teams),
 * a DeleteItem of the key for a remove; null for a record without keys.
 * @example writeOfRecord('t-matches', { eventName: 'REMOVE', dynamodb: { Keys: { id: { S: 'm1' } } } }) // { operation: 'DeleteItem', input: { TableName: 't-matches', Key: { id: { S: 'm1' } } } }
 */
export function writeOfRecord(TableName: string, record: StreamRecord): { operation: string; input: Record<string, unknown> } | null {
  const data = record.dynamodb;
  if (!data?.Keys) return null;
  if (record.eventName === 'REMOVE') return { operation: 'DeleteItem', input: { TableName, Key: data.Keys } };
  return data.NewImage ? { operation: 'PutItem', input: { TableName, Item: data.NewImage } } : null;
}
