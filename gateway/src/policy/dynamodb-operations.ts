/**
 * Where DynamoDB requests name their tables. Which operations browsers may call at all is in
 * policy-table.ts (ITEM_OPERATIONS, UNSUPPORTED_OPERATIONS).
 */

/** Members that carry table names, spelled exactly as DynamoDB expects them. */
const TABLE_MEMBERS = ['TableName', 'RequestItems', 'TransactItems', 'TableArn', 'ResourceArn', 'Statement', 'Statements'];

/**
 * A member spelled like a table-bearing member but in another case ("tablename"). Whether some engine
 * would read it is not worth finding out: such requests are refused outright.
 */
export function findMiscasedTableMember(input: Record<string, unknown>): string | null {
  for (const key of Object.keys(input)) {
    const canonical = TABLE_MEMBERS.find((m) => m.toLowerCase() === key.toLowerCase());
    if (canonical && canonical !== key) return key;
  }
  return null;
}

/**
 * Every table name (or ARN) the request names. Only defined for the item operations of policy-table.ts.
 * @returns null when the request shape is invalid (missing or non-string names).
 */
export function referencedTables(operation: string, input: Record<string, unknown>): string[] | null {
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    const items = input.RequestItems;
    if (typeof items !== 'object' || items === null || Array.isArray(items)) return null;
    const names = Object.keys(items);
    return names.length > 0 ? names : null;
  }
  const name = input.TableName;
  return typeof name === 'string' ? [name] : null;
}

/** 'arn:aws:dynamodb:us-east-1:123:table/Name[/index/...]' → 'Name'; null when not a table ARN. */
export function arnTableName(arn: string): string | null {
  const m = /^arn:[^:]*:dynamodb:[^:]*:[^:]*:table\/([^/]+)/.exec(arn);
  return m?.[1] ?? null;
}
