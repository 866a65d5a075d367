import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PublicMatchView, PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';
import type { SearchPage } from '../directory/home-search';

/** The browser's runtime configuration (/config.json), which the components read while rendering. */
export interface RenderConfig {
  gatewayUrl: string;
  region: string;
  bucket: string;
  tablePrefix: string;
}

interface PublicPageRoute {
  remote: string;
  screen: string;
  pattern: string;
  params: Record<string, string>;
  title: string;
  productName: string;
  publicPage: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

/** shell/dist-ssr/render.cjs (shell/src/ssr/render-layout.tsx). */
interface ShellBundle {
  resolvePublicPage(pathname: string): PublicPageRoute | null;
  renderLayout(input: { path: string; screenHtml: string; config: RenderConfig }): string;
}

/**
 * A public document as a remote's server entry takes it: mf-public's (GET /api/public/{tournaments,teams,players}/:id,
 * the first page of home search for the home page's `?q=`), mf-match-center's (the public match view,
 * null for a match the public may not see: the page says so with a 404; nothing for the embed guide).
 */
export type PageDocument =
  | { kind: 'tournament'; id: string; document: PublicTournamentDocument }
  | { kind: 'team'; id: string; document: PublicTeamView }
  | { kind: 'player'; id: string; document: PublicPlayerView }
  | { kind: 'home'; id: string; document: SearchPage | null }
  | { kind: 'match'; tournamentId: string; id: string; document: PublicMatchView | null }
  | { kind: 'embed'; id: ''; document: null };

/**
 * The document a page shows, by its ids as the path holds them; `query`: the part of the address's
 * query the page depends on (home's `?q=`), rendered, cached and named with the path.
 */
export type DocumentId =
  | { kind: 'tournament' | 'team' | 'player'; id: string }
  | { kind: 'home'; id: string; query: string }
  | { kind: 'match'; tournamentId: string; id: string }
  | { kind: 'embed'; id: ''; query: string };

/** What a remote's server entry is asked to render: the route, the document read for it, the page's absolute URL and the document's version. */
interface RenderInput {
  screen: string;
  pattern: string;
  /** The path, with the query the page depends on. */
  path: string;
  page: PageDocument;
  config: RenderConfig;
  url: string;
  version: string;
}

/**
 * A remote's server entry: mf-public/dist-ssr/render.cjs (mf-public/src/ssr/render-public-page.tsx) and
 * mf-match-center/dist-ssr/render.cjs (mf-match-center/src/ssr/render-match-page.tsx).
 */
interface ScreenBundle {
  pageDocument(screen: string, params: Record<string, string>, search: string): DocumentId | null;
  renderPublicPage(input: RenderInput): { html: string; meta: PageMeta; state: unknown } | null;
}

export interface SsrBundles {
  shell: ShellBundle;
  public: ScreenBundle;
  /** Null while mf-match-center's server build is missing: its pages render in the browser. */
  matchCenter: ScreenBundle | null;
}

/** The server entry that renders a route of `remote` (the shell's route table names it), if built; mf-public's tells which screens it renders. */
export const screenBundleOf = (bundles: SsrBundles, remote: string): ScreenBundle | null => (remote === 'mf_match_center' ? bundles.matchCenter : bundles.public);

/**
 * The server builds of the shell and the remotes under `appsDir`, or null when the shell's or
 * mf-public's is not built (the gateway then serves the plain app page, which renders in the browser). Loaded once.
 */
export function loadSsrBundles(appsDir: string): SsrBundles | null {
  const file = (app: string) => path.join(appsDir, app, 'dist-ssr', 'render.cjs');
  const files = { shell: file('shell'), public: file('mf-public'), matchCenter: file('mf-match-center') };
  if (!fs.existsSync(files.shell) || !fs.existsSync(files.public)) return null;
  const require = createRequire(import.meta.url);
  return {
    shell: require(files.shell) as ShellBundle,
    public: require(files.public) as ScreenBundle,
    matchCenter: fs.existsSync(files.matchCenter) ? (require(files.matchCenter) as ScreenBundle) : null,
  };
}
