import { DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { apiLogin } from '../support/api';
import { STORE_CREDENTIALS, TABLE_PREFIX } from './bench-environment';
import { median } from './stats';

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  expiration?: string;
}

export interface OverheadResult {
  /** Median ms per path: 'store', 'gateway (organizer)', 'gateway (anonymous)'. */
  getItem: Record<string, number>;
  query100: Record<string, number>;
  samples: number;
}

const client = (endpoint: string, credentials: Credentials) =>
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: {
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      ...(credentials.expiration ? { expiration: new Date(credentials.expiration) } : {}),
    },
    maxAttempts: 1,
  });

async function anonymousCredentials(gatewayUrl: string): Promise<Credentials> {
  const answer = await fetch(`${gatewayUrl}/auth/anonymous`, { method: 'POST' });
  return ((await answer.json()) as { credentials: Credentials }).credentials;
}

/**
 * Median latency of the same SDK call (same client library, keep-alive, no retries) straight to the store
 * and through the gateway, which verifies the signature, applies the policy (a Query of matches also
 * needs the tournament's visibility), re-signs and forwards. The paths take turns per sample so that
 * other load on the machine falls on all of them alike, and the turn order rotates from one sample to
 * the next so that no path always runs first or right after another. Every path is warmed up first with
 * 1,000 calls, as a gateway serving traffic is: V8 optimizes the gateway's longer call paths only after
 * some thousand calls, so with the 30 calls of earlier runs the gateway was timed half-interpreted and
 * its ratio read about 0.15–0.3× higher than in steady state.
 */
export async function measureGatewayOverhead(
  storeUrl: string,
  gatewayUrl: string,
  organizer: { email: string; password: string },
  tournamentId: string,
  samples = 200,
  warmUp = 1000,
): Promise<OverheadResult> {
  const { credentials } = await apiLogin(gatewayUrl, organizer.email, organizer.password);
  const clients: Record<string, DynamoDBClient> = {
    store: client(storeUrl, STORE_CREDENTIALS),
    'gateway (organizer)': client(`${gatewayUrl}/aws/dynamodb`, credentials),
    'gateway (anonymous)': client(`${gatewayUrl}/aws/dynamodb`, await anonymousCredentials(gatewayUrl)),
  };
  // Each call returns how many items it read, so a policy that silently filters is caught.
  const calls = {
    getItem: async (c: DynamoDBClient) =>
      (await c.send(new GetItemCommand({ TableName: `${TABLE_PREFIX}tournaments`, Key: { id: { S: tournamentId } } }))).Item ? 1 : 0,
    query100: async (c: DynamoDBClient) =>
      (
        await c.send(
          new QueryCommand({
            TableName: `${TABLE_PREFIX}matches`,
            KeyConditionExpression: 'tournamentId = :t',
            ExpressionAttributeValues: { ':t': { S: tournamentId } },
            Limit: 100,
          }),
        )
      ).Count ?? 0,
  };
  const expected = { getItem: 1, query100: 100 };
  try {
    const result: OverheadResult = { getItem: {}, query100: {}, samples };
    for (const name of ['getItem', 'query100'] as const) {
      const times: Record<string, number[]> = Object.fromEntries(Object.keys(clients).map((path) => [path, []]));
      const paths = Object.entries(clients);
      for (let i = 0; i < warmUp + samples; i++) {
        for (const [path, c] of [...paths.slice(i % paths.length), ...paths.slice(0, i % paths.length)]) {
          const started = performance.now();
          const items = await calls[name](c);
          const elapsed = performance.now() - started;
          if (items !== expected[name]) throw new Error(`${name} through ${path} read ${items} items, not ${expected[name]}`);
          if (i >= warmUp) times[path]!.push(elapsed);
        }
      }
      for (const [path, list] of Object.entries(times)) result[name][path] = median(list);
    }
    return result;
  } finally {
    for (const c of Object.values(clients)) c.destroy();
  }
}
