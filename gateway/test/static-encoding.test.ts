import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { rawRequest, serveAppsOf, type AppsServer } from './static-server';

// Sibling contents name themselves, so a response's body says which file was sent.
const FILES = {
  'shell/dist/index.html': '<!doctype html><title>shell</title>',
  'shell/dist/static/js/main.0123456789.js': 'identity bytes of main',
  'shell/dist/static/js/main.0123456789.js.br': 'br bytes',
  'shell/dist/static/js/main.0123456789.js.gz': 'gzip bytes',
  'shell/dist/gz-only.css': 'identity css',
  'shell/dist/gz-only.css.gz': 'gzip css',
  'shell/dist/plain.txt': 'no siblings',
  'mf-public/dist/remoteEntry.js': 'identity entry',
  'mf-public/dist/remoteEntry.js.br': 'br entry',
};

let apps: string;
let server: AppsServer;
beforeAll(async () => {
  apps = await mkdtemp(path.join(os.tmpdir(), 'gateway-encoding-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(apps, file)), { recursive: true });
    await writeFile(path.join(apps, file), content);
  }
  server = await serveAppsOf(apps);
});
afterAll(async () => {
  server?.close();
  await rm(apps, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.port, urlPath, headers, method);
const MAIN = '/static/js/main.0123456789.js';

describe('precompressed assets', () => {
  it.each([
    ['gzip, deflate, br', 'br', 'br bytes'],
    ['br', 'br', 'br bytes'],
    ['gzip', 'gzip', 'gzip bytes'],
    ['br;q=0, gzip', 'gzip', 'gzip bytes'],
    ['gzip;q=1, br;q=0.5', 'gzip', 'gzip bytes'],
    // No preference: @fastify/static reads '*' as gzip, the coding every client decodes.
    ['*', 'gzip', 'gzip bytes'],
    ['br;q=0, *', 'gzip', 'gzip bytes'],
    ['br;q=0, gzip;q=0', undefined, 'identity bytes of main'],
    ['identity', undefined, 'identity bytes of main'],
    ['', undefined, 'identity bytes of main'],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding, body) => {
    const res = await get(MAIN, accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.body.toString()).toBe(body);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to the encoding that exists, and to identity when the accepted one does not', async () => {
    const gz = await get('/gz-only.css', { 'accept-encoding': 'br, gzip' });
    expect([gz.headers['content-encoding'], gz.body.toString()]).toEqual(['gzip', 'gzip css']);
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
    const identity = await get('/gz-only.css', { 'accept-encoding': 'br' });
    expect([identity.headers['content-encoding'], identity.body.toString()]).toEqual([undefined, 'identity css']);
    expect(identity.headers.vary).toBe('Accept-Encoding');
  });

  it('sends files without siblings as they are, with no Vary', async () => {
    const res = await get('/plain.txt', { 'accept-encoding': 'br, gzip' });
    expect(res.body.toString()).toBe('no siblings');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('gives each encoding its own ETag, and a 304 for each', async () => {
    const etags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await get(MAIN, { 'accept-encoding': accept });
      const etag = String(first.headers.etag);
      etags.set(accept, etag);
      const again = await get(MAIN, { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    // Each coding is a file of its own: its size and time make its ETag.
    for (const etag of etags.values()) expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Set(etags.values()).size).toBe(3);
    // A cached brotli copy does not validate a gzip response.
    const mismatch = await get(MAIN, { 'accept-encoding': 'gzip', 'if-none-match': String(etags.get('br')) });
    expect(mismatch.status).toBe(200);
    expect(mismatch.body.toString()).toBe('gzip bytes');
  });

  it('answers HEAD with the chosen encoding’s headers and no body', async () => {
    const res = await get(MAIN, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String('br bytes'.length));
    expect(res.body.length).toBe(0);
  });

  it('serves remotes precompressed too', async () => {
    const res = await get('/remotes/mf-public/remoteEntry.js', { 'accept-encoding': 'gzip, br' });
    expect([res.headers['content-encoding'], res.body.toString()]).toEqual(['br', 'br entry']);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([`${MAIN}.br`, `${MAIN}.gz`, '/gz-only.css.gz', '/remotes/mf-public/remoteEntry.js.br', '/nothing.js.br'])(
    'never serves the sibling %s under its own name',
    async (urlPath) => {
      const res = await get(urlPath, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe('Not found');
    },
  );
});

describe('precompressed by the build, decoded by a client', () => {
  const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: "team ${i}" }`).join(', ')}];`;
  let built: string;
  let builtServer: AppsServer;
  beforeAll(async () => {
    built = await mkdtemp(path.join(os.tmpdir(), 'gateway-precompressed-'));
    const dist = path.join(built, 'shell', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(dist, 'app.0123456789.js'), script);
    precompressDir(dist);
    builtServer = await serveAppsOf(built);
  });
  afterAll(async () => {
    builtServer?.close();
    await rm(built, { recursive: true, force: true });
  });

  it.each(['br', 'gzip'])('sends %s that decodes to the original', async (encoding) => {
    const raw = await rawRequest(builtServer.port, '/app.0123456789.js', { 'accept-encoding': encoding });
    expect(raw.headers['content-encoding']).toBe(encoding);
    expect(raw.body.length).toBeLessThan(script.length / 4);
    // fetch decodes Content-Encoding as a browser does.
    const res = await fetch(`${builtServer.url}/app.0123456789.js`, { headers: { 'accept-encoding': encoding } });
    expect(await res.text()).toBe(script);
  });
});
