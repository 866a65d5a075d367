import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PublicTournamentDocument } from 'shared-domain';
import { FRAME_HEADERS } from '../http/static-files';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../live/cacheable-json';
import type { CachedTournament, PublicTournamentCache } from '../views/public-tournament-cache';
import { composeHtml } from './html-document';
import { loadSsrBundles, type PublicPageRoute, type RenderConfig, type SsrBundles } from './ssr-bundles';

/** As the public documents the pages are made of: a CDN may keep a page a few seconds (see public-routes.ts). */
const PAGE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';
const MAX_PAGES_PER_DOCUMENT = 8;

export interface PublicPagesDeps {
  appsDir: string;
  tournaments: PublicTournamentCache;
  config: RenderConfig;
  /** The gateway's public origin for og:url; empty: the request's Host. */
  publicUrl: string;
  onError: (err: unknown) => void;
}

interface Template {
  mtimeMs: number;
  html: string;
}

/**
 * Server-rendered public pages (issue 10): the first answer of a public tournament page already holds the
 * page as the browser will show it, rendered by the shell's and mf-public's server builds from the same
 * public document the API serves, with its title, description and Open Graph tags. A private or missing
 * tournament answers 404 (with the app page, which says so). Each page is rendered and compressed once per
 * document: visitors share it until a write changes the document.
 */
export class PublicPages {
  private bundles: SsrBundles | null | undefined;
  private template: Template | null = null;
  private readonly rendered = new WeakMap<CachedTournament, Map<string, PreparedJson>>();

  constructor(private readonly deps: PublicPagesDeps) {}

  /** @returns false when `urlPath` is not a server-rendered page: the caller serves the plain app page */
  async send(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> {
    this.bundles ??= loadSsrBundles(this.deps.appsDir);
    if (!this.bundles) return false;
    const route = this.bundles.shell.resolvePublicPage(urlPath);
    const ids = route && this.bundles.public.pageDocuments(route.screen, route.params);
    // One document per page for now (tournament pages); other screens render in the browser.
    if (!route || !ids || ids.tournaments.length !== 1) return false;
    const template = await this.readTemplate();
    if (!template) return false;
    let cached: CachedTournament;
    try {
      cached = await this.deps.tournaments.get(ids.tournaments[0]!);
    } catch (err) {
      this.deps.onError(err);
      return false;
    }
    if (!cached.document) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...FRAME_HEADERS });
      res.end(req.method === 'HEAD' ? undefined : template.html);
      return true;
    }
    const page = this.page(cached, cached.document, { route, urlPath, template, req });
    if (!page) return false;
    await sendPreparedJson(req, res, page, PAGE_CACHE_CONTROL, FRAME_HEADERS);
    return true;
  }

  private page(
    cached: CachedTournament,
    document: PublicTournamentDocument,
    { route, urlPath, template, req }: { route: PublicPageRoute; urlPath: string; template: Template; req: IncomingMessage },
  ): PreparedJson | null {
    const pages = this.rendered.get(cached) ?? new Map<string, PreparedJson>();
    this.rendered.set(cached, pages);
    const origin = this.deps.publicUrl || `http://${req.headers.host ?? 'localhost'}`;
    // The page names its own URL (og:url): one per origin and path (any /:orgName/ reaches the same tournament).
    const key = `${template.mtimeMs}|${origin}|${urlPath}`;
    const known = pages.get(key);
    if (known) return known;
    const bundles = this.bundles!;
    const { config } = this.deps;
    const screen = bundles.public.renderPublicPage({ screen: route.screen, pattern: route.pattern, path: urlPath, documents: { tournaments: { [document.tournament.id]: document } }, config });
    if (!screen) return null;
    const rootHtml = bundles.shell.renderLayout({ path: urlPath, screenHtml: screen.html, config });
    const html = composeHtml(template.html, {
      rootHtml,
      state: screen.state,
      title: `${screen.meta.title} · ${route.productName}`,
      meta: screen.meta,
      url: new URL(urlPath, origin).href,
    });
    const prepared = prepareJson(html, 'text/html; charset=utf-8');
    pages.set(key, prepared);
    // Arbitrary organizer names or Host headers must not grow one document's pages without bound.
    if (pages.size > MAX_PAGES_PER_DOCUMENT) pages.delete(pages.keys().next().value as string);
    return prepared;
  }

  /** The shell's built index.html, read again when a build replaced it; null before the first build. */
  private async readTemplate(): Promise<Template | null> {
    const file = path.join(this.deps.appsDir, 'shell', 'dist', 'index.html');
    try {
      const { mtimeMs } = await fs.stat(file);
      if (this.template?.mtimeMs !== mtimeMs) this.template = { mtimeMs, html: await fs.readFile(file, 'utf8') };
      return this.template;
    } catch {
      return null;
    }
  }
}
