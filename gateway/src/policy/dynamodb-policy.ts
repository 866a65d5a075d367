import { APP_TABLES, AUTH_TABLES, type TableKey, type TableNames } from '../store/tables';
import { checkAttributeValues } from './attribute-values';
import type { CursorSealer } from './cursor';
import { arnTableName, findMiscasedTableMember, referencedTables } from './dynamodb-operations';
import { ExpressionError } from './expression-tokens';
import { checkTextLimits } from './field-limits';
import { checkItemShapes } from './item-shapes';
import {
  DYNAMODB_POLICY,
  ITEM_OPERATIONS,
  TABLE_KEYS,
  UNSUPPORTED_OPERATIONS,
  type Caller,
  type ItemAction,
  type ItemOperation,
  type ItemRule,
  type ItemRuleKind,
} from './policy-table';
import { callerOf, linkScopeOf, ownerIdOf, type LinkScope, type Principal } from './principal';
import { planLinkUpdate } from './scorekeeper-writes';
import { rewriteRead } from './projection';
import { refuseSignInEmailConditions } from './sign-in-email';
import { RequestShapeError, isObject, requiredObject, type JsonObject } from './request-shape';
import { planTransactWrite } from './transact-write';
import { PolicyRefusal, planDelete, planPut, planUpdate, type OwnershipCheck, type PlannedWrite } from './write-rules';

/** One DynamoDB JSON-protocol call, as parsed by the proxy. */
export interface DynamoDbCall {
  /** e.g. 'PutItem' (from X-Amz-Target DynamoDB_20120810.PutItem) */
  operation: string;
  input: Record<string, unknown>;
}

export interface DynamoDbPolicyContext {
  tables: TableNames;
  /** Whether the store runs TransactWriteItems (probed at start, store/transactions.ts); without it they are refused. */
  transactions?: boolean;
  /** Seals pagination keys of filtered reads; without it (unit tests) they are passed as they are. */
  cursors?: CursorSealer;
}

type RefusalType = 'AccessDeniedException' | 'ValidationException' | 'UnknownOperationException';

/** How to post-process a successful read answer. */
export type ResponseFilter =
  | { kind: 'item'; rule: ItemRuleKind; added: string[] }
  /** `cursorScope`: seal LastEvaluatedKey under this scope (it may name an item the caller must not see). */
  | { kind: 'items'; rule: ItemRuleKind; added: string[]; countOnly: boolean; cursorScope?: string }
  /** Per table name: the rule, the attributes to strip, and the caller's own entry (echoed in UnprocessedKeys). */
  | { kind: 'batch-get'; tables: Record<string, { rule: ItemRuleKind; added: string[]; requested: JsonObject }> };

/** One BatchWriteItem entry, executed as its own conditional PutItem/DeleteItem. */
export interface BatchWriteEntry {
  tableName: string;
  /** The caller's entry, returned as is in UnprocessedItems. */
  request: JsonObject;
  operation: 'PutItem' | 'DeleteItem';
  input: JsonObject;
}

/** Items that must be absent or already the caller's (checked before a split BatchWriteItem writes anything). */
export interface ExistingItemsCheck {
  tableName: string;
  keys: JsonObject[];
}

export type DynamoDbPlan =
  | { kind: 'refuse'; status: 400 | 403; type: RefusalType; message: string }
  /** Forward `input`, after the checks; filter the answer if a filter is given. */
  | { kind: 'forward'; input: JsonObject; checks: OwnershipCheck[]; filter: ResponseFilter | null }
  /** BatchWriteItem with conditions: checks first, then one conditional write per entry. */
  | { kind: 'batch-write'; entries: BatchWriteEntry[]; checks: OwnershipCheck[]; existing: ExistingItemsCheck[] };

type Refusal = Extract<DynamoDbPlan, { kind: 'refuse' }>;
/** DynamoDB's own limit per BatchWriteItem. */
const MAX_BATCH_WRITE_ENTRIES = 25;

