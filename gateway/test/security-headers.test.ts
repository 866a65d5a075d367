import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './helpers';
import { rawRequest } from './static-server';

// Issue 12: the headers every answer carries, and the Content-Security-Policy of the apps' pages.

/** A CSP hash source, computed here as browsers do (SHA-256 of the UTF-8 text, base64). */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const THEME_SCRIPT = 'document.documentElement.dataset.theme="bright"';
const SHELL_PAGE = `<!doctype html><html><head><title>shell</title><script>${THEME_SCRIPT}</script><script type="application/json">{"inert":true}</script><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>`;

let t: TestGateway;
let proxied: TestGateway;
let remotesDir: string;
beforeAll(async () => {
  remotesDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-csp-remotes-'));
  const remotesFile = path.join(remotesDir, 'remotes.json');
  await writeFile(remotesFile, JSON.stringify({ mf_public: 'https://cdn.example/mf-public/mf-manifest.json', mf_admin: '/remotes/mf-admin/mf-manifest.json' }));
  t = await startTestGateway({ remotesJsonFile: remotesFile, publicUrl: 'https://api.kickoff.example' });
  await writeFile(path.join(t.appsDir, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  // Behind a proxy it trusts, the gateway believes X-Forwarded-Proto.
  proxied = await startTestGateway({ trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all([t?.dispose(), proxied?.dispose()]);
  await rm(remotesDir, { recursive: true, force: true });
});

const EVERY_ANSWER = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

/** The CSP's directives by name. */
function directives(policy: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('every answer', () => {
  it.each([
    ['a script', '/static/js/main.3f2a9c1b.js', 200],
    ['the runtime configuration', '/config.json', 200],
    ['a missing asset', '/missing.js', 404],
    ['an unknown API path', '/api/none', 404],
    ['an auth error', '/auth/session', 405],
    ['an address that is not valid percent-encoding (answered before any hook)', '/auth/%zz', 400],
  ])('%s carries the security headers and a policy that lets nothing load', async (_what, urlPath, status) => {
    const res = await rawRequest(t.gw.port, urlPath);
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(EVERY_ANSWER);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(directives(res.headers['content-security-policy'])).toEqual(new Map([['default-src', ["'none'"]], ['frame-ancestors', ["'none'"]]]));
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the apps’ pages', () => {
  it.each(['/', '/admin/login', '/admin/organizers', '/public/teams/x'])('%s carries the strict policy with the shell’s inline script allowed by its hash', async (page) => {
    const res = await rawRequest(t.gw.port, page);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(res.headers).toMatchObject(EVERY_ANSWER);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The remote on a CDN (remotes.json) may load; the data-block script needs nothing; nothing else runs.
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example', hashSource(THEME_SCRIPT)]);
    expect(csp.get('style-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(csp.has('style-src-attr')).toBe(false);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example', 'https://api.kickoff.example']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example', 'https://api.kickoff.example']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('report-uri')).toEqual(['/csp-report']);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Reporting API reports are sent only from secure pages, and report-to would silence report-uri.
    expect(csp.has('report-to')).toBe(false);
    expect(res.headers['reporting-endpoints']).toBeUndefined();
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'fullscreen']) expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
    expect(res.headers['permissions-policy']).not.toContain('clipboard-write');
  });

  it('keeps the policy on a 304 and on the 404 page of an address that cannot be decoded', async () => {
    const first = await rawRequest(t.gw.port, '/admin');
    const again = await rawRequest(t.gw.port, '/admin', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const undecodable = await rawRequest(t.gw.port, '/teams/%E0%A4%A');
    expect(undecodable.status).toBe(404);
    expect(undecodable.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(undecodable.headers).toMatchObject(EVERY_ANSWER);
  });

  it('follows a rebuilt shell page: the new inline script’s hash, not the old one', async () => {
    const rebuilt = 'document.title="rebuilt"';
    await writeFile(path.join(t.appsDir, 'shell', 'dist', 'index.html'), SHELL_PAGE.replace(THEME_SCRIPT, rebuilt));
    try {
      const scripts = directives((await rawRequest(t.gw.port, '/')).headers['content-security-policy']).get('script-src');
      expect(scripts).toContain(hashSource(rebuilt));
      expect(scripts).not.toContain(hashSource(THEME_SCRIPT));
    } finally {
      await writeFile(path.join(t.appsDir, 'shell', 'dist', 'index.html'), SHELL_PAGE);
    }
  });
});

describe('over TLS', () => {
  it('adds Strict-Transport-Security and names the Reporting API endpoint, when a trusted proxy says the request came over TLS', async () => {
    const page = await rawRequest(proxied.gw.port, '/admin/login', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(page.headers['content-security-policy']).get('report-to')).toEqual(['csp']);
    expect(page.headers['reporting-endpoints']).toBe('csp="/csp-report"');
    const script = await rawRequest(proxied.gw.port, '/static/js/main.3f2a9c1b.js', { 'x-forwarded-proto': 'https' });
    expect(script.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes no X-Forwarded-Proto when no proxy is trusted (the default), and plain HTTP gets no HSTS', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'https' }, {}] as Array<Record<string, string>>) {
      const page = await rawRequest(t.gw.port, '/admin/login', headers);
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expect(page.headers['reporting-endpoints']).toBeUndefined();
    }
    expect((await rawRequest(proxied.gw.port, '/admin/login')).headers['strict-transport-security']).toBeUndefined();
  });
});
