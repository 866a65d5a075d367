import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './helpers';
import { rawRequest, serveAppsOf, type AppsServer } from './static-server';

let t: TestGateway;
let remotesFile: string;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-remotes-'));
  remotesFile = path.join(dir, 'remotes.json');
  await writeFile(remotesFile, JSON.stringify({ mf_public: 'https://cdn.example.com/mf-public/mf-manifest.json' }));
  t = await startTestGateway({ remotesJsonFile: remotesFile, publicUrl: '' });
});
afterAll(async () => {
  await t?.dispose();
  await rm(path.dirname(remotesFile), { recursive: true, force: true });
});

/** A raw HTTP GET, so paths like /../ reach the server unnormalized (fetch would resolve them). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (d) => (data += d.toString('utf8')));
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1]);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
  });
}

describe('runtime configuration', () => {
  it('serves /config.json without caching', async () => {
    const res = await fetch(`${t.url}/config.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      gatewayUrl: '',
      region: 'us-east-1',
      bucket: 'football-tournaments-images',
      tablePrefix: 'football-tournaments-',
      // The embedded dynalite has no TransactWriteItems (the gateway probes its store at start).
      transactions: false,
    });
  });

  it('serves /remotes.json from the REMOTES_JSON file when one is configured', async () => {
    const res = await fetch(`${t.url}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ mf_public: 'https://cdn.example.com/mf-public/mf-manifest.json' });
  });
});

describe('static apps', () => {
  it('serves the shell with no-cache for HTML and immutable caching for hashed files', async () => {
    const index = await fetch(`${t.url}/`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const hashed = await fetch(`${t.url}/static/js/main.3f2a9c1b.js`);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('revalidates with ETag', async () => {
    const first = await fetch(`${t.url}/favicon.svg`);
    const etag = first.headers.get('etag') ?? '';
    // As a browser revalidates a cached copy (fetch would add Cache-Control: no-cache, an end-to-end reload).
    const again = await rawRequest(t.gw.port, '/favicon.svg', { 'if-none-match': etag });
    expect([again.status, again.headers.etag, again.headers['cache-control']]).toEqual([304, etag, 'no-cache']);
  });

  it('serves remotes under /remotes/<folder>/ and never falls back to index.html there', async () => {
    const manifest = await fetch(`${t.url}/remotes/mf-public/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ name: 'mf_public' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.url}/remotes/mf-public/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.url}/remotes/mf-public/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/remotes/mf-admin/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/remotes/elsewhere/x.js`)).status).toBe(404);
  });

  it.each(['/tournaments/t1', '/admin', '/admin/tournaments/new', '/public/teams/abc', '/acme-fc/tournament_1'])(
    'falls back to the shell index.html for the client route %s',
    async (route) => {
      const res = await fetch(`${t.url}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/teams/%E0%A4%A', '/acme%zz/tournament_1', '/%'])('answers a page address that cannot be decoded (%s) with the app and a 404 status', async (route) => {
    const res = await rawGet(t.gw.port, route);
    // The app, which shows its 404 page, not a JSON "Bad Request".
    expect([res.status, res.body.includes('<title>shell</title>')]).toEqual([404, true]);
  });

  it('still answers an API address that cannot be decoded as a bad request', async () => {
    expect((await rawGet(t.gw.port, '/auth/%zz')).status).toBe(400);
  });

  it('answers 405 to a POST of a page or an unknown path without reading its body', async () => {
    for (const target of ['/public/teams/x', '/api/anything']) {
      const res = await fetch(`${t.url}${target}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
      expect([res.status, await res.text()]).toEqual([405, 'Method not allowed']);
    }
  });

  it('does not fall back for API paths', async () => {
    expect((await fetch(`${t.url}/auth/login`)).status).toBe(405);
    expect((await fetch(`${t.url}/media/`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/no-such-endpoint`)).status).toBe(404);
  });

  it.each(['/static/js/main.0123456789.js', '/missing.css', '/remoteEntry.js', '/public/logo.png', '/x.js.map', '/a/b.woff2'])(
    'answers a missing asset %s with a 404 text, never the shell page',
    async (asset) => {
      const res = await fetch(`${t.url}${asset}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).not.toContain('<title>shell</title>');
    },
  );

  it('keeps falling back for a route whose last segment has a dot but no asset extension', async () => {
    expect(await (await fetch(`${t.url}/public/players/j.smith`)).text()).toContain('<title>shell</title>');
  });

  it.each(['/', '/admin/login', '/superadmin/login', '/public/tournaments/x'])('forbids framing %s by another site', async (page) => {
    const res = await fetch(`${t.url}${page}`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers an HTML file by its own name with a 404 text: pages come only with their policy', async () => {
    for (const file of ['/index.html', '/INDEX.HTML', '/remotes/mf-public/index.html']) {
      const res = await fetch(`${t.url}${file}`);
      expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([404, 'text/plain; charset=utf-8', 'Not found']);
    }
  });

  it('sends scripts with a policy that lets nothing load or frame them, and no CORS', async () => {
    const res = await fetch(`${t.url}/static/js/main.3f2a9c1b.js`, { headers: { origin: 'https://elsewhere.example' } });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/static/..%2f..%2fsecret.txt',
    '/remotes/mf-public/../../secret.txt',
    '/remotes/mf-public/%2e%2e/%2e%2e/secret.txt',
    '/..%5c..%5csecret.txt',
  ])('never serves files outside the dist folders: %s', async (raw) => {
    const res = await rawGet(t.gw.port, raw);
    expect(res.body).not.toContain('top secret');
    expect([400, 404]).toContain(res.status);
  });

  it('answers 503 with a hint when the shell is not built', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'gateway-noapps-'));
    const server = await serveAppsOf(empty);
    try {
      const res = await fetch(`${server.url}/admin`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/npm run build/);
    } finally {
      server.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('Cache-Control of the shell’s files', () => {
  const CASES = [
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['remoteEntry.3f2a9c1b.js', 'no-cache'],
    ['static/js/main.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
    ['static/css/async/123.a1b2c3d4e5.css', 'public, max-age=31536000, immutable'],
    ['static/js/vendors-node_modules_react.deadbeef1.js', 'public, max-age=31536000, immutable'],
    ['favicon.svg', 'no-cache'],
    ['logo-facade.png', 'no-cache'],
  ] as const;
  let apps: string;
  let server: AppsServer;
  beforeAll(async () => {
    apps = await mkdtemp(path.join(os.tmpdir(), 'gateway-cache-'));
    for (const [file] of CASES) {
      const target = path.join(apps, 'shell', 'dist', file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file);
    }
    server = await serveAppsOf(apps);
  });
  afterAll(async () => {
    server?.close();
    await rm(apps, { recursive: true, force: true });
  });

  it.each(CASES)('%s → %s', async (file, expected) => {
    const res = await fetch(`${server.url}/${file}`);
    expect(await res.text()).toBe(file);
    expect(res.headers.get('cache-control')).toBe(expected);
  });
});
