import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CombinedStylesheets, combinedStylesheetHref, combinedStylesheetLinks } from '../src/ssr/combined-stylesheet';
import { serve } from './directory-world';
import { startTestGateway, type TestGateway } from './helpers';

// Issue 23: a server-rendered page links its stylesheets as one file, which any instance makes from the
// built apps' files its name lists.

const SHELL_CSS = 'body{font-family:Inter}\n/*# sourceMappingURL=start.aaaaaaaa11.css.map*/';
const SCREEN_CSS = `.table{width:100%}${'.row{padding:1px}'.repeat(100)}\n/*# sourceMappingURL=9160.bbbbbbbb22.css.map*/`;
const KIT_CSS = '.badge{color:red}';
const SHEETS = [
  { href: '/start.aaaaaaaa11.css', chunk: 'shell:chunk-902' },
  { href: '/remotes/mf-public/9160.bbbbbbbb22.css', chunk: 'mf_public:chunk-9160' },
  { href: '/remotes/mf-public/1998.cccccccc33.css', chunk: 'mf_public:chunk-1998' },
];

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
  await mkdir(path.join(t.appsDir, 'mf-public', 'dist'), { recursive: true });
  await writeFile(path.join(t.appsDir, 'shell', 'dist', 'start.aaaaaaaa11.css'), SHELL_CSS);
  await writeFile(path.join(t.appsDir, 'mf-public', 'dist', '9160.bbbbbbbb22.css'), SCREEN_CSS);
  await writeFile(path.join(t.appsDir, 'mf-public', 'dist', '1998.cccccccc33.css'), KIT_CSS);
});
afterAll(async () => t?.dispose());

describe("a page's stylesheets as one", () => {
  it('the name lists the parts in order; the head links it, then marks each part for the federation runtime without loading it again', () => {
    const href = combinedStylesheetHref(SHEETS);
    expect(href).toBe('/page-styles/shell_start.aaaaaaaa11~mf-public_9160.bbbbbbbb22~mf-public_1998.cccccccc33.css');
    expect(combinedStylesheetLinks(SHEETS)).toBe(
      `<link rel="stylesheet" href="${href}"><link rel="stylesheet" data-rspack="shell:chunk-902"><link rel="stylesheet" data-rspack="mf_public:chunk-9160"><link rel="stylesheet" data-rspack="mf_public:chunk-1998">`,
    );
  });

  it('sheets that are not built hashed files are linked one by one', () => {
    const unhashed = [...SHEETS, { href: '/remotes/mf-public/extra.css', chunk: 'mf_public:chunk-1' }];
    expect(combinedStylesheetHref(unhashed)).toBeNull();
    expect(combinedStylesheetLinks(unhashed)).toContain('<link rel="stylesheet" href="/remotes/mf-public/extra.css" data-rspack="mf_public:chunk-1">');
  });

  it('is served as the parts in order without their source map comments, brotli-compressed, cached as immutable', async () => {
    const answer = await fetch(`${t.url}${combinedStylesheetHref(SHEETS)}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBe('br');
    // fetch decodes the brotli it asked for.
    const css = await answer.text();
    expect(css).toBe(['body{font-family:Inter}\n', SCREEN_CSS.replace(/\/\*# sourceMappingURL=[^*]*\*\/$/, ''), KIT_CSS].join('\n'));
    expect(css).not.toContain('sourceMappingURL');
  });

  it('a name listing a file no build has, or anything but built files, answers 404 and reads nothing else', async () => {
    for (const name of [
      'shell_start.dddddddd44.css',
      'shell_start.aaaaaaaa11~mf-admin_1.eeeeeeee55.css',
      'shell_..%2Fshell%2Fdist%2Fstart.aaaaaaaa11.css',
      'etc_passwd.aaaaaaaa11.css',
      'shell_start.aaaaaaaa11',
      `${Array.from({ length: 17 }, () => 'shell_start.aaaaaaaa11').join('~')}.css`,
    ]) {
      const answer = await fetch(`${t.url}/page-styles/${name}`);
      expect(answer.status, name).toBe(404);
      expect(await answer.text(), name).not.toContain('font-family');
    }
  });

  it('a file deployed after a first miss is served at the next request', async () => {
    const href = '/page-styles/mf-public_2874.ffffffff66.css';
    expect((await fetch(`${t.url}${href}`)).status).toBe(404);
    await writeFile(path.join(t.appsDir, 'mf-public', 'dist', '2874.ffffffff66.css'), '.late{color:blue}');
    const answer = await fetch(`${t.url}${href}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('.late{color:blue}');
  });

  it('made ahead (a starting gateway does so for its hot pages), it is answered without reading its files', async () => {
    const styles = new CombinedStylesheets(t.appsDir);
    const href = combinedStylesheetHref(SHEETS)!;
    await styles.prepare(href);
    // The files gone, the answer can only come from what was made ahead.
    const kit = path.join(t.appsDir, 'mf-public', 'dist', '1998.cccccccc33.css');
    await rename(kit, `${kit}.away`);
    const server = await serve((req, res) => styles.send(req, res, href.slice('/page-styles/'.length)));
    try {
      const answer = await fetch(server.url);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('.badge{color:red}');
    } finally {
      await server.close();
      await rename(`${kit}.away`, kit);
    }
  });
});
