import { storedTextViolation, type ItemPath, type LimitedEntity } from 'shared-domain';
import type { TableKey } from '../store/tables';
import { updateActions } from './update-actions';
import { RequestShapeError, isObject, optionalObject, optionalString, optionalStringMap, type JsonObject } from './request-shape';

/**
 * Names and descriptions longer than shared-domain's limits (names ≤ 100 characters, descriptions
 * ≤ 2,000) are refused on write for every browser credential, the super admin's included: the forms
 * refuse them first, and this keeps any other client from storing what widens or stretches the pages.
 * Refused as 400 ValidationException with the message naming the field
 * ("Team name must be at most 100 characters.").
 */

const ENTITY_OF_TABLE: Partial<Record<TableKey, LimitedEntity>> = { organizers: 'organizer', teams: 'team', tournaments: 'tournament' };

/** DynamoDB JSON → plain values, as far as texts go: strings, maps and lists; anything else is null. */
function plain(value: unknown): unknown {
  if (!isObject(value)) return null;
  if (typeof value.S === 'string') return value.S;
  if (isObject(value.M)) return Object.fromEntries(Object.entries(value.M).map(([name, inner]) => [name, plain(inner)]));
  if (Array.isArray(value.L)) return value.L.map(plain);
  return null;
}

function refuseIfTooLong(entity: LimitedEntity, value: unknown, at: ItemPath = []): void {
  const violation = storedTextViolation(entity, value, at);
  if (violation !== null) throw new RequestShapeError(violation);
}

function checkUpdate(entity: LimitedEntity, input: JsonObject): void {
  const expression = optionalString(input, 'UpdateExpression');
  if (expression === undefined) return;
  const names = optionalStringMap(input, 'ExpressionAttributeNames') ?? {};
  const values = optionalObject(input, 'ExpressionAttributeValues') ?? {};
  for (const { at, values: placeholders } of updateActions(expression, names).SET) {
    for (const placeholder of placeholders) refuseIfTooLong(entity, plain(values[placeholder]), at);
  }
}

function checkBatchWrite(input: JsonObject, entityOf: (tableName: unknown) => LimitedEntity | undefined): void {
  for (const [tableName, requests] of Object.entries(optionalObject(input, 'RequestItems') ?? {})) {
    const entity = entityOf(tableName);
    if (!entity || !Array.isArray(requests)) continue;
    for (const request of requests) {
      if (isObject(request) && isObject(request.PutRequest)) refuseIfTooLong(entity, plain({ M: request.PutRequest.Item }));
    }
  }
}

/**
 * Refuses a write (PutItem, UpdateItem, BatchWriteItem) that stores a name or description longer than
 * its limit. Other operations and tables without limited texts pass untouched.
 * @throws RequestShapeError naming the field, answered 400 ValidationException
 */
export function checkTextLimits(operation: string, input: JsonObject, tableOf: (tableName: string) => TableKey | undefined): void {
  const entityOf = (tableName: unknown) => {
    const table = typeof tableName === 'string' ? tableOf(tableName) : undefined;
    return table ? ENTITY_OF_TABLE[table] : undefined;
  };
  const entity = entityOf(input.TableName);
  if (operation === 'BatchWriteItem') checkBatchWrite(input, entityOf);
  else if (entity && operation === 'PutItem') refuseIfTooLong(entity, plain({ M: input.Item }));
  else if (entity && operation === 'UpdateItem') checkUpdate(entity, input);
}
