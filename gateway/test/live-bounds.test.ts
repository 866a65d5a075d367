import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { startTestGateway } from './helpers';
import { createWorld, TABLE, tournament, type World } from './world';
import { openStream, type SseStream } from './live-stream';

let w: World;
const events = (tournamentId: string) => `${w.t.url}/api/public/tournaments/${tournamentId}/events`;

beforeAll(async () => {
  // Two streams per client address (every test client is 127.0.0.1).
  w = await createWorld({ live: { maxSubscribersPerClient: 2 } });
  for (const id of ['tn_bound', 'tn_flood']) await w.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament(id, w.A, 'public') }));
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

/** Opens streams until one is admitted (a slot freed by a closed or dropped stream) or `timeoutMs` passes. */
async function admittedWithin(url: string, timeoutMs: number): Promise<SseStream> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stream = await openStream(url);
    if (stream.status === 200 || Date.now() > deadline) return stream;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A subscriber that sends its request and never reads a byte of the answer. */
function stalledSubscriber(url: string): Promise<net.Socket> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n\r\n`, () => resolve(socket));
    });
    socket.on('error', reject);
  });
}

describe('live update bounds', () => {
  it('answers 429 beyond the per-client bound and admits again once a stream closes', async () => {
    const open = [await openStream(events('tn_bound')), await openStream(events('tn_bound'))];
    expect(open.map((s) => s.status)).toEqual([200, 200]);
    const refused = await openStream(events('tn_bound'));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(JSON.parse(refused.body)).toEqual({ message: 'Too many live connections.' });

    open[0]?.close();
    const admitted = await admittedWithin(events('tn_bound'), 2000);
    expect(admitted.status).toBe(200);
    admitted.close();
    open[1]?.close();
  });

  it('drops a subscriber that never reads while every write is acknowledged and reaches the others', async () => {
    const stalled = await stalledSubscriber(events('tn_flood'));
    const reader = await openStream(events('tn_flood'));
    try {
      expect((await openStream(events('tn_flood'))).status).toBe(429);
      // Long match ids make each event ~1 KB, so the stalled socket's kernel buffers fill after a few MB.
      const id = (n: number) => `m_${String(n).padStart(6, '0')}_${'x'.repeat(1000)}`;
      let n = 0;
      let admitted: SseStream | null = null;
      for (let batch = 0; batch < 400 && !admitted; batch++) {
        // Deletes of absent matches: acknowledged writes that publish like any other, and cheaper than puts.
        const items = Array.from({ length: 25 }, () => ({ DeleteRequest: { Key: { tournamentId: 'tn_flood', id: id(n++) } } }));
        const answer = await w.as.A.send(new BatchWriteCommand({ RequestItems: { [TABLE.matches]: items } }));
        expect(answer.UnprocessedItems ?? {}).toEqual({});
        // The stalled stream holds the second slot: a new stream is admitted once it was dropped.
        if (batch % 10 === 9) {
          const attempt = await openStream(events('tn_flood'));
          if (attempt.status === 200) admitted = attempt;
        }
      }
      expect(admitted?.status).toBe(200);
      admitted?.close();
      const lastId = id(n - 1);
      await reader.next((m) => m.event === 'change' && (JSON.parse(m.data ?? '{}') as { matchId?: string }).matchId === lastId, 5000);
    } finally {
      reader.close();
      stalled.destroy();
    }
  }, 60_000);

  it('ends open streams when the gateway closes, without waiting for their clients', async () => {
    const t = await startTestGateway();
    try {
      await t.gw.internals.doc.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament('tn_close', 'org', 'public') }));
      const stream = await openStream(`${t.url}/api/public/tournaments/tn_close/events`);
      expect(stream.status).toBe(200);
      const started = Date.now();
      await t.gw.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.dispose();
    }
    // The 5 s default also had to cover starting a gateway with its embedded stores, which a loaded CI machine
    // once took longer for; the close itself is still held to 5 s above.
  }, 20_000);
});

describe('live update bounds behind a proxy (TRUST_PROXY)', () => {
  it('counts each forwarded client address, not the balancer that connects for all of them', async () => {
    const proxied = await startTestGateway({ trustProxy: true, live: { maxSubscribersPerClient: 2 } });
    const streams: SseStream[] = [];
    try {
      await proxied.gw.internals.doc.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament('tn_proxied', 'org_proxied', 'public') }));
      const url = `${proxied.url}/api/public/tournaments/tn_proxied/events`;
      const from = async (client: string) => {
        const stream = await openStream(url, { 'x-forwarded-for': client });
        streams.push(stream);
        return stream.status;
      };
      // Every request comes from 127.0.0.1 (the "balancer"): two clients behind it hold two streams each.
      expect([await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.2'), await from('203.0.113.2')]).toEqual([200, 200, 200, 200]);
      expect(await from('203.0.113.1')).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
      await proxied.dispose();
    }
  });
});
