import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { addressKey } from '../src/auth/client-address';
import { LoginThrottle, loginLockoutMessage, type AttemptOutcome, type LoginAttempt, type LoginThrottleOptions } from '../src/auth/login-throttle';
import { ThrottleStore } from '../src/auth/throttle-store';
import { EMBEDDED_DYNAMODB_CREDENTIALS, startEmbeddedStores, type EmbeddedStores } from '../src/embedded/stores';
import { ensureThrottleTable } from '../src/store/tables';

const MINUTE = 60_000;

// The lockout's counters live in the store: these tests run it on the embedded engine (dynalite), each on a table of its own.
let engines: string;
let stores: EmbeddedStores;
let client: DynamoDBClient;
let doc: DynamoDBDocumentClient;
let tables = 0;
beforeAll(async () => {
  engines = await mkdtemp(path.join(os.tmpdir(), 'login-throttle-'));
  stores = await startEmbeddedStores(engines, { dynamodb: true, s3: false });
  client = new DynamoDBClient({ region: 'us-east-1', endpoint: stores.dynamodbEndpoint, credentials: EMBEDDED_DYNAMODB_CREDENTIALS });
  doc = DynamoDBDocumentClient.from(client);
}, 30_000);
afterAll(async () => {
  client?.destroy();
  await stores?.close();
  await rm(engines, { recursive: true, force: true });
});

async function setup(options: LoginThrottleOptions = {}) {
  let now = 1_000_000;
  const table = `throttle-test-${++tables}`;
  await ensureThrottleTable(client, table);
  const throttle = new LoginThrottle(new ThrottleStore(doc, table), { clock: () => now, ...options });
  /** Runs one attempt to its outcome; the verdict's wait when refused, else 0. */
  const attempt = async (who: LoginAttempt, outcome: AttemptOutcome) => {
    const verdict = await throttle.begin(who);
    if (!verdict.allowed) return verdict.retryAfterMs;
    await verdict.settle(outcome);
    return 0;
  };
  return { throttle, attempt, table, advance: (ms: number) => (now += ms) };
}

const from = (address: string, identifier = 'club@example.com', device?: string): LoginAttempt => ({ identifier, address, ...(device ? { device } : {}) });

