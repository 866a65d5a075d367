import { RequestShapeError, isObject, type JsonObject } from './request-shape';

/**
 * Shape checks for every place a request carries DynamoDB attribute values. DynamoDB refuses malformed
 * ones itself, but the embedded engine (dynalite) throws on some (`{ ":v": null }`) inside its request
 * handler: the call never gets an answer and the process sees an uncaught exception. So the gateway
 * refuses them first, with the 400 DynamoDB would give.
 */

const SCALAR: Record<string, (v: unknown) => boolean> = {
  S: (v) => typeof v === 'string',
  N: (v) => typeof v === 'string',
  B: (v) => typeof v === 'string',
  BOOL: (v) => typeof v === 'boolean',
  NULL: (v) => v === true,
  SS: (v) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string'),
  NS: (v) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string'),
  BS: (v) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string'),
};
/** DynamoDB's own nesting limit for documents. */
const MAX_DEPTH = 32;

function checkValue(value: unknown, where: string, depth: number): void {
  if (depth > MAX_DEPTH) throw new RequestShapeError(`${where}: nested deeper than ${MAX_DEPTH} levels.`);
  if (!isObject(value)) throw new RequestShapeError(`${where}: an attribute value must be an object such as {"S": "text"}.`);
  const types = Object.keys(value);
  const type = types[0];
  if (types.length !== 1 || type === undefined) throw new RequestShapeError(`${where}: an attribute value must have exactly one data type.`);
  const inner = value[type];
  if (type === 'L') {
    if (!Array.isArray(inner)) throw new RequestShapeError(`${where}.L must be a list.`);
    inner.forEach((v, i) => checkValue(v, `${where}.L[${i}]`, depth + 1));
    return;
  }
  if (type === 'M') {
    checkMap(inner, `${where}.M`, depth + 1);
    return;
  }
  // Own properties only: a "type" named toString or __proto__ must not find Object.prototype's members.
  const ok = Object.hasOwn(SCALAR, type) ? SCALAR[type] : undefined;
  if (!ok) throw new RequestShapeError(`${where}: unknown data type ${type}.`);
  if (!ok(inner)) throw new RequestShapeError(`${where}: invalid ${type} value.`);
}

function checkMap(map: unknown, where: string, depth = 0): void {
  if (!isObject(map)) throw new RequestShapeError(`${where} must be a map of attribute values.`);
  for (const [name, value] of Object.entries(map)) checkValue(value, `${where}.${name}`, depth);
}

function checkList(list: unknown, where: string): void {
  if (!Array.isArray(list)) throw new RequestShapeError(`${where} must be a list of attribute values.`);
  list.forEach((v, i) => checkValue(v, `${where}[${i}]`, 0));
}

/** Legacy condition maps: { attr: { Value?, AttributeValueList?, ... } }. */
function checkConditions(conditions: unknown, where: string): void {
  if (!isObject(conditions)) throw new RequestShapeError(`${where} must be a map.`);
  for (const [name, condition] of Object.entries(conditions)) {
    if (!isObject(condition)) throw new RequestShapeError(`${where}.${name} must be an object.`);
    if (condition.Value !== undefined) checkValue(condition.Value, `${where}.${name}.Value`, 0);
    if (condition.AttributeValueList !== undefined) checkList(condition.AttributeValueList, `${where}.${name}.AttributeValueList`);
  }
}

/** Checks the attribute values of one request (or one BatchGetItem / BatchWriteItem entry). @throws RequestShapeError */
export function checkAttributeValues(input: JsonObject): void {
  for (const member of ['Key', 'Item', 'ExclusiveStartKey', 'ExpressionAttributeValues']) {
    if (input[member] !== undefined) checkMap(input[member], member);
  }
  for (const member of ['Expected', 'ScanFilter', 'QueryFilter', 'KeyConditions', 'AttributeUpdates']) {
    if (input[member] !== undefined) checkConditions(input[member], member);
  }
  const requestItems = input.RequestItems;
  if (requestItems === undefined) return;
  if (!isObject(requestItems)) throw new RequestShapeError('RequestItems must be a map of table names.');
  for (const [table, entry] of Object.entries(requestItems)) {
    if (Array.isArray(entry)) {
      // BatchWriteItem
      entry.forEach((request, i) => {
        if (!isObject(request)) throw new RequestShapeError(`RequestItems.${table}[${i}] must be an object.`);
        if (isObject(request.PutRequest)) checkMap(request.PutRequest.Item, `RequestItems.${table}[${i}].PutRequest.Item`);
        if (isObject(request.DeleteRequest)) checkMap(request.DeleteRequest.Key, `RequestItems.${table}[${i}].DeleteRequest.Key`);
      });
    } else if (isObject(entry)) {
      // BatchGetItem
      if (!Array.isArray(entry.Keys)) throw new RequestShapeError(`RequestItems.${table}.Keys must be a list.`);
      entry.Keys.forEach((key, i) => checkMap(key, `RequestItems.${table}.Keys[${i}]`));
      if (entry.ExpressionAttributeNames !== undefined && !isObject(entry.ExpressionAttributeNames)) {
        throw new RequestShapeError(`RequestItems.${table}.ExpressionAttributeNames must be a map.`);
      }
    } else {
      throw new RequestShapeError(`RequestItems.${table} must be a list of writes or an object with Keys.`);
    }
  }
}
