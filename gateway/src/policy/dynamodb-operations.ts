/**
 * What the policy needs to know about DynamoDB operations: which ones browsers may call at all, whether
 * they write, and where their table names sit in the request.
 */

/** Operations that only read. DescribeTable is included because SDK helpers use it to read key schemas. */
export const READ_OPERATIONS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'DescribeTable']);

/** Item writes. Everything not in one of these two sets is refused for every browser caller: table
 * management, backups, tags, TTL, streams, Transact* (dynalite has none, and they would need their own
 * per-item checks) and PartiQL (a statement language we cannot inspect as reliably as structured input). */
export const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

export function isReadOperation(operation: string): boolean {
  return READ_OPERATIONS.has(operation);
}

export function isKnownBrowserOperation(operation: string): boolean {
  return READ_OPERATIONS.has(operation) || WRITE_OPERATIONS.has(operation);
}

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
 * Every table name (or ARN) the request names. Only defined for the browser operations above.
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
