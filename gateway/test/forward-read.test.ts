import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Forwarder } from '../src/aws/forward';
import type { BackendTarget } from '../src/store/backend';

/** A backend that answers '/whole' in two writes and '/cut' with half its announced body, then hangs up. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/cut') {
      res.writeHead(200, { 'content-length': '100' });
      res.write('half');
      setTimeout(() => res.destroy(), 10);
      return;
    }
    res.write('{"Items":');
    setTimeout(() => res.end('[]}'), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const forwarder = new Forwarder();
afterAll(() => {
  forwarder.destroy();
  server.close();
});

/** A backend reached over the network, as the gateway's DynamoDB calls reach an external store. */
const get = (path: string) => {
  const target: BackendTarget = { endpoint: new URL(base), region: 'us-east-1', credentials: async () => ({ accessKeyId: 'k', secretAccessKey: 's' }) };
  return forwarder.sendWhole(target, 'dynamodb', { method: 'GET', path, headers: {} });
};

describe('a backend answer read whole', () => {
  it('joins every chunk of a backend answer', async () => {
    expect((await get('/whole')).body.toString()).toBe('{"Items":[]}');
  });

  it('rejects an answer the backend cut short, instead of handing on part of it', async () => {
    await expect(get('/cut')).rejects.toThrow();
  });
});
