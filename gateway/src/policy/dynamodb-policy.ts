import { APP_TABLES, AUTH_TABLES, type AppTable, type TableNames } from '../store/tables';
import { findMiscasedTableMember, isKnownBrowserOperation, isReadOperation, referencedTables } from './dynamodb-operations';
import type { Principal } from './principal';

/** One DynamoDB JSON-protocol call, as parsed by the proxy. */
export interface DynamoDbCall {
  /** e.g. 'PutItem' (from X-Amz-Target DynamoDB_20120810.PutItem) */
  operation: string;
  input: Record<string, unknown>;
}

export type PolicyDecision =
  | { allow: true; /** what to forward; rules may rewrite it (e.g. inject a ConditionExpression) */ input: Record<string, unknown> }
  | { allow: false; message: string };

export interface DynamoDbPolicyContext {
  tables: TableNames;
}

/**
 * A per-table rule: sees the caller, the operation and the (possibly already rewritten) input and may
 * refuse or rewrite it. The full matrix of ARCHITECTURE §3 (anonymous sees only public items, organizers
 * write only their own, conditions injected for atomic ownership checks) plugs in here, table by table.
 */
export type TableRule = (args: {
  principal: Principal;
  operation: string;
  table: AppTable;
  input: Record<string, unknown>;
}) => PolicyDecision;

/** Baseline: no per-table restrictions beyond the global ones below. */
export const BASELINE_TABLE_RULES: Partial<Record<AppTable, TableRule>> = {};

/**
 * Decides whether a browser caller may make this DynamoDB call. Global rules, in order:
 * only the item-level operations of dynamodb-operations.ts; anonymous callers only read; every table
 * named anywhere in the request must be one of the application tables, by plain name (never the auth
 * tables, never an ARN, never another prefix). Then the table's own rule, if any.
 */
export function authorizeDynamoDb(
  principal: Principal,
  call: DynamoDbCall,
  ctx: DynamoDbPolicyContext,
  tableRules: Partial<Record<AppTable, TableRule>> = BASELINE_TABLE_RULES,
): PolicyDecision {
  const { operation } = call;
  if (!isKnownBrowserOperation(operation)) {
    return deny(`${operation} is not available to browser credentials.`);
  }
  if (principal.kind === 'anonymous' && !isReadOperation(operation)) {
    return deny(`Anonymous credentials are read-only; ${operation} requires signing in.`);
  }
  const miscased = findMiscasedTableMember(call.input);
  if (miscased) return deny(`Unexpected request member '${miscased}'.`);

  const names = referencedTables(operation, call.input);
  if (!names) return deny(`${operation} must name its table(s) with TableName / RequestItems.`);

  const appTableByName = new Map<string, AppTable>(APP_TABLES.map((t) => [ctx.tables[t], t]));
  const authTableNames = new Set(AUTH_TABLES.map((t) => ctx.tables[t]));
  const tables: AppTable[] = [];
  for (const name of names) {
    if (name.startsWith('arn:')) {
      const target = arnTableName(name);
      if (target !== null && authTableNames.has(target)) return deny(authTableMessage(target));
      return deny('Address tables by name, not by ARN.');
    }
    if (authTableNames.has(name)) return deny(authTableMessage(name));
    const table = appTableByName.get(name);
    if (!table) return deny(`Table ${name} is not available to browser credentials.`);
    tables.push(table);
  }

  let input = call.input;
  for (const table of new Set(tables)) {
    const rule = tableRules[table];
    if (!rule) continue;
    const decision = rule({ principal, operation, table, input });
    if (!decision.allow) return decision;
    input = decision.input;
  }
  return { allow: true, input };
}

function deny(message: string): PolicyDecision {
  return { allow: false, message: `Access denied: ${message}` };
}

function authTableMessage(name: string): string {
  return `${name} is reachable only by the gateway itself.`;
}

/** 'arn:aws:dynamodb:us-east-1:123:table/Name[/index/...]' → 'Name'; null when not a table ARN. */
function arnTableName(arn: string): string | null {
  const m = /^arn:[^:]*:dynamodb:[^:]*:[^:]*:table\/([^/]+)/.exec(arn);
  return m?.[1] ?? null;
}