/**
 * Decides what happens to a browser's DynamoDB call, from the rules of policy-table.ts. Global rules
 * first: only the item operations; every table named anywhere in the request must be an application
 * table, by plain name (never an auth table, never an ARN, never another prefix). Then the rule of each
 * (table, action, caller) cell: refuse, forward unchanged, forward with injected conditions and
 * ownership checks, or forward with an augmented projection and filter the answer.
 */
export function planDynamoDbCall(principal: Principal, call: DynamoDbCall, ctx: DynamoDbPolicyContext): DynamoDbPlan {
  try {
    return plan(principal, call, ctx);
  } catch (err) {
    if (err instanceof PolicyRefusal) return deny(err.message);
    if (err instanceof RequestShapeError || err instanceof ExpressionError) return invalid(err.message);
    throw err;
  }
}

function plan(principal: Principal, { operation, input }: DynamoDbCall, ctx: DynamoDbPolicyContext): DynamoDbPlan {
  if (operation === 'TransactWriteItems') {
    if (!ctx.transactions) return deny('TransactWriteItems is not supported by this store (the embedded dynalite has no transactions): send single writes.');
    return planTransactWrite<Refusal>(input, ctx.tables.tournaments, ownerIdOf(principal), (entry) => plan(principal, entry, ctx));
  }
  if (!isItemOperation(operation)) {
    if ((UNSUPPORTED_OPERATIONS as readonly string[]).includes(operation)) {
      return deny(`${operation} is not supported for browser credentials (only GetItem, BatchGetItem, Query, Scan, PutItem, UpdateItem, DeleteItem and BatchWriteItem are).`);
    }
    return { kind: 'refuse', status: 400, type: 'UnknownOperationException', message: `Unknown operation: ${operation}.` };
  }
  const miscased = findMiscasedTableMember(input);
  if (miscased) return deny(`unexpected request member '${miscased}'.`);
  const names = referencedTables(operation, input);
  if (!names) return invalid(`${operation} must name its table(s) with TableName / RequestItems.`);

  const byName = new Map<string, TableKey>([...APP_TABLES, ...AUTH_TABLES].map((t) => [ctx.tables[t], t]));
  for (const name of names) {
    if (name.startsWith('arn:')) {
      const target = arnTableName(name);
      const table = target === null ? undefined : byName.get(target);
      if (table && (AUTH_TABLES as readonly string[]).includes(table)) return deny(`${target} is reachable only by the gateway itself.`);
      return deny('address tables by name, not by ARN.');
    }
    const table = byName.get(name);
    if (!table) return deny(`table ${name} is not available to browser credentials.`);
    if ((AUTH_TABLES as readonly string[]).includes(table)) return deny(`${name} is reachable only by the gateway itself.`);
  }

  // For every caller, the super admin included: malformed values are refused before any engine sees them.
  checkAttributeValues(input);
  // Likewise names and descriptions over their limits, whoever writes them.
  checkTextLimits(operation, input, (name) => byName.get(name));

  const caller = callerOf(principal);
  const me = ownerIdOf(principal);
  const tableOf = (name: string) => byName.get(name) as TableKey;

  switch (operation) {
    case 'GetItem':
    case 'Query':
    case 'Scan': {
      const rule = ruleFor(tableOf(input.TableName as string), 'read', caller);
      if (rule.kind === 'everything') return forward(input);
      if (operation === 'GetItem') {
        const rewrite = rewriteRead(input, rule.kind);
        return { kind: 'forward', input: rewrite.input, checks: [], filter: { kind: 'item', rule: rule.kind, added: rewrite.added } };
      }
      if (rule.kind === 'organizer-cards') refuseSignInEmailConditions(input);
      // Where items can be hidden, the last evaluated key may be a hidden one: pagination keys are sealed.
      const hides = rule.kind === 'visible-tournaments' || rule.kind === 'visible-matches';
      const scope = hides && ctx.cursors ? `${String(input.TableName)}|${String(input.IndexName ?? '')}` : undefined;
      const opened = scope !== undefined ? ctx.cursors?.open(input.ExclusiveStartKey, scope) : null;
      const rewrite = rewriteRead(opened ? { ...input, ExclusiveStartKey: opened } : input, rule.kind);
      const filter: ResponseFilter = { kind: 'items', rule: rule.kind, added: rewrite.added, countOnly: rewrite.countOnly, ...(scope ? { cursorScope: scope } : {}) };
      return { kind: 'forward', input: rewrite.input, checks: [], filter };
    }
    case 'BatchGetItem': {
      const requestItems = requiredObject(input, 'RequestItems');
      const tables: Extract<ResponseFilter, { kind: 'batch-get' }>['tables'] = {};
      const rewritten: JsonObject = {};
      for (const [name, entry] of Object.entries(requestItems)) {
        if (!isObject(entry)) throw new RequestShapeError(`RequestItems.${name} must be an object.`);
        const rule = ruleFor(tableOf(name), 'read', caller);
        if (rule.kind === 'everything') {
          rewritten[name] = entry;
          continue;
        }
        const rewrite = rewriteRead(entry, rule.kind);
        rewritten[name] = rewrite.input;
        tables[name] = { rule: rule.kind, added: rewrite.added, requested: entry };
      }
      const filter: ResponseFilter | null = Object.keys(tables).length ? { kind: 'batch-get', tables } : null;
      return { kind: 'forward', input: { ...input, RequestItems: rewritten }, checks: [], filter };
    }
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem': {
      const table = tableOf(input.TableName as string);
      const action: ItemAction = operation === 'PutItem' ? 'put' : operation === 'UpdateItem' ? 'update' : 'delete';
      const rule = ruleFor(table, action, caller);
      const planned = rule.kind === 'everything' ? { input, checks: [] } : planWrite(rule, action, table, input, me, linkScopeOf(principal));
      // Items the app could not read are refused for every caller, once the access rules allow the write
      // (a write the caller may not make at all is refused as such, whatever its shape).
      checkItemShapes(operation, input, (name) => byName.get(name));
      return { kind: 'forward', input: planned.input, checks: planned.checks, filter: null };
    }
    case 'BatchWriteItem': {
      const planned = planBatchWrite(input, caller, me, tableOf);
      checkItemShapes(operation, input, (name) => byName.get(name));
      return planned;
    }
  }
}

