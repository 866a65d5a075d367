import { BatchGetItemCommand, DynamoDBClient, GetItemCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import type { DataCall } from './route-views';
import { percentile } from './stats';

export interface LoadResult {
  visitors: number;
  seconds: number;
  visits: number;
  requests: number;
  errors: number;
  /** Extra attempts the SDK made (a retried request counts once in `requests`). */
  retries: number;
  /** The first few distinct error messages, so a failing run says why. */
  errorMessages: string[];
  requestsPerSecond: number;
  requestP50: number;
  requestP95: number;
  visitP95: number;
  /** Requests per visit: the HTML plus the data calls the browser made. */
  perVisit: number;
  /** CPU seconds the load generator itself used (it shares the cores with the gateway and the store). */
  generatorCpuSeconds: number;
}

type DynamoDbCall = Extract<DataCall, { kind: 'dynamodb' }>;

/** The recorded call as the SDK command the browser sent (DynamoDB's JSON input is the command input). */
function send(client: DynamoDBClient, call: DynamoDbCall): Promise<unknown> {
  const input = call.input as never;
  switch (call.operation) {
    case 'GetItem':
      return client.send(new GetItemCommand(input));
    case 'BatchGetItem':
      return client.send(new BatchGetItemCommand(input));
    case 'Query':
      return client.send(new QueryCommand(input));
    case 'Scan':
      return client.send(new ScanCommand(input));
    default:
      throw new Error(`the page made a ${call.operation} call the load test cannot replay`);
  }
}

async function anonymousClient(baseURL: string): Promise<DynamoDBClient> {
  const answer = await fetch(`${baseURL}/auth/anonymous`, { method: 'POST' });
  const { credentials } = (await answer.json()) as { credentials: { accessKeyId: string; secretAccessKey: string; expiration: string } };
  return new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `${baseURL}/aws/dynamodb`,
    credentials: { ...credentials, expiration: new Date(credentials.expiration) },
    // The SDK's default retries, as the browser has them: a reused keep-alive socket the server has just
    // closed is retried there too. Retries are counted.
  });
}

/**
 * `visitors` anonymous visitors, each with its own credentials, loading the public page again and again
 * for `seconds` (a visit under way at the deadline is finished and counted): the HTML, then the data
 * calls the browser made for it (recorded from a real load), all in parallel, which is kinder than the
 * page, whose later reads wait for earlier ones. Static assets are left out (a CDN or the browser cache serves them
 * to returning visitors). The load generator shares the machine with the gateway and the store.
 */
export async function runConcurrentVisitors(
  baseURL: string,
  pagePath: string,
  calls: readonly DataCall[],
  visitors = 100,
  seconds = 10,
): Promise<LoadResult> {
  const dataCalls = calls.filter((c) => c.kind !== 'anonymous');
  const clients = await Promise.all(Array.from({ length: visitors }, () => anonymousClient(baseURL)));
  const requestTimes: number[] = [];
  const visitTimes: number[] = [];
  let errors = 0;
  let retries = 0;
  const errorMessages = new Set<string>();
  const timed = async (request: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      const answer = (await request()) as { $metadata?: { attempts?: number } } | undefined;
      retries += Math.max(0, (answer?.$metadata?.attempts ?? 1) - 1);
    } catch (err) {
      errors += 1;
      if (errorMessages.size < 3) errorMessages.add(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    }
    requestTimes.push(performance.now() - started);
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const visitor = async (client: DynamoDBClient) => {
    while (performance.now() < deadline) {
      const visitStarted = performance.now();
      await timed(async () => {
        const answer = await fetch(`${baseURL}${pagePath}`);
        if (!answer.ok) throw new Error(`HTML ${answer.status}`);
        await answer.arrayBuffer();
      });
      await Promise.all(
        dataCalls.map((call) =>
          timed(async () => {
            if (call.kind === 'dynamodb') return send(client, call);
            const answer = await fetch(`${baseURL}${call.path}`);
            if (!answer.ok) throw new Error(`${call.path} ${answer.status}`);
            return answer.arrayBuffer();
          }),
        ),
      );
      visitTimes.push(performance.now() - visitStarted);
    }
  };
  try {
    await Promise.all(clients.map(visitor));
  } finally {
    for (const c of clients) c.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    visitors,
    seconds: elapsed,
    visits: visitTimes.length,
    requests: requestTimes.length,
    errors,
    retries,
    errorMessages: [...errorMessages],
    requestsPerSecond: requestTimes.length / elapsed,
    requestP50: percentile(requestTimes, 50),
    requestP95: percentile(requestTimes, 95),
    visitP95: percentile(visitTimes, 95),
    perVisit: 1 + dataCalls.length,
    generatorCpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}