describe('LoginThrottle', () => {
  it('counts attempts from their start, so a burst of parallel guesses cannot slip through', async () => {
    const { throttle } = await setup();
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => throttle.begin(from('203.0.113.1'))));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(6);
    expect(verdicts.filter((v) => !v.allowed)).toContainEqual({ allowed: false, retryAfterMs: 1000, reason: 'identifier-address' });
    // Each of the 50 reads and conditionally writes one item: on a busy machine that takes a few seconds.
  }, 30_000);

  it('neither counts nor forgives a right password that still needs its second factor', async () => {
    const { attempt } = await setup();
    for (let i = 0; i < 5; i++) await attempt(from('203.0.113.2'), 'failed');
    for (let i = 0; i < 20; i++) expect(await attempt(from('203.0.113.2'), 'second-factor')).toBe(0);
    expect(await attempt(from('203.0.113.2'), 'failed')).toBe(0);
    expect(await attempt(from('203.0.113.2'), 'succeeded')).toBe(1000);
  });

  it('counts wrong second-factor codes like wrong passwords, and forgives on a code that signs in', async () => {
    const { throttle, attempt } = await setup();
    for (let i = 0; i < 6; i++) await throttle.recordCodeFailure(from('203.0.113.3'));
    expect(await attempt(from('203.0.113.3'), 'succeeded')).toBe(1000);
    await throttle.recordCodeSuccess(from('203.0.113.3'));
    expect(await attempt(from('203.0.113.3'), 'succeeded')).toBe(0);
  });

  it('slows an identifier down only when many clients fail on it, never refusing a clean client', async () => {
    const { throttle, attempt, advance } = await setup();
    // One client, however persistent, is the pair limit's business.
    for (let i = 0; i < 40; i++) advance(await attempt(from('203.0.113.7', 'target'), 'failed'));
    expect(await throttle.begin(from('203.0.113.8', 'target'))).toMatchObject({ allowed: true, delayMs: 0 });
    for (let i = 0; i < 20; i++) await attempt(from(`198.51.100.${i + 1}`, 'target'), 'failed');
    expect(await throttle.begin(from('203.0.113.9', 'target'))).toMatchObject({ allowed: true, delayMs: 1000 });
    expect(await throttle.begin(from('198.51.100.1', 'target'))).toMatchObject({ allowed: false, reason: 'identifier' });
  });

  it('treats an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', async () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const { attempt } = await setup();
    for (let i = 0; i < 6; i++) await attempt(from(`2001:db8:1:2::${i + 1}`), 'failed');
    expect(await attempt(from('2001:db8:1:2:abcd::9'), 'succeeded')).toBe(1000);
    expect(await attempt(from('2001:db8:1:3::1'), 'succeeded')).toBe(0);
  });

  it('judges a device by its own counter only, until it fails 10 times', async () => {
    const { attempt } = await setup();
    for (let i = 0; i < 30; i++) await attempt(from('203.0.113.4'), 'failed');
    expect(await attempt(from('203.0.113.4'), 'succeeded')).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) expect(await attempt(from('203.0.113.4', undefined, 'nonce-a'), 'failed')).toBe(0);
    // Ten failures with it: no longer trusted, so the address's lockout applies.
    expect(await attempt(from('203.0.113.4', undefined, 'nonce-a'), 'succeeded')).toBeGreaterThan(0);
    expect(await attempt(from('203.0.113.4', undefined, 'nonce-b'), 'succeeded')).toBe(0);
  });

  it('forgets a key 15 minutes after its last failure and wait', async () => {
    const { attempt, advance } = await setup();
    for (let i = 0; i < 6; i++) await attempt(from('203.0.113.5'), 'failed');
    advance(1000);
    expect(await attempt(from('203.0.113.5'), 'failed')).toBe(0);
    // Remembered until 15 minutes after the 2-second wait: the next failure waits 4 seconds.
    advance(2000 + 15 * MINUTE - 1);
    expect(await attempt(from('203.0.113.5'), 'failed')).toBe(0);
    expect(await attempt(from('203.0.113.5'), 'succeeded')).toBe(4000);
    // Forgotten: five free failures again.
    advance(4000 + 15 * MINUTE);
    for (let i = 0; i < 6; i++) expect(await attempt(from('203.0.113.5'), 'failed')).toBe(0);
    expect(await attempt(from('203.0.113.5'), 'succeeded')).toBe(1000);
  });

  it('counts in the table, shared by every throttle on it (one per gateway instance), and stores keys hashed', async () => {
    const { throttle, table, advance } = await setup();
    const instances = [throttle, new LoginThrottle(new ThrottleStore(doc, table), { clock: () => advance(0) }), new LoginThrottle(new ThrottleStore(doc, table), { clock: () => advance(0) })];
    const verdicts = [];
    // Round-robin over three instances: refused exactly as on one (5 free, the 6th starts a 1 s wait).
    for (let i = 0; i < 30; i++) {
      const verdict = await instances[i % 3]!.begin(from('203.0.113.10', 'Spread@Example.com'));
      if (verdict.allowed) await verdict.settle('failed');
      verdicts.push(verdict.allowed);
    }
    expect(verdicts.filter(Boolean)).toHaveLength(6);
    const { Items = [] } = await doc.send(new ScanCommand({ TableName: table }));
    expect(JSON.stringify(Items)).not.toMatch(/spread@example\.com|203\.0\.113\.10/);
    expect(Items.every((item) => typeof item.expiresAt === 'number')).toBe(true);
  });
});

describe('loginLockoutMessage', () => {
  it.each([
    [1, 'Please wait 1 second'],
    [1_500, 'Please wait 2 seconds'],
    [59_000, 'Please wait 59 seconds'],
    [61_000, 'Please wait 2 minutes'],
    [15 * MINUTE, 'Please wait 15 minutes'],
  ])('%i ms reads "%s"', (ms, wait) => {
    expect(loginLockoutMessage(ms)).toBe(`Too many failed sign-in attempts. ${wait} and try again.`);
  });
});
