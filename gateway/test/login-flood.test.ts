/**
 * Unauthenticated memory exhaustion (issue 12): 2,000 logins with 60 KB identifiers grew the gateway by about
 * 1 GB, for good. Now bodies over 16 KB are refused unread, identifiers over 320 characters before any work,
 * and the lockout's counts live in the store (login-throttle table), so a flood of any shape leaves the process under +100 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_PASSWORD, startTestGateway, type TestGateway } from './helpers';
import { LoginClient } from './login-client';

const MB = 1024 * 1024;
const FLOOD = 2000;
let t: TestGateway;

beforeAll(async () => {
  // Few free failures and long waits, so the flood is refused by the lockout quickly and few password checks run.
  t = await startTestGateway({ loginThrottle: { addressFreeFailures: 1, baseDelayMs: 60_000 } });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});

/** Runs `count` tasks, `parallel` at a time. */
async function pool(count: number, parallel: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await task(next++);
  }));
}

/** Runs `flood` while sampling the process's resident memory; the growth over the baseline at its highest. */
async function rssGrowth(flood: () => Promise<void>): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().rss;
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, process.memoryUsage().rss)), 50);
  try {
    await flood();
  } finally {
    clearInterval(sampler);
  }
  for (let i = 0; i < 3; i++) highest = Math.max(highest, process.memoryUsage().rss);
  return highest - before;
}

describe('a login flood', () => {
  it('of 2,000 logins with 60 KB identifiers is refused unread, and memory stays within 100 MB', async () => {
    const body = Buffer.from(JSON.stringify({ identifier: 'x'.repeat(60 * 1024), password: 'x' }));
    const client = new LoginClient(t.url, '127.0.150.2');
    const statuses = new Map<number, number>();
    const growth = await rssGrowth(() =>
      pool(FLOOD, 20, async () => {
        const { status } = await client.postBytes('/auth/login', body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 413: FLOOD });
    expect(growth).toBeLessThan(100 * MB);
    expect((await new LoginClient(t.url, '127.0.150.1').login('superadmin', SUPER_PASSWORD)).status).toBe(200);
  }, 30_000);

  it('of 2,000 distinct 320-character identifiers from 20 addresses is throttled, and memory stays within 100 MB', async () => {
    const clients = Array.from({ length: 20 }, (_, i) => new LoginClient(t.url, `127.0.151.${i + 1}`));
    const statuses = new Map<number, number>();
    const growth = await rssGrowth(() =>
      pool(FLOOD, 20, async (i) => {
        const reply = await clients[i % clients.length]!.login(`${i}@${'y'.repeat(318 - String(i).length)}`, 'p'.repeat(1024));
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }),
    );
    // Each address has 1 free failure here (the test's setting), then waits a minute: all but 40 requests of
    // the flood are refused before any lookup or password check.
    expect(Object.fromEntries(statuses)).toEqual({ 401: 20 * 2, 429: FLOOD - 20 * 2 });
    expect(growth).toBeLessThan(100 * MB);
    // The flood locked out its own addresses only.
    expect((await new LoginClient(t.url, '127.0.151.200').login('superadmin', SUPER_PASSWORD)).status).toBe(200);
    // Each refusal reads the lockout's items in the store (shared by every instance): seconds on a busy machine.
  }, 60_000);
});
