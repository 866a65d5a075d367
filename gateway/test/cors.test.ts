import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './helpers';
import { rawRequest } from './static-server';

// Issue 12: the embeddable widget's script and data stay usable from any site; nothing else answers
// another origin, unless that origin is configured (ALLOWED_ORIGINS).

const FOREIGN = 'https://club-news.example';
const APPS = 'https://apps.kickoff.example';

let t: TestGateway;
let withApps: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
  withApps = await startTestGateway({ allowedOrigins: [APPS] });
  for (const gateway of [t, withApps]) {
    const dist = path.join(gateway.appsDir, 'mf-match-center', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'widget.0a1b2c3d4e.js'), '/* loader */');
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"name":"mf_match_center"}');
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var mf_match_center;');
  }
});
afterAll(async () => {
  await Promise.all([t?.dispose(), withApps?.dispose()]);
});

/** Headers of an answer to a request from `origin` (a raw request: fetch in Node sends no Origin of its own). */
async function from(gateway: TestGateway, origin: string, urlPath: string, method = 'GET', headers: Record<string, string> = {}) {
  const res = await rawRequest(gateway.gw.port, urlPath, { origin, ...headers }, method);
  return { status: res.status, headers: res.headers };
}

describe('the widget’s files and data answer any site', () => {
  it.each([
    ['/widget.js', 302],
    ['/remotes/mf-match-center/widget.0a1b2c3d4e.js', 200],
    ['/remotes/mf-match-center/mf-manifest.json', 200],
    ['/remotes/mf-match-center/remoteEntry.js', 200],
    ['/api/public/tournaments/t_none/matches/m_none', 404],
    ['/api/public/tournaments/%zz/matches/m', 404],
  ])('%s', async (urlPath, status) => {
    const res = await from(t, FOREIGN, urlPath);
    expect(res.status).toBe(status);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('the live event stream too (an open stream is checked in live-events.test.ts)', async () => {
    const res = await from(t, FOREIGN, '/api/public/tournaments/t_none/events');
    expect(res.status).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a preflight for them with the read methods only', async () => {
    const res = await from(t, FOREIGN, '/api/public/tournaments/t1/matches/m1', 'OPTIONS', { 'access-control-request-method': 'GET' });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });
});

describe('nothing else answers another site', () => {
  it.each([
    ['POST', '/auth/login'],
    ['POST', '/auth/session'],
    ['POST', '/auth/anonymous'],
    ['GET', '/admin/organizers'],
    ['POST', '/aws/dynamodb'],
    ['OPTIONS', '/aws/dynamodb'],
    ['OPTIONS', '/auth/login'],
    ['GET', '/config.json'],
    ['GET', '/remotes.json'],
    ['GET', '/api/public/tournaments/t_none'],
    ['GET', '/api/public/search?q=x'],
    ['GET', '/remotes/mf-public/remoteEntry.js'],
    ['GET', '/admin/login'],
    ['GET', '/%zz'],
  ])('%s %s', async (method, urlPath) => {
    const res = await from(t, FOREIGN, urlPath, method, { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
  });
});

describe('a configured origin (ALLOWED_ORIGINS)', () => {
  it('is answered by name on the API, errors included, with the headers its SDK reads', async () => {
    const badJson = await rawRequest(withApps.gw.port, '/auth/login', { origin: APPS, 'content-type': 'application/json' }, 'POST');
    expect(badJson.status).toBe(400);
    for (const res of [badJson, await rawRequest(withApps.gw.port, '/auth/session', { origin: APPS }, 'POST')]) {
      expect(res.headers['access-control-allow-origin']).toBe(APPS);
      expect(res.headers.vary).toContain('Origin');
      for (const name of ['x-amzn-requestid', 'x-amz-crc32', 'etag', 'date', 'retry-after']) expect(res.headers['access-control-expose-headers']).toContain(name);
    }
  });

  it('gets its preflight answered with the SDK’s headers allowed', async () => {
    const res = await from(withApps, APPS, '/aws/dynamodb', 'OPTIONS', {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,x-amz-date,x-amz-target,amz-sdk-invocation-id',
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(APPS);
    expect(res.headers['access-control-allow-headers']).toContain('x-amz-target');
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
  });

  it('keeps CORS on a body refused for its size, which closes the connection', async () => {
    const res = await fetch(`${withApps.url}/aws/dynamodb`, { method: 'POST', headers: { origin: APPS }, body: Buffer.alloc(17 * 1024 * 1024, 0x20) });
    expect(res.status).toBe(413);
    expect(res.headers.get('access-control-allow-origin')).toBe(APPS);
  });

  it('is the only one: another origin still gets nothing, and the widget stays open to all', async () => {
    const other = await from(withApps, FOREIGN, '/config.json');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toContain('Origin');
    expect((await from(withApps, FOREIGN, '/widget.js')).headers['access-control-allow-origin']).toBe('*');
  });

  it('is refused at start when it is not an origin', async () => {
    for (const origin of ['https://apps.example/', 'apps.example', '*', 'https://apps.example/path']) {
      await expect(startTestGateway({ allowedOrigins: [origin] })).rejects.toThrow(/ALLOWED_ORIGINS/);
    }
  });
});
