import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './helpers';

let t: TestGateway;
let dist: string;
beforeAll(async () => {
  t = await startTestGateway();
  dist = path.join(t.appsDir, 'mf-match-center', 'dist');
});
afterAll(async () => {
  await t?.dispose();
});

/** Writes a loader dated `secondsAgo` in the past, so which one is newest does not depend on timing. */
async function writeWidget(name: string, secondsAgo: number): Promise<void> {
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, name), `/* ${name} */`);
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path.join(dist, name), when, when);
}

const widget = (method = 'GET') => fetch(`${t.url}/widget.js`, { method, redirect: 'manual' });

describe('/widget.js', () => {
  it('answers 404 text while mf-match-center has no widget loader', async () => {
    const res = await widget();
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).not.toContain('<title>shell</title>');
  });

  it('redirects to the newest hashed loader, revalidated on every load and open to any origin', async () => {
    await writeWidget('widget.0a1b2c3d4e.js', 60);
    await writeWidget('widget.3f2a9c1b4d.js', 10);
    await writeWidget('widget.legacy.js', 0);
    await writeWidget('widget.3f2a9c1b4d.js.map', 0);
    const res = await widget();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/remotes/mf-match-center/widget.3f2a9c1b4d.js');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const head = await widget('HEAD');
    expect([head.status, head.headers.get('location')]).toEqual([302, '/remotes/mf-match-center/widget.3f2a9c1b4d.js']);
  });

  it('follows a new build at once', async () => {
    await writeWidget('widget.9e8d7c6b5a.js', 1);
    expect((await widget()).headers.get('location')).toBe('/remotes/mf-match-center/widget.9e8d7c6b5a.js');
  });

  it('serves the loader it points at as an immutable script', async () => {
    const res = await fetch(`${t.url}/widget.js`);
    expect(res.url).toBe(`${t.url}/remotes/mf-match-center/widget.9e8d7c6b5a.js`);
    expect(await res.text()).toBe('/* widget.9e8d7c6b5a.js */');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 again once the loaders are gone', async () => {
    await rm(dist, { recursive: true, force: true });
    expect((await widget()).status).toBe(404);
  });
});
