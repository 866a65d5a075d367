import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../src/aws/forward';

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
afterAll(() => {
  server.close();
});

const get = (path: string) => new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}${path}`, resolve).on('error', reject));

describe('readAll', () => {
  it('joins every chunk of a backend answer', async () => {
    expect((await readAll(await get('/whole'))).toString()).toBe('{"Items":[]}');
  });

  it('rejects an answer the backend cut short, instead of handing on part of it', async () => {
    await expect(readAll(await get('/cut'))).rejects.toThrow();
  });
});
