import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy, styleAttributeHashes } from '../src/http/content-security-policy';
import { PublicPages } from '../src/ssr/public-pages';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { serve } from './directory-world';

// What a page's Content-Security-Policy allows inline (issue 12): the built template's scripts by hash,
// a server-rendered page's style attributes by hash, and never a script that came with a page's content.

/** A CSP hash source, computed here as browsers do (SHA-256 of the UTF-8 text, base64). */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, exactly as written, and no data block or external script', () => {
    const html = `<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>
      <script type="application/json">{"x":1}</script><script id="ssr-state" type="application/json">{}</script><script defer src="/main.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([hashSource('a()'), hashSource('b()'), hashSource('c()')]);
  });

  it('hashes what the browser hashes: the UTF-8 bytes of the text between the tags (known value)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute as the browser reads it, character references decoded', () => {
    const html = `<span style="background-color:#ff0000;color:#000"></span><i style='width:50%'></i><b style="background-color:#ff0000;color:#000"></b>
      <em style="font-family:&quot;Inter&quot;, sans-serif"></em><p>style="not an attribute"</p>`;
    expect(styleAttributeHashes(html)).toEqual([hashSource('background-color:#ff0000;color:#000'), hashSource('width:50%'), hashSource('font-family:"Inter", sans-serif')]);
  });
});

describe('pagePolicy', () => {
  const base = { inline: { scripts: [] }, remoteOrigins: [], apiOrigins: [], reportPath: '/csp-report' };

  it('is the issue’s strict policy, with nothing inline and nothing evaluated', () => {
    expect(pagePolicy(base)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; " +
        "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; report-uri /csp-report",
    );
  });

  it('adds what a page needs, and names report-to only when asked', () => {
    const policy = pagePolicy({ ...base, inline: { scripts: ["'sha256-s'"], styleAttributes: ["'sha256-a'", "'sha256-b'"] }, reportTo: 'csp' });
    expect(policy).toContain("script-src 'self' 'sha256-s';");
    expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-a' 'sha256-b';");
    expect(policy).toMatch(/; report-to csp$/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

// Stand-ins for the server builds (as in ssr-organizer-address.test.ts): a screen with team colours in
// style attributes, and content that smuggles a script in (which no policy may allow by its own hash).
const SHELL_BUNDLE = `
exports.resolvePublicPage = (pathname) => pathname.startsWith('/public/tournaments/')
  ? { remote: 'mf', screen: 'PublicTournamentScreen', pattern: '/public/tournaments/:id', params: { id: pathname.split('/')[3] }, title: 'Tournament', productName: 'KickOff Hub', publicPage: true }
  : null;
exports.renderLayout = ({ screenHtml }) => '<main>' + screenHtml + '</main>';
`;
const PUBLIC_BUNDLE = `
exports.pageDocument = (screen, params) => ({ kind: 'tournament', id: params.id });
exports.renderPublicPage = ({ page }) => ({
  html: '<h1>' + page.document.tournament.name + '</h1><span style="background-color:#ef0107"></span><script>stolen()</script>',
  meta: { title: page.id, description: 'd' },
  state: { note: 'style="color:red"' },
});
`;
const THEME_SCRIPT = 'document.documentElement.dataset.theme="dark"';
const TEMPLATE = `<html><head><title>KickOff Hub</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
const cup = { tournament: { id: 't1', name: 'Spring Cup', organizerId: 'o', visibility: 'public' } as Tournament, matches: [], teams: [], organizer: null } as unknown as PublicTournamentDocument;

describe('a server-rendered page', () => {
  let appsDir: string;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    appsDir = await mkdtemp(path.join(os.tmpdir(), 'page-policy-'));
    for (const [dir, file, text] of [
      ['shell/dist', 'index.html', TEMPLATE],
      ['shell/dist-ssr', 'render.cjs', SHELL_BUNDLE],
      ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
    ] as const) {
      await mkdir(path.join(appsDir, dir), { recursive: true });
      await writeFile(path.join(appsDir, dir, file), text);
    }
    const pages = new PublicPages({
      appsDir,
      tournaments: new PublicTournamentCache(async (id) => (id === 't1' ? cup : null), tableNames('test-')),
      directory: { team: async () => null, player: async () => null, searchSnapshot: async () => ({ organizers: [], tournaments: [], teams: [], tournamentsByTeam: new Map() }) },
      matches: { read: async () => null },
      config: { gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'test-' },
      publicUrl: 'https://kickoff.example',
      onError: () => undefined,
    });
    server = await serve(async (req, res) => {
      if (!(await pages.send(req, res, (req.url ?? '/').split('?')[0] ?? '/', { secure: req.headers['x-test-tls'] === '1' }))) res.end('plain');
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  it('allows its style attributes and its template’s script by hash, and not the script in its content', async () => {
    const res = await fetch(`${server.url}/public/tournaments/t1`);
    expect(await res.text()).toContain('<h1>Spring Cup</h1>');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${hashSource(THEME_SCRIPT)};`);
    expect(policy).not.toContain(hashSource('stolen()'));
    // The page's own style attribute; not the text inside its state, which is no attribute.
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${hashSource('background-color:#ef0107')};`);
    expect(policy).not.toContain(hashSource('color:red'));
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('reporting-endpoints')).toBeNull();
  });

  it('names the Reporting API endpoint when the page came over TLS, also on its 404 page', async () => {
    for (const [urlPath, status] of [['/public/tournaments/t1', 200], ['/public/tournaments/t404', 404]] as const) {
      const res = await fetch(`${server.url}${urlPath}`, { headers: { 'x-test-tls': '1' } });
      expect(res.status).toBe(status);
      expect(res.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
      expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${hashSource(THEME_SCRIPT)};`);
      expect(res.headers.get('content-security-policy')).toMatch(/; report-to csp$/);
    }
  });
});
