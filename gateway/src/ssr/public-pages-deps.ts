import type { CombinedStylesheets } from './combined-stylesheet';
import type { HotPagesStore } from './hot-pages';
import type { DocumentSources } from './page-documents';
import type { RenderConfig } from './ssr-bundles';

/** What the public pages (public-pages.ts) are made from and report to. */
export interface PublicPagesDeps extends DocumentSources {
  appsDir: string;
  /** REMOTES_JSON: remotes on other origins, which the pages' policy lets them load. */
  remotesFile?: string;
  config: RenderConfig;
  /** The gateway's public origin for og:url; empty: the request's Host. */
  publicUrl: string;
  onError: (err: unknown) => void;
  /** How often a page request may look whether the server builds were redeployed (ServerBundles' default unless said). */
  bundleCheckEveryMs?: number;
  /** The time a clocked screen's kept page is for (CLOCKED_SCREENS); Date.now unless said. */
  clock?: () => number;
  /**
   * The tournament pages visitors asked for last, kept across restarts (hot-pages.ts): a start makes them (read,
   * render, compress) before the port answers. None: every start begins cold.
   */
  hotPages?: HotPagesStore;
  /** How often the hot pages' list may be written (HotPagesRecorder's default unless said). */
  hotPagesEveryMs?: number;
  /** The combined stylesheets' maker (combined-stylesheet.ts): a start makes the hot pages' too. */
  pageStyles?: Pick<CombinedStylesheets, 'prepare'>;
}
