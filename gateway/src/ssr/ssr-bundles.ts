import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';

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
}

/**
 * The server builds of the shell and mf-public under `appsDir`, or null when they are not built (the
 * gateway then serves the plain app page, which renders in the browser). Loaded once.
 */
export function loadSsrBundles(appsDir: string): SsrBundles | null {
  const files = { shell: path.join(appsDir, 'shell', 'dist-ssr', 'render.cjs'), public: path.join(appsDir, 'mf-public', 'dist-ssr', 'render.cjs') };
  if (!fs.existsSync(files.shell) || !fs.existsSync(files.public)) return null;
  const require = createRequire(import.meta.url);
  return { shell: require(files.shell) as ShellBundle, public: require(files.public) as PublicBundle };
}
