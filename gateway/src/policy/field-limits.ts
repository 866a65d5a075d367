import { storedTextViolation, type ItemPath, type LimitedEntity } from 'shared-domain';
import type { TableKey } from '../store/tables';
import { readPath, splitTopLevel, tokenize, type Token } from './expression-tokens';
import { RequestShapeError, isObject, optionalObject, optionalString, optionalStringMap, type JsonObject } from './request-shape';

/**
 * Names and descriptions longer than shared-domain's limits (names ≤ 100 characters, descriptions
 * ≤ 2,000) are refused on write for every browser credential, the super admin's included: the forms
 * refuse them first, and this keeps any other client from storing what widens or stretches the pages.
 * Refused as 400 ValidationException with the message naming the field
 * ("Team name must be at most 100 characters.").
 */

const ENTITY_OF_TABLE: Partial<Record<TableKey, LimitedEntity>> = { organizers: 'organizer', teams: 'team', tournaments: 'tournament' };

const WHAT = 'UpdateExpression';
const CLAUSE_KEYWORDS = new Set(['SET', 'REMOVE', 'ADD', 'DELETE']);

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

/** A path's steps from its tokens (already checked by readPath): names resolved, `[3]` as the index 3. */
function stepsOf(tokens: Token[], names: Record<string, string>): ItemPath {
  const steps: (string | number)[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.type === 'punct' && token.text === '[') {
      steps.push(Number(tokens[i + 1]?.text));
      i += 2;
    } else if (token.type === 'name') steps.push(names[token.text] ?? '');
    else if (token.type === 'word') steps.push(token.text);
  }
  return steps;
}

/**
 * Each SET action of an UpdateExpression: the path it writes and the value placeholders on its right
 * (`list_append(#p, :new)` and `if_not_exists(#n, :v)` write their values there too).
 */
function setActions(expression: string, names: Record<string, string>): { at: ItemPath; values: string[] }[] {
  const setTokens: Token[] = [];
  let depth = 0;
  let inSet = false;
  for (const token of tokenize(expression, WHAT)) {
    if (token.type === 'punct' && (token.text === '(' || token.text === '[')) depth++;
    if (token.type === 'punct' && (token.text === ')' || token.text === ']')) depth--;
    // Clause keywords are reserved words, never bare attribute names.
    const keyword = depth === 0 && token.type === 'word' ? token.text.toUpperCase() : '';
    if (CLAUSE_KEYWORDS.has(keyword)) inSet = keyword === 'SET';
    else if (inSet) setTokens.push(token);
  }
  return splitTopLevel(setTokens, WHAT)
    .filter((action) => action.length > 0)
    .map((action) => {
      const { used } = readPath(action, names, WHAT);
      const values = action.slice(used).filter((token) => token.type === 'value');
      return { at: stepsOf(action.slice(0, used), names), values: values.map((token) => token.text) };
    });
}

function checkUpdate(entity: LimitedEntity, input: JsonObject): void {
  const expression = optionalString(input, 'UpdateExpression');
  if (expression === undefined) return;
  const names = optionalStringMap(input, 'ExpressionAttributeNames') ?? {};
  const values = optionalObject(input, 'ExpressionAttributeValues') ?? {};
  for (const { at, values: placeholders } of setActions(expression, names)) {
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