/**
 * BatchWriteItem has no conditions in DynamoDB. Unless every entry's rule is 'everything', each entry
 * becomes its own conditional PutItem/DeleteItem with exactly the conditions a single call would get.
 * Everything decidable up front (rules, organizerId of every item, tournament ownership, items already
 * owned by someone else) is decided before the first write, so a refused batch writes nothing.
 */
function planBatchWrite(input: JsonObject, caller: Caller, me: string | null, tableOf: (name: string) => TableKey): DynamoDbPlan {
  const requestItems = requiredObject(input, 'RequestItems');
  const parsed: Array<{ tableName: string; table: TableKey; request: JsonObject; action: 'put' | 'delete'; body: JsonObject }> = [];
  for (const [tableName, requests] of Object.entries(requestItems)) {
    if (!Array.isArray(requests) || requests.length === 0) throw new RequestShapeError(`RequestItems.${tableName} must be a non-empty list.`);
    for (const request of requests) {
      if (!isObject(request) || Object.keys(request).length !== 1) {
        throw new RequestShapeError('Each write request must be exactly one of PutRequest or DeleteRequest.');
      }
      const table = tableOf(tableName);
      if (isObject(request.PutRequest)) {
        parsed.push({ tableName, table, request, action: 'put', body: { TableName: tableName, Item: requiredObject(request.PutRequest, 'Item') } });
      } else if (isObject(request.DeleteRequest)) {
        parsed.push({ tableName, table, request, action: 'delete', body: { TableName: tableName, Key: requiredObject(request.DeleteRequest, 'Key') } });
      } else {
        throw new RequestShapeError('Each write request must be exactly one of PutRequest or DeleteRequest.');
      }
    }
  }
  if (parsed.length > MAX_BATCH_WRITE_ENTRIES) throw new RequestShapeError(`BatchWriteItem takes at most ${MAX_BATCH_WRITE_ENTRIES} requests.`);

  const rules = parsed.map((p) => ruleFor(p.table, p.action, caller));
  if (rules.every((r) => r.kind === 'everything')) return forward(input);

  const entries: BatchWriteEntry[] = [];
  const checks: OwnershipCheck[] = [];
  const keysByTable = new Map<string, JsonObject[]>();
  const seen = new Set<string>();
  parsed.forEach((p, i) => {
    const rule = rules[i] as ItemRule;
    const key = p.action === 'put' ? keyOf(p.table, p.body.Item as JsonObject) : (p.body.Key as JsonObject);
    const id = `${p.tableName}\u0000${canonicalKey(p.table, key)}`;
    // DynamoDB refuses duplicates in one batch; so do we, before anything is written.
    if (seen.has(id)) throw new RequestShapeError('Provided list of item keys contains duplicates');
    seen.add(id);
    let planned: PlannedWrite = { input: p.body, checks: [] };
    if (rule.kind !== 'everything') {
      planned = planWrite(rule, p.action, p.table, p.body, me);
      keysByTable.set(p.tableName, [...(keysByTable.get(p.tableName) ?? []), key]);
    }
    checks.push(...planned.checks);
    entries.push({ tableName: p.tableName, request: p.request, operation: p.action === 'put' ? 'PutItem' : 'DeleteItem', input: planned.input });
  });
  const existing = [...keysByTable].map(([tableName, keys]) => ({ tableName, keys }));
  return { kind: 'batch-write', entries, checks, existing };
}

