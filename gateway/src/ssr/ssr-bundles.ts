import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';
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
interface ShellBundle {
  resolvePublicPage(pathname: string): PublicPageRoute | null;
  /** Whether the route table knows the path (else the browser shows the 404 page); absent from builds made before it was added. */
  knowsPath?(pathname: string): boolean;
  renderLayout(input: { path: string; screenHtml: string; config: RenderConfig }): string;
}

/** A public document as mf-public's server entry takes it (GET /api/public/{tournaments,teams,players}/:id). */
export type PageDocument =
  | { kind: 'tournament'; id: string; document: PublicTournamentDocument }
  | { kind: 'team'; id: string; document: PublicTeamView }
  | { kind: 'player'; id: string; document: PublicPlayerView };

export type DocumentKind = PageDocument['kind'];

/** mf-public/dist-ssr/render.cjs (mf-public/src/ssr/render-public-page.tsx). */
interface PublicBundle {
  /** `search`: the request's query string; the answer's `search` is the part of it the page reads (canonical, '' for none). */
  pageDocument(screen: string, params: Record<string, string>, search: string): { kind: DocumentKind; id: string; search?: string } | null;
  renderPublicPage(input: {
    screen: string;
    pattern: string;
    path: string;
    search: string;
    /** The document's version (a tournament's: the hash its public JSON's ETag carries, which the browser revalidates against). */
    version: string;
    page: PageDocument;
    config: RenderConfig;
  }): { html: string; meta: PageMeta; state: unknown } | null;
}

export interface SsrBundles {
  shell: ShellBundle;
  public: PublicBundle;
  /** A hash of both builds' files: rendered pages are kept per version. */
  version: string;
}

/** The files the gateway loads (`<app>/dist-ssr/render.cjs`, built by scripts/ssr-config.mjs). */
const entryFiles = (appsDir: string) => ({
  shell: path.join(appsDir, 'shell', 'dist-ssr', 'render.cjs'),
  public: path.join(appsDir, 'mf-public', 'dist-ssr', 'render.cjs'),
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

/** A hash of every file of both builds. */
function versionOf(builds: BuildFiles[]): string {
  const hash = createHash('sha256');
  for (const { sources } of builds) for (const [file, source] of sources) hash.update(path.basename(file)).update('\0').update(source).update('\0');
  return hash.digest('base64url').slice(0, 16);
}

/**
 * The server builds of the shell and mf-public under `appsDir` as they are deployed now: loaded at start
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
    const stamp = await statStamp([files.shell, files.public]);
    if (stamp === null || stamp === this.readStamp) return;
    const [shellBuild, publicBuild] = await Promise.all([readBuild(files.shell), readBuild(files.public)]);
    // Taken before loading: a build that fails (say, half written) is tried again once its files change.
    this.readStamp = stamp;
    const version = versionOf([shellBuild, publicBuild]);
    if (version === this.loaded?.version) return;
    const shell = evaluateCommonJs(shellBuild) as ShellBundle;
    // The two evaluations (~40 ms each) in separate turns, so requests waiting meanwhile are answered between them.
    await new Promise((resolve) => setImmediate(resolve));
    this.loaded = { shell, public: evaluateCommonJs(publicBuild) as PublicBundle, version };
  }
}
