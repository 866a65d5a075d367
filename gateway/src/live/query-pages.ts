import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { backendRead } from './backend-read';
import { list, obj, type Plain } from './stored-values';

/** A partition of ours is a few pages at most; a runaway one must not hold a request for ever. */
const MAX_QUERY_PAGES = 50;

/**
 * Every item a Query answers, page after page (each page is one database request), as the gateway.
 * @throws PublicReadError (backend-read.ts) when the backend cannot answer
 */
export async function queryPages(send: DynamoDbSend, input: Plain): Promise<unknown[]> {
  const items: unknown[] = [];
  let startKey: Plain | undefined;
  for (let page = 0; page < MAX_QUERY_PAGES; page++) {
    const body = await backendRead(send, 'Query', { ...input, ...(startKey ? { ExclusiveStartKey: startKey } : {}) });
    items.push(...list(body.Items));
    startKey = obj(body.LastEvaluatedKey);
    if (!startKey) break;
  }
  return items;
}