function planWrite(rule: ItemRule, action: Exclude<ItemAction, 'read'>, table: TableKey, input: JsonObject, me: string | null, link: LinkScope | null = null): PlannedWrite {
  switch (rule.kind) {
    case 'deny':
      throw new PolicyRefusal(`${rule.why}.`);
    case 'everything':
      return { input, checks: [] };
    case 'own-items':
    case 'own-items-in-own-tournament':
    case 'own-organizer-item':
      // Rules naming the caller's items only exist for organizers, who always have an organizerId.
      if (me === null) throw new PolicyRefusal('this account has no organizer.');
      return action === 'put' ? planPut(rule, table, input, me) : action === 'update' ? planUpdate(rule, table, input, me) : planDelete(rule, table, input, me);
    case 'link-matches':
      return planLinkUpdate(rule, action, input, link);
    default:
      throw new PolicyRefusal(`${rule.kind} is not a write rule.`);
  }
}

/** The rule of a cell; a 'deny' rule ends the request here. */
function ruleFor(table: TableKey, action: ItemAction, caller: Caller): ItemRule {
  const rule = DYNAMODB_POLICY[table][action][caller];
  if (rule.kind === 'deny') throw new PolicyRefusal(`${rule.why}.`);
  return rule;
}

function isItemOperation(operation: string): operation is ItemOperation {
  return Object.prototype.hasOwnProperty.call(ITEM_OPERATIONS, operation);
}

function keyOf(table: TableKey, item: JsonObject): JsonObject {
  const key: JsonObject = {};
  for (const attribute of TABLE_KEYS[table]) {
    if (item[attribute] === undefined) throw new RequestShapeError(`Item is missing the key attribute ${attribute}.`);
    key[attribute] = item[attribute];
  }
  return key;
}

function canonicalKey(table: TableKey, key: JsonObject): string {
  return JSON.stringify(TABLE_KEYS[table].map((a) => key[a] ?? null));
}

function forward(input: JsonObject): DynamoDbPlan {
  return { kind: 'forward', input, checks: [], filter: null };
}

function deny(message: string): DynamoDbPlan {
  return { kind: 'refuse', status: 403, type: 'AccessDeniedException', message: `Access denied: ${message}` };
}

function invalid(message: string): DynamoDbPlan {
  return { kind: 'refuse', status: 400, type: 'ValidationException', message };
}
