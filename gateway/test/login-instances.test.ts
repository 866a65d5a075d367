/**
 * Several gateway instances on one store (issue 26): 30 wrong passwords for one identifier were checked 6 times
 * on one instance, 12 over two and 22 over three. The lockout counts in the store now, so spreading the guesses
 * round-robin over three instances is refused exactly like sending them all to one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStores, type EmbeddedStores } from '../src/embedded/stores';
import { startTestGateway, type TestGateway } from './helpers';
import { thirtyWrongPasswords } from './login-client';

let engines: string;
let stores: EmbeddedStores;
const instances: TestGateway[] = [];
const STARTED = Date.now();

beforeAll(async () => {
  // One store (the embedded engines, started outside the gateways) and three gateways on it, as behind a balancer.
  engines = await mkdtemp(path.join(os.tmpdir(), 'gateway-instances-'));
  stores = await startEmbeddedStores(engines, { dynamodb: true, s3: true });
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  for (let i = 0; i < 3; i++) {
    instances.push(
      await startTestGateway({
        endpoints: { dynamodbEndpoint: stores.dynamodbEndpoint, s3Endpoint: stores.s3Endpoint },
        gatewaySecret: 'one-secret-for-every-instance',
        // A long first wait, so no wait lapses while the 30 attempts run: the outcome is the count alone. The
        // lockout's clock stands still, so each refusal's Retry-After is the whole wait however long a loaded
        // machine takes over the attempts (it once read 599 for some of them).
        loginThrottle: { baseDelayMs: 10 * 60_000, clock: () => STARTED },
      }),
    );
  }
}, 90_000);
afterAll(async () => {
  for (const instance of instances) await instance.dispose().catch(() => undefined);
  await stores?.close();
  await rm(engines, { recursive: true, force: true });
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
});

describe('the sign-in lockout over three gateway instances on one store', () => {
  it('refuses 30 wrong passwords spread round-robin exactly like 30 on one instance', async () => {
    const onOne = await thirtyWrongPasswords('one@example.com', '127.0.160.1', () => instances[0]!.url);
    const spread = await thirtyWrongPasswords('spread@example.com', '127.0.160.2', (i) => instances[i % 3]!.url);
    expect(spread).toEqual(onOne);
    // 5 free failures and the 6th that starts the wait are checked; the other 24 are refused unchecked.
    expect(onOne.filter((answer) => answer.startsWith('401'))).toHaveLength(6);
    expect(onOne.slice(6).every((answer) => answer === onOne[6])).toBe(true);
    expect(onOne[6]).toMatch(/^429 600 .*Too many failed sign-in attempts\. Please wait 10 minutes and try again\./);
  }, 60_000);
});
