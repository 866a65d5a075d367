import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicPages } from '../src/ssr/public-pages';
import { RenderedPages, type RenderedPage } from '../src/ssr/rendered-pages';
import { ServerBundles } from '../src/ssr/ssr-bundles';
import { prepareJson } from '../src/live/cacheable-json';
import { serve } from './directory-world';

// Two deploys of the shell's and mf-public's server builds (small CommonJS stand-ins for shell/dist-ssr and
// mf-public/dist-ssr): each names its release in the markup it renders, and mf-public's entry loads a lazy
// chunk next to it, as the real build does. Every render is numbered, so a shared render shows.
const shellBuild = (release: string) => `
exports.resolvePublicPage = (pathname) => pathname.startsWith('/public/tournaments/')
  ? { remote: 'mf', screen: 'PublicTournamentScreen', pattern: '/public/tournaments/:id', params: { id: pathname.split('/')[3] }, title: 'T', productName: 'KickOff Hub', publicPage: true }
  : null;
exports.renderLayout = ({ screenHtml }) => '<main data-shell="${release}">' + screenHtml + '</main>';
`;
const publicBuild = (release: string, chunk: string) => `
const renders = {};
exports.pageDocument = (screen, params) => ({ kind: 'tournament', id: params.id });
exports.renderPublicPage = ({ page }) => {
  const { heading } = require('./${chunk}');
  renders[page.id] = (renders[page.id] ?? 0) + 1;
  return { html: heading(page.document.tournament.name) + '<p>render ${release} #' + renders[page.id] + '</p>', meta: { title: 'T', description: 'd' }, state: {} };
};
`;
const chunkFile = (release: string) => `exports.heading = (name) => '<h1>${release}: ' + name + '</h1>';`;
const TEMPLATE = '<html><head><title>KickOff Hub</title></head><body><div id="root"></div></body></html>';

let appsDir: string;

/** Writes one deploy of both builds (a release's chunk has its own name, as content-hashed chunks do). */
async function deploy(release: string, builds: { shell?: string; public?: string } = {}) {
  const chunk = `chunk.${release}.cjs`;
  const files: Array<[string, string, string]> = [
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist-ssr', 'render.cjs', builds.shell ?? shellBuild(release)],
    ['mf-public/dist-ssr', chunk, chunkFile(release)],
    ['mf-public/dist-ssr', 'render.cjs', builds.public ?? publicBuild(release, chunk)],
  ];
  for (const [dir, file, text] of files) {
    await mkdir(path.join(appsDir, dir), { recursive: true });
    await writeFile(path.join(appsDir, dir, file), text);
  }
}

beforeEach(async () => {
  appsDir = await mkdtemp(path.join(os.tmpdir(), 'ssr-reload-'));
});

afterEach(async () => {
  await rm(appsDir, { recursive: true, force: true });
});

const render = (bundles: ServerBundles) =>
  bundles.current()?.public.renderPublicPage({ screen: 'PublicTournamentScreen', pattern: '', path: '', search: '', url: 'https://kickoff.example/', version: 'v', page: { kind: 'tournament', id: 't', document: cup('Cup') }, config })?.html;
const config = { gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'test-' };
const cup = (name: string) => ({ tournament: { id: 't1', name, visibility: 'public' } as Tournament, matches: [], teams: [], organizer: null }) as PublicTournamentDocument;

