import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PublicPages } from '../src/ssr/public-pages';
import type { PublicPagesDeps } from '../src/ssr/public-pages-deps';
import { serve } from './directory-world';

/** The shell's index.html as the server-rendering tests' stand-in builds have it. */
export const TEMPLATE = '<html><head><title>KickOff Hub</title></head><body><div id="root"></div></body></html>';

/** A stand-in for the shell's server build whose route table has one public page: /public/tournaments/:id. */
export const TOURNAMENT_SHELL_BUNDLE = `
exports.resolvePublicPage = (pathname) => {
  const s = pathname.split('/').filter(Boolean);
  return s.length === 3 && s[1] === 'tournaments'
    ? { remote: 'mf', screen: 'PublicTournamentScreen', pattern: '/public/tournaments/:id', params: { id: s[2] }, title: 'Page', productName: 'KickOff Hub', publicPage: true }
    : null;
};
exports.knowsPath = (pathname) => exports.resolvePublicPage(pathname) !== null;
exports.renderLayout = ({ screenHtml }) => '<main>' + screenHtml + '</main>';
`;

/**
 * The pages over the stand-in builds in `appsDir`, on https://kickoff.example: `deps` say what the test
 * reads; by default no team, player or match is there and search finds nothing.
 */
export function publicPagesOf(appsDir: string, deps: Pick<PublicPagesDeps, 'tournaments' | 'onError'> & Partial<PublicPagesDeps>): PublicPages {
  return new PublicPages({
    appsDir,
    directory: { team: async () => null, player: async () => null, searchSnapshot: async () => ({ organizers: [], tournaments: [], teams: [], tournamentsByTeam: new Map() }) },
    matches: { read: async () => null },
    config: { gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'test-' },
    publicUrl: 'https://kickoff.example',
    ...deps,
  });
}

/** A new apps directory holding stand-in builds: [folder, file, text] each (e.g. ['shell/dist-ssr', 'render.cjs', '…']). */
export async function appsWith(files: ReadonlyArray<readonly [string, string, string]>): Promise<string> {
  const appsDir = await mkdtemp(path.join(os.tmpdir(), 'ssr-pages-'));
  for (const [dir, file, text] of files) {
    await mkdir(path.join(appsDir, dir), { recursive: true });
    await writeFile(path.join(appsDir, dir, file), text);
  }
  return appsDir;
}

/**
 * The pages behind an HTTP server, as the gateway's app fallback calls them: what they do not render
 * answers "plain app page" (200). `answer(path)` is a GET's status and body; `close()` also removes `appsDir`.
 */
export async function servePages(pages: PublicPages, appsDir: string) {
  const server = await serve(async (req, res) => {
    if (await pages.send(req, res, (req.url ?? '/').split('?')[0] ?? '/')) return;
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('plain app page');
  });
  return {
    answer: async (urlPath: string) => {
      const res = await fetch(`${server.url}${urlPath}`);
      return [res.status, await res.text()] as const;
    },
    close: async () => {
      await server.close();
      await rm(appsDir, { recursive: true, force: true });
    },
  };
}
