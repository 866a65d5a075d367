import http from 'node:http';
import { freePort } from '../support/free-port';

/** One request the gateway sent to the database. */
export interface DbRequest {
  /** e.g. GetItem, from the X-Amz-Target header. */
  operation: string;
  /** Table names without the prefix; a batch names each of its tables. */
  tables: string[];
  /** Keys asked for by a BatchGetItem, items written by a BatchWriteItem. */
  items?: number;
  /** A Query's or Scan's Limit: a paged Scan reads one page, not the whole table. */
  limit?: number;
  at: number;
}

export interface CountingProxy {
  url: string;
  /** Every request seen since `start`, oldest first. */
  readonly requests: readonly DbRequest[];
  /** Time of the last request seen (performance.now()), or 0. */
  lastRequestAt(): number;
  close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of the database that writes down each DynamoDB request: the
 * benchmark counts what one page view costs the store, including the gateway's own lookups (sessions,
 * visibility checks), which the browser never sees.
 */
export async function startCountingProxy(target: string, tablePrefix: string): Promise<CountingProxy> {
  const requests: DbRequest[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push(describe(request.headers['x-amz-target'], body, tablePrefix));
      const forwarded = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: upstream.host },
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', (err) => response.writeHead(502).end(String(err)));
      forwarded.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    lastRequestAt: () => requests.at(-1)?.at ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

function describe(target: string | string[] | undefined, body: Buffer, tablePrefix: string): DbRequest {
  const operation = String(target ?? 'unknown').split('.').pop() ?? 'unknown';
  const strip = (name: string) => (name.startsWith(tablePrefix) ? name.slice(tablePrefix.length) : name);
  let input: { TableName?: string; Limit?: number; RequestItems?: Record<string, { Keys?: unknown[] } | unknown[]> } = {};
  try {
    input = JSON.parse(body.toString('utf8')) as typeof input;
  } catch {
    // Not JSON: counted under its operation with no table.
  }
  const batch = input.RequestItems ?? {};
  const items = Object.values(batch).reduce<number>(
    (sum, entry) => sum + (Array.isArray(entry) ? entry.length : (entry.Keys?.length ?? 0)),
    0,
  );
  return {
    operation,
    tables: input.TableName ? [strip(input.TableName)] : Object.keys(batch).map(strip),
    ...(input.RequestItems ? { items } : {}),
    ...(typeof input.Limit === 'number' ? { limit: input.Limit } : {}),
    at: performance.now(),
  };
}

/**
 * The requests as one line: "1 GetItem tournaments, 1 BatchGetItem teams (20 items), 1 Query matches".
 * Same operation, tables and Limit are grouped, in order of first appearance; Scans are flagged.
 */
export function summarizeDbRequests(requests: readonly DbRequest[]): string {
  const groups = new Map<string, { count: number; items: number }>();
  for (const r of requests) {
    const scan = r.operation === 'Scan' ? (r.limit === undefined ? ' ⚠ SCAN of the whole table' : ' ⚠ SCAN, one page') : '';
    const key = `${r.operation} ${r.tables.join('+') || '?'}${r.limit === undefined ? '' : ` (Limit ${r.limit})`}${scan}`;
    const group = groups.get(key) ?? { count: 0, items: 0 };
    group.count += 1;
    group.items += r.items ?? 0;
    groups.set(key, group);
  }
  if (groups.size === 0) return 'none';
  return [...groups]
    .map(([key, g]) => `${g.count} ${key}${g.items > 0 ? ` (${g.items} items)` : ''}`)
    .join(', ');
}