describe('the server builds, as deployed', () => {
  it('are none until built, then load and reload when a build changes, each version on its own', async () => {
    const errors: unknown[] = [];
    const bundles = new ServerBundles(appsDir, { onError: (err) => errors.push(err) });
    await bundles.check();
    expect(bundles.current()).toBeNull();

    await deploy('v1');
    await bundles.check();
    const first = bundles.current();
    expect(render(bundles)).toContain('<h1>v1: Cup</h1>');

    await deploy('v2');
    await bundles.check();
    expect(bundles.current()?.version).not.toBe(first?.version);
    expect(render(bundles)).toContain('<h1>v2: Cup</h1>');
    // The first version still renders as it did for a request that started with it.
    expect(first?.public.renderPublicPage({ screen: '', pattern: '', path: '', search: '', url: 'https://kickoff.example/', version: 'v', page: { kind: 'tournament', id: 't', document: cup('Cup') }, config })?.html).toContain('<h1>v1: Cup</h1>');
    expect(errors).toEqual([]);
  });

  it('keep serving the loaded version while a deploy is missing or broken, and take the fixed one', async () => {
    const errors: unknown[] = [];
    const bundles = new ServerBundles(appsDir, { onError: (err) => errors.push(err) });
    await deploy('v1');
    await bundles.check();
    await rm(path.join(appsDir, 'mf-public', 'dist-ssr'), { recursive: true });
    await bundles.check();
    expect(render(bundles)).toContain('<h1>v1: Cup</h1>');

    await deploy('v2', { public: 'exports.renderPublicPage = (' });
    await bundles.check();
    expect(render(bundles)).toContain('<h1>v1: Cup</h1>');
    expect(errors).toEqual([expect.any(SyntaxError)]);

    await deploy('v3');
    await bundles.check();
    expect(render(bundles)).toContain('<h1>v3: Cup</h1>');
  });

  it('look at the files at most once per interval when asked for, without waiting for the look', async () => {
    let now = 0;
    const bundles = new ServerBundles(appsDir, { checkEveryMs: 2_000, clock: () => now });
    await deploy('v1');
    await bundles.check();
    await deploy('v2-longer');
    now = 1_999;
    expect(render(bundles)).toContain('v1');
    now = 2_000;
    // This request still gets the version loaded; the look it started loads the new one for later requests.
    expect(render(bundles)).toContain('v1');
    await expect.poll(() => render(bundles)).toContain('v2-longer');
  });

  it('refuse a build that requires a package instead of bundling it', async () => {
    const errors: unknown[] = [];
    const bundles = new ServerBundles(appsDir, { onError: (err) => errors.push(err) });
    await deploy('v1', { public: "require('react');" });
    await bundles.check();
    expect(bundles.current()).toBeNull();
    expect(String(errors[0])).toContain('requires react: a server build may require only built-ins and its own chunks');
  });
});

describe('rendered pages across a redeploy', () => {
  it('serve the new build’s markup for an unchanged document without a restart, and share one render per version', async () => {
    await deploy('v1');
    const errors: unknown[] = [];
    const pages = new PublicPages({
      appsDir,
      tournaments: { get: async () => ({ document: cup('Cup'), json: prepareJson(JSON.stringify(cup('Cup'))) }) },
      directory: { team: async () => null, player: async () => null, searchSnapshot: async () => ({ organizers: [], tournaments: [], teams: [], tournamentsByTeam: new Map() }) },
      matches: { read: async () => null },
      config,
      publicUrl: 'https://kickoff.example',
      onError: (err) => errors.push(err),
      bundleCheckEveryMs: 0,
    });
    await pages.start();
    const server = await serve(async (req, res) => {
      if (!(await pages.send(req, res, req.url ?? '/'))) res.writeHead(500).end('not rendered');
    });
    try {
      const page = () => fetch(`${server.url}/public/tournaments/t1`).then((res) => res.text());
      const firstVisits = await Promise.all([page(), page(), page(), page()]);
      for (const html of firstVisits) expect(html).toContain('<main data-shell="v1"><h1>v1: Cup</h1><p>render v1 #1</p></main>');

      await deploy('v2');
      await expect.poll(page).toContain('<main data-shell="v2"><h1>v2: Cup</h1><p>render v2 #1</p></main>');
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('one render per page', () => {
  it('is shared by concurrent first requests, and a failed render is tried again', async () => {
    const pages = new RenderedPages();
    let renders = 0;
    let finish: (page: RenderedPage) => void = () => undefined;
    const rendering = () => {
      renders += 1;
      return new Promise<RenderedPage>((resolve) => (finish = resolve));
    };
    const waiting = [pages.get('k', rendering), pages.get('k', rendering), pages.get('k', rendering)];
    await Promise.resolve();
    const page = { html: prepareJson('<p>page</p>'), styleAttributes: [] };
    finish(page);
    expect(await Promise.all(waiting)).toEqual([page, page, page]);
    expect(renders).toBe(1);

    await expect(pages.get('broken', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await pages.get('broken', () => page)).toBe(page);
  });
});
