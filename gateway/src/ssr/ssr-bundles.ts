import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PublicMatchView, PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';
import type { SearchPage } from '../directory/home-search';
import { evaluateCommonJs, readBuild, type BuildFiles } from './commonjs-bundle';

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
/** shared-ui/ssr's OutletPath: the forks of children lists between React's root and the shell's outlet. */
type OutletPath = readonly (readonly [count: number, index: number])[];

interface ShellBundle {
  resolvePublicPage(pathname: string): PublicPageRoute | null;
  /** Whether the route table knows the path (else the browser shows the 404 page); absent from builds made before it was added. */
  knowsPath?(pathname: string): boolean;
  renderLayout(input: { path: string; screenHtml: string; config: RenderConfig }): string;
  /** Where the browser's App holds a screen in React's tree (shared-ui/ssr's OutletPath); absent from builds made before hydration. */
  outletPath?: OutletPath;
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
 * query the page depends on (a tournament's `?round=N`, home's `?q=`), canonical, rendered, cached and
 * named with the path.
 */
export type DocumentId =
  | { kind: 'tournament' | 'team' | 'player'; id: string; query?: string }
  | { kind: 'home'; id: string; query: string }
  | { kind: 'match'; tournamentId: string; id: string }
  | { kind: 'embed'; id: ''; query: string };

/** What a remote's server entry is asked to render: the route, the document read for it, the page's absolute URL and the document's version. */
interface RenderInput {
  screen: string;
  pattern: string;
  /** The path, with the query the page depends on. */
  path: string;
  /** That query alone ('' for none). */
  search: string;
  page: PageDocument;
  config: RenderConfig;
  url: string;
  version: string;
  /** The shell's outletPath: the screen is rendered there, so its ids are the ones the browser's hydration computes. */
  outletPath?: OutletPath;
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
  /** A hash of every build's files: rendered pages are kept per version. */
  version: string;
}

/** The server entry that renders a route of `remote` (the shell's route table names it), if built; mf-public's tells which screens it renders. */
export const screenBundleOf = (bundles: SsrBundles, remote: string): ScreenBundle | null => (remote === 'mf_match_center' ? bundles.matchCenter : bundles.public);

/** The files the gateway loads (`<app>/dist-ssr/render.cjs`, built by scripts/ssr-config.mjs). */
const entryFiles = (appsDir: string) => ({
  shell: path.join(appsDir, 'shell', 'dist-ssr', 'render.cjs'),
  public: path.join(appsDir, 'mf-public', 'dist-ssr', 'render.cjs'),
  matchCenter: path.join(appsDir, 'mf-match-center', 'dist-ssr', 'render.cjs'),
});

export interface ServerBundlesOptions {
  /** How often a request may look whether the builds changed (four stat calls; the files are read only when they changed). */
  checkEveryMs: number;
  clock: () => number;
  onError: (err: unknown) => void;
}

const DEFAULTS: ServerBundlesOptions = { checkEveryMs: 2_000, clock: Date.now, onError: () => undefined };

/**
 * Each build's entry size and modification time and its folder's modification time (a chunk added or
 * removed): what changes when a build is written again. Null while a build is missing.
 */
async function statStamp(entries: string[]): Promise<string | null> {
  try {
    const stats = await Promise.all(entries.flatMap((file) => [fs.promises.stat(file), fs.promises.stat(path.dirname(file))]));
    return stats.map((s) => `${s.size}:${s.mtimeMs}`).join('|');
  } catch {
    return null;
  }
}

/** A hash of every file of the builds. */
function versionOf(builds: BuildFiles[]): string {
  const hash = createHash('sha256');
  for (const { sources } of builds) for (const [file, source] of sources) hash.update(path.basename(file)).update('\0').update(source).update('\0');
  return hash.digest('base64url').slice(0, 16);
}

/**
 * The server builds of the shell, mf-public and (optional) mf-match-center under `appsDir` as they are deployed now: loaded at start
 * (before the port answers), looked at again at most every `checkEveryMs` when a page is asked for, and
 * loaded again when a build changed (a redeployed mf-public or shell is picked up without a restart, as
 * the browser picks up its new manifest). The builds serving now keep serving until the new ones are
 * loaded; a build that is missing or fails to load leaves them in place. Null while none was ever
 * loaded (the gateway then serves the plain app page, which renders in the browser).
 */
export class ServerBundles {
  private loaded: SsrBundles | null = null;
  /** The stamp of the files last read: they are read again only when it changes. */
  private readStamp: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly options: ServerBundlesOptions;

  constructor(
    private readonly appsDir: string,
    options: Partial<ServerBundlesOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** The builds serving now, without waiting; starts a look at the files when the last one is older than `checkEveryMs`. */
  current(): SsrBundles | null {
    if (this.options.clock() - this.checkedAt >= this.options.checkEveryMs) void this.check();
    return this.loaded;
  }

  /** Looks at the files now and loads changed builds (one look at a time: a caller during one shares it). */
  check(): Promise<void> {
    this.checkedAt = this.options.clock();
    this.checking ??= this.reload()
      .catch(this.options.onError)
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private async reload(): Promise<void> {
    const files = entryFiles(this.appsDir);
    const required = await statStamp([files.shell, files.public]);
    if (required === null) return;
    // mf-match-center's build is optional: without it its pages render in the browser.
    const optional = await statStamp([files.matchCenter]);
    const stamp = `${required}|${optional ?? 'none'}`;
    if (stamp === this.readStamp) return;
    const [shellBuild, publicBuild, matchCenterBuild] = await Promise.all([readBuild(files.shell), readBuild(files.public), optional === null ? null : readBuild(files.matchCenter)]);
    // Taken before loading: a build that fails (say, half written) is tried again once its files change.
    this.readStamp = stamp;
    const version = versionOf(matchCenterBuild ? [shellBuild, publicBuild, matchCenterBuild] : [shellBuild, publicBuild]);
    if (version === this.loaded?.version) return;
    // The evaluations (~40 ms each) in separate turns, so requests waiting meanwhile are answered between them.
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const shell = evaluateCommonJs(shellBuild) as ShellBundle;
    await nextTurn();
    const publicBundle = evaluateCommonJs(publicBuild) as ScreenBundle;
    await nextTurn();
    const matchCenter = matchCenterBuild ? (evaluateCommonJs(matchCenterBuild) as ScreenBundle) : null;
    this.loaded = { shell, public: publicBundle, matchCenter, version };
  }
}
