import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, serveAppsOf, type AppsServer } from './static-server';

const MAP = '{"version":3,"sources":["src/secret-logic.ts"]}';
let apps: string;
let servers: { plain: AppsServer; withMaps: AppsServer };
beforeAll(async () => {
  apps = await mkdtemp(path.join(os.tmpdir(), 'gateway-fallback-'));
  const dist = path.join(apps, 'shell', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(dist, 'main.0123456789.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'main.0123456789.js.map'), MAP);
  await mkdir(path.join(apps, 'mf-public', 'dist'), { recursive: true });
  await writeFile(path.join(apps, 'mf-public', 'dist', 'screens.0123456789.js.map'), MAP);
  servers = { plain: await serveAppsOf(apps), withMaps: await serveAppsOf(apps, { serveSourceMaps: true }) };
});
afterAll(async () => {
  servers?.plain.close();
  servers?.withMaps.close();
  await rm(apps, { recursive: true, force: true });
});

describe('source maps', () => {
  it.each(['/main.0123456789.js.map', '/remotes/mf-public/screens.0123456789.js.map'])('are a 404 text by default: %s', async (map) => {
    const res = await rawRequest(servers.plain.port, map);
    expect([res.status, res.headers['content-type'], res.body.toString()]).toEqual([404, 'text/plain; charset=utf-8', 'Not found']);
  });

  it.each(['/main.0123456789.js.map', '/remotes/mf-public/screens.0123456789.js.map'])('are served with SERVE_SOURCE_MAPS: %s', async (map) => {
    const res = await rawRequest(servers.withMaps.port, map);
    expect([res.status, res.headers['content-type'], res.body.toString()]).toEqual([200, 'application/json; charset=utf-8', MAP]);
  });

  it('leave the scripts that name them alone', async () => {
    expect((await rawRequest(servers.plain.port, '/main.0123456789.js')).body.toString()).toBe('console.log(1)');
  });
});

describe('the app page of a route path', () => {
  it('is revalidated by its ETag: 304 without a body while the page is the same', async () => {
    const first = await rawRequest(servers.plain.port, '/public/tournaments/t1');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawRequest(servers.plain.port, '/admin/teams', { 'if-none-match': etag });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, etag]);
    expect((await rawRequest(servers.plain.port, '/admin/teams', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const head = await rawRequest(servers.plain.port, '/public/teams/x', {}, 'HEAD');
    expect([head.status, head.headers['content-type'], head.body.length]).toEqual([200, 'text/html; charset=utf-8', 0]);
  });

  it('is not offered to other methods', async () => {
    const post = await rawRequest(servers.plain.port, '/public/teams/x', {}, 'POST');
    expect([post.status, post.body.toString()]).toEqual([405, 'Method not allowed']);
  });

  it('serves the root path as the app page, never a directory listing', async () => {
    const root = await rawRequest(servers.plain.port, '/');
    expect(root.body.toString()).toContain('<title>shell</title>');
    expect(root.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
