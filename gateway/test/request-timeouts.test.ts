import net from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config';
import { startTestGateway, type TestGateway } from './helpers';
import { openStream } from './live-stream';
import { TABLE, tournament } from './world';

// Issue 12: a client that sends its request slowly is cut off (headers 10 s, the whole request 30 s in
// production; 0.5 s and 1 s here), while answers that take long, such as event streams, stay open.

const LIMITS = { headersMs: 500, requestMs: 1000 };
/** Node checks pending requests every quarter of the shortest limit here; the rest is scheduling slack. */
const SLACK_MS = 1000;

let t: TestGateway;
const errors: unknown[] = [];
beforeAll(async () => {
  t = await startTestGateway({
    requestTimeouts: LIMITS,
    live: { pingIntervalMs: 200 },
    logger: { info: () => undefined, warn: () => undefined, error: (message, err) => errors.push([message, err]) },
  });
  await t.gw.internals.doc.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament('tn_open', 'org_x', 'public') }));
});
afterAll(async () => {
  await t?.dispose();
});

interface SlowRequest {
  /** What the server sent before it closed the connection. */
  answer: string;
  /** From the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/**
 * Sends `head` on a new connection, then `trickle` one character every `everyMs` (a slow sender; never
 * all of it), until the server closes the connection.
 */
function sendSlowly(head: string, trickle = '', everyMs = 100): Promise<SlowRequest> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(t.gw.port, '127.0.0.1', () => {
      started = Date.now();
      socket.write(head);
      let sent = 0;
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
      }, everyMs);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('timeout', () => reject(new Error('the server never closed the connection')));
    socket.setTimeout(10_000);
  });
}

describe('request timeouts', () => {
  it('answers 408 and closes the connection when the headers do not arrive in time', async () => {
    const slow = await sendSlowly('GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1111111111111111111111111111111', 50);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(slow.closedAfterMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
  });

  it('cuts a body that is not all in within the request limit, though bytes keep coming, before any route reads it', async () => {
    const head = 'POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"identifier":"';
    const slow = await sendSlowly(head, 'a'.repeat(900), 50);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(slow.closedAfterMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    // The gateway goes on serving, and the cut request was no failure of its own.
    expect((await fetch(`${t.url}/config.json`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('keeps an event stream open well past the limits: they bound receiving a request, not answering it', async () => {
    const stream = await openStream(`${t.url}/api/public/tournaments/tn_open/events`);
    try {
      expect(stream.status).toBe(200);
      const opened = Date.now();
      let open = true;
      void stream.ended.then(() => (open = false));
      while (Date.now() - opened < 3 * LIMITS.requestMs) {
        const seen = stream.messages.length;
        await stream.next(() => stream.messages.length > seen, 2_000);
      }
      expect(open).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe('request timeout settings', () => {
  it('default to 10 s for the headers and 30 s for the whole request', () => {
    expect(resolveConfig({}).requestTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
  });

  it('refuse a headers limit longer than the request’s, or none', () => {
    expect(() => resolveConfig({ requestTimeouts: { headersMs: 40_000 } })).toThrow(/Request timeouts/);
    expect(() => resolveConfig({ requestTimeouts: { headersMs: 0 } })).toThrow(/Request timeouts/);
  });
});
