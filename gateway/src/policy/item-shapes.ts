import { storedRemovalProblem, storedValueProblem, type StoredEntity } from 'shared-domain';
import type { TableKey } from '../store/tables';
import { updateActions } from './update-actions';
import { RequestShapeError, isObject, optionalObject, optionalString, optionalStringMap, type JsonObject } from './request-shape';

/**
 * Items written in a shape the app cannot read are refused for every browser credential, the super
 * admin's included, against the schemas the app reads items with (shared-domain): what the gateway lets
 * through, screens can show. Answered 400 ValidationException naming the place
 * ("This team cannot be stored: players[0].firstName is missing.").
 *
 * PutItem and BatchWriteItem items are checked whole. An UpdateItem is checked as far as its expression
 * says what goes where (update-actions.ts): every value placeholder a SET or ADD action writes at a path
 * is checked against the schema at that path, and REMOVE of an attribute the item needs is refused.
 * What it cannot check: values computed from other attributes (`SET a = b`), and whether the item
 * exists (an UpdateItem of a missing key creates an item holding only what it sets; the app's own
 * updates are conditioned on the key existing, and an organizer's on owning the item).
 * TransactWriteItems is refused outright by the policy (policy-table.ts).
 */

const ENTITY_OF_TABLE: Partial<Record<TableKey, StoredEntity>> = { organizers: 'organizer', teams: 'team', tournaments: 'tournament', matches: 'match' };

/**
 * DynamoDB JSON → the value the app's document client reads: numbers as numbers, sets as Sets and
 * binary as bytes, so the schema sees exactly what a reader would (a set is not a list).
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

function refuse(entity: StoredEntity, problem: string | null): void {
  if (problem !== null) throw new RequestShapeError(`This ${entity} cannot be stored: ${problem}.`);
}

function checkUpdate(entity: StoredEntity, input: JsonObject): void {
  const expression = optionalString(input, 'UpdateExpression');
  if (expression === undefined) return;
  const names = optionalStringMap(input, 'ExpressionAttributeNames') ?? {};
  const values = optionalObject(input, 'ExpressionAttributeValues') ?? {};
  const actions = updateActions(expression, names);
  for (const { at, values: placeholders } of [...actions.SET, ...actions.ADD]) {
    for (const placeholder of placeholders) refuse(entity, storedValueProblem(entity, asRead(values[placeholder]), at));
  }
  for (const { at } of actions.REMOVE) refuse(entity, storedRemovalProblem(entity, at));
}

function checkBatchWrite(input: JsonObject, entityOf: (tableName: unknown) => StoredEntity | undefined): void {
  for (const [tableName, requests] of Object.entries(optionalObject(input, 'RequestItems') ?? {})) {
    const entity = entityOf(tableName);
    if (!entity || !Array.isArray(requests)) continue;
    for (const request of requests) {
      if (isObject(request) && isObject(request.PutRequest)) refuse(entity, storedValueProblem(entity, asRead({ M: request.PutRequest.Item })));
    }
  }
}

/**
 * Refuses a write (PutItem, UpdateItem, BatchWriteItem) whose item would not read as its entity (see
 * above). Reads, deletes and tables the app does not read items from pass untouched.
 * @throws RequestShapeError naming the place and the problem, answered 400 ValidationException
 */
export function checkItemShapes(operation: string, input: JsonObject, tableOf: (tableName: string) => TableKey | undefined): void {
  const entityOf = (tableName: unknown) => {
    const table = typeof tableName === 'string' ? tableOf(tableName) : undefined;
    return table ? ENTITY_OF_TABLE[table] : undefined;
  };
  const entity = entityOf(input.TableName);
  if (operation === 'BatchWriteItem') checkBatchWrite(input, entityOf);
  else if (entity && operation === 'PutItem') refuse(entity, storedValueProblem(entity, asRead({ M: input.Item })));
  else if (entity && operation === 'UpdateItem') checkUpdate(entity, input);
}
