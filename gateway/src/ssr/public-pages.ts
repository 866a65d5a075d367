import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { organizerNameMatches } from 'shared-domain';
import type { DirectoryReads } from '../directory/directory';
import { FRAME_HEADERS } from '../http/static-files';
import { prepareJson, sendPreparedJson } from '../live/cacheable-json';
import type { PublicTournamentCache } from '../views/public-tournament-cache';
import { composeHtml } from './html-document';
import { RenderedPages } from './rendered-pages';
import { loadSsrBundles, type DocumentKind, type PageDocument, type RenderConfig, type SsrBundles } from './ssr-bundles';

/** As the public documents the pages are made of: a CDN may keep a page a few seconds (see public-routes.ts). */
const PAGE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

export interface PublicPagesDeps {
  appsDir: string;
  tournaments: PublicTournamentCache;
  directory: Pick<DirectoryReads, 'team' | 'player'>;
  config: RenderConfig;
  /** The gateway's public origin for og:url; empty: the request's Host. */
  publicUrl: string;
  onError: (err: unknown) => void;
}

interface Template {
  mtimeMs: number;
  html: string;
}

/** A page's document and its version (a hash of its content: a page rendered from it stays right while it holds). */
interface ReadDocument {
  page: PageDocument;
  version: string;
}

/** The route the shell's table names for a path (what the checks below read of it: its params, undecoded). */
type PageRoute = NonNullable<ReturnType<SsrBundles['shell']['resolvePublicPage']>>;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** The name of the organizer whose item a page shows (an `/:orgName/` address must name it). */
const organizerNameOf = (page: PageDocument): string | undefined =>
  page.kind === 'tournament' ? page.document.organizer?.name : page.document.team.organizerName;

/** At `/public/…` any public item shows; at `/:orgName/…` only the named organizer's (the raw path segment: the rule decodes it). */
const shownAtAddress = (route: PageRoute, organizerName: string | undefined) =>
  route.params.orgName === undefined || organizerNameMatches(route.params.orgName, organizerName);

/** The app page with 404: the browser renders the page that says so (a missing item, or the 404 page at an organizer's address). */
function sendNotFound(req: IncomingMessage, res: ServerResponse, template: Template): true {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...FRAME_HEADERS });
  res.end(req.method === 'HEAD' ? undefined : template.html);
  return true;
}

/**
 * Server-rendered public pages (issue 10): the first answer of a public tournament, team or player page
 * already holds the page as the browser will show it, rendered by the shell's and mf-public's server
 * builds from the same public document the API serves, with its title, description and Open Graph tags.
 * A private or missing item answers 404 (with the app page, which says so), and so does an item at an
 * `/:orgName/…` address that is not that organizer's (the match page too, though rendered in the browser). Each page is rendered and
 * compressed once per version of its document: visitors share it until a write changes the document.
 */
export class PublicPages {
  private bundles: SsrBundles | null | undefined;
  private template: Template | null = null;
  private readonly rendered = new RenderedPages();

  constructor(private readonly deps: PublicPagesDeps) {}

  /** @returns false when `urlPath` is not a server-rendered page: the caller serves the plain app page */
  async send(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> {
    this.bundles ??= loadSsrBundles(this.deps.appsDir);
    if (!this.bundles) return false;
    const bundles = this.bundles;
    const route = bundles.shell.resolvePublicPage(urlPath);
    if (!route) return false;
    const wanted = bundles.public.pageDocument(route.screen, route.params);
    if (!wanted) return this.sendForeignAddress(req, res, route);
    const template = await this.readTemplate();
    if (!template) return false;
    let read: ReadDocument | null;
    try {
      read = await this.readDocument(wanted.kind, wanted.id);
    } catch (err) {
      this.deps.onError(err);
      return false;
    }
    if (!read || !shownAtAddress(route, organizerNameOf(read.page))) return sendNotFound(req, res, template);
    const origin = this.deps.publicUrl || `http://${req.headers.host ?? 'localhost'}`;
    // The page names its own URL (og:url): one per origin and path (any /:orgName/ reaches the same item).
    const key = `${read.page.kind}:${read.page.id}:${read.version}|${template.mtimeMs}|${origin}|${urlPath}`;
    const page = this.rendered.get(key, () => {
      const { config } = this.deps;
      const screen = bundles.public.renderPublicPage({ screen: route.screen, pattern: route.pattern, path: urlPath, page: read.page, config });
      if (!screen) return null;
      const rootHtml = bundles.shell.renderLayout({ path: urlPath, screenHtml: screen.html, config });
      const html = composeHtml(template.html, {
        rootHtml,
        state: screen.state,
        title: `${screen.meta.title} · ${route.productName}`,
        meta: screen.meta,
        url: new URL(urlPath, origin).href,
      });
      return prepareJson(html, 'text/html; charset=utf-8');
    });
    if (!page) return false;
    await sendPreparedJson(req, res, page, PAGE_CACHE_CONTROL, FRAME_HEADERS);
    return true;
  }

  /**
   * A page rendered only in the browser (the match page) at an `/:orgName/:tournamentId/…` address: 404
   * when the tournament is not that organizer's (or not public), judged by its cached public document.
   * @returns false when the plain app page (200) should answer
   */
  private async sendForeignAddress(req: IncomingMessage, res: ServerResponse, route: PageRoute): Promise<boolean> {
    const { tournamentId } = route.params;
    if (route.params.orgName === undefined || !tournamentId) return false;
    let organizer: string | undefined;
    try {
      organizer = (await this.deps.tournaments.get(tournamentId)).document?.organizer?.name;
    } catch (err) {
      this.deps.onError(err);
      return false;
    }
    if (shownAtAddress(route, organizer)) return false;
    const template = await this.readTemplate();
    return template ? sendNotFound(req, res, template) : false;
  }

  /** The document, as the public API would answer it; null when the public may not see it. */
  private async readDocument(kind: DocumentKind, id: string): Promise<ReadDocument | null> {
    if (kind === 'tournament') {
      // The cached answer's hash is its version: no second serialisation of a large league.
      const { document, json } = await this.deps.tournaments.get(id);
      return document && json ? { page: { kind, id, document }, version: json.hash } : null;
    }
    if (kind === 'team') {
      const document = await this.deps.directory.team(id);
      return document && { page: { kind, id, document }, version: hashOf(document) };
    }
    const document = await this.deps.directory.player(id);
    return document && { page: { kind, id, document }, version: hashOf(document) };
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
