import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageStyles } from '../../scripts/page-styles-plugin.mjs';
import { ShellTemplate } from '../src/http/shell-template';
import { composeHtml } from '../src/ssr/html-document';
import { PageStylesheets } from '../src/ssr/page-stylesheets';

// The stylesheets the gateway links in a page's head (issue 23), from the page-styles.json each build
// writes (scripts/page-styles-plugin.mjs), here written by that plugin's own pageStyles from stats shaped
// as rspack writes them.

const provide = (key: string) => `provide shared module (default) ${key}@1.0.0 = /x/${key}/index.js`;
const consume = (key: string) => ({ moduleType: 'consume-shared-module', identifier: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x/${key}/index.js)` });

type FakeChunk = { id: number; files: string[]; origins: Array<[string, string?]>; consumes?: string[] };
const stats = (chunks: FakeChunk[], extra: Record<string, unknown> = {}) => ({
  entrypoints: { main: { chunks: [1] } },
  chunks: chunks.map(({ id, files, origins, consumes = [] }) => ({
    id,
    files,
    origins: origins.map(([moduleName, request = '']) => ({ moduleName, request })),
    modules: consumes.map(consume),
  })),
  ...extra,
});

/** The shell: its start (entry, bootstrap and the shared-ui it provides) in one stylesheet. */
const SHELL = stats([
  { id: 1, files: ['main.aaaaaaaa11.js'], origins: [['', './src/index.ts']] },
  { id: 902, files: ['start.bbbbbbbb22.js', 'start.bbbbbbbb22.css'], origins: [['./src/index.ts', './bootstrap'], [provide('shared-ui')]], consumes: ['shared-ui'] },
  { id: 559, files: ['559.cccccccc33.js', '559.cccccccc33.css'], origins: [['./src/features/auth/login-page.tsx', './second-factor-step']] },
]);

/** A remote: two screens; the kit it provides (shared-football-ui) and shared-ui, which the shell provides too. */
const REMOTE = stats(
  [
    { id: 4, files: ['__federation_expose_screens.dddddddd44.js'], origins: [['container entry']] },
    { id: 9160, files: ['9160.eeeeeeee55.js', '9160.eeeeeeee55.css'], origins: [['./src/screens.ts', './features/tournament']], consumes: ['shared-ui', 'shared-football-ui'] },
    { id: 9327, files: ['9327.ffffffff66.js', '9327.ffffffff66.css'], origins: [['./src/screens.ts', './features/home']], consumes: ['shared-ui'] },
    { id: 1998, files: ['1998.1111111177.js', '1998.1111111177.css'], origins: [[provide('shared-football-ui')]] },
    { id: 8556, files: ['8556.2222222288.js', '8556.2222222288.css'], origins: [[provide('shared-ui')]] },
  ],
  { namedChunkGroups: { __federation_expose_screens: { chunks: [4] } } },
);
const SCREENS = new Map([
  ['PublicTournamentScreen', './features/tournament'],
  ['HomeScreen', './features/home'],
]);

let appsDir: string;
const distOf = (app: string) => path.join(appsDir, app, 'dist');
function writeStyles(app: string, styles: unknown) {
  mkdirSync(distOf(app), { recursive: true });
  writeFileSync(path.join(distOf(app), 'page-styles.json'), JSON.stringify(styles));
}

beforeEach(() => {
  appsDir = mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
  writeStyles('shell', pageStyles(SHELL, { name: 'shell', host: true }));
  writeStyles('mf-public', pageStyles(REMOTE, { name: 'mf_public', screens: SCREENS }));
  writeFileSync(path.join(distOf('shell'), 'index.html'), '<!doctype html><html><head><title>x</title><script defer src="/main.aaaaaaaa11.js"></script></head><body><div id="root"></div></body></html>');
});
afterEach(() => rmSync(appsDir, { recursive: true, force: true }));

describe('the stylesheets of a page', () => {
  it("links the shell's start on every page, marked with the chunk its runtime loads it as, and not what a later screen loads", async () => {
    expect(await new PageStylesheets(appsDir).shell()).toEqual([{ href: '/start.bbbbbbbb22.css', chunk: 'shell:chunk-902' }]);
  });

  it("adds the screen's own stylesheet, then the kit the remote provides, but not shared-ui, which the shell's start carries", async () => {
    const stylesheets = new PageStylesheets(appsDir);
    expect(await stylesheets.screen('mf_public', 'PublicTournamentScreen')).toEqual([
      { href: '/remotes/mf-public/9160.eeeeeeee55.css', chunk: 'mf_public:chunk-9160' },
      { href: '/remotes/mf-public/1998.1111111177.css', chunk: 'mf_public:chunk-1998' },
    ]);
    expect(await stylesheets.screen('mf_public', 'HomeScreen')).toEqual([{ href: '/remotes/mf-public/9327.ffffffff66.css', chunk: 'mf_public:chunk-9327' }]);
  });

  it("without the shell's build the remote's copy of every shared module it consumes is linked", async () => {
    rmSync(distOf('shell'), { recursive: true });
    expect((await new PageStylesheets(appsDir).screen('mf_public', 'HomeScreen')).map((s) => s.href)).toEqual([
      '/remotes/mf-public/9327.ffffffff66.css',
      '/remotes/mf-public/8556.2222222288.css',
    ]);
  });

  it("a redeployed remote's new stylesheets are read without a restart", async () => {
    const stylesheets = new PageStylesheets(appsDir);
    expect(await stylesheets.screen('mf_public', 'HomeScreen')).toHaveLength(1);
    const redeployed = JSON.parse(JSON.stringify(REMOTE).replaceAll('ffffffff66', '9999999999')) as typeof REMOTE;
    writeStyles('mf-public', pageStyles(redeployed, { name: 'mf_public', screens: SCREENS }));
    // A build writes a new file (another modification time), whatever its size.
    utimesSync(path.join(distOf('mf-public'), 'page-styles.json'), new Date(), new Date(Date.now() + 5000));
    expect((await stylesheets.screen('mf_public', 'HomeScreen')).map((s) => s.href)).toEqual(['/remotes/mf-public/9327.9999999999.css']);
  });

  it('an unknown screen or remote, a name that is no folder, or a broken file links nothing (the scripts style the page as before)', async () => {
    const stylesheets = new PageStylesheets(appsDir);
    expect(await stylesheets.screen('mf_public', 'NoSuchScreen')).toEqual([]);
    expect(await stylesheets.screen('mf_nowhere', 'HomeScreen')).toEqual([]);
    expect(await stylesheets.screen('../shell', 'HomeScreen')).toEqual([]);
    writeFileSync(path.join(distOf('mf-public'), 'page-styles.json'), '{"name":');
    expect(await new PageStylesheets(appsDir).screen('mf_public', 'HomeScreen')).toEqual([]);
  });

  it('a build whose screens module names a screen its chunk graph lacks fails', () => {
    expect(() => pageStyles(REMOTE, { name: 'mf_public', screens: new Map([['Gone', './features/gone']]) })).toThrow(/no chunk group for Gone/);
  });
});

describe('the HTML that links them', () => {
  it("the shell's page (the plain app page and the 404) links its start at the end of its head", async () => {
    const page = await new ShellTemplate(distOf('shell')).read();
    expect(page?.html).toContain('<script defer src="/main.aaaaaaaa11.js"></script><link rel="stylesheet" href="/start.bbbbbbbb22.css" data-rspack="shell:chunk-902"></head>');
  });

  it("a server-rendered page links the shell's stylesheets and the screen's as one, in the order the browser's cascade has them", async () => {
    const template = await new ShellTemplate(distOf('shell')).read();
    const sheets = await new PageStylesheets(appsDir).screen('mf_public', 'PublicTournamentScreen');
    const html = composeHtml(template!.bare, { rootHtml: '<h1>League</h1>', state: {}, title: 'League · KickOff Hub', meta: { title: 'League', description: 'd' }, url: 'http://x/' }, [...template!.stylesheets, ...sheets]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/page-styles/shell_start.bbbbbbbb22~mf-public_9160.eeeeeeee55~mf-public_1998.1111111177.css']);
    expect([...head.matchAll(/<link rel="stylesheet" data-rspack="([^"]+)">/g)].map((m) => m[1])).toEqual(['shell:chunk-902', 'mf_public:chunk-9160', 'mf_public:chunk-1998']);
  });
});
