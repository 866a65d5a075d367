import type { IncomingMessage, ServerResponse } from 'node:http';
import { organizerNameMatches } from 'shared-domain';
import type { DirectoryReads } from '../directory/directory';
import type { PublicMatchReader } from '../live/public-match-reader';
import type { PageRequest } from '../http/app-html';
import { styleAttributeHashes } from '../http/content-security-policy';
import { PageHeaders } from '../http/security-headers';
import { ShellTemplate, type ShellPage } from '../http/shell-template';
import { shellDistOf } from '../http/static-files';
import { prepareJson, sendPreparedJson } from '../live/cacheable-json';
import type { PublicTournamentCache } from '../views/public-tournament-cache';
import { readHomePage } from './home-page';
import { composeHtml } from './html-document';
import { readEmbedPage, readMatchPage } from './match-page';
import { hashOf, type ReadDocument } from './read-document';
import { RenderedPages, type RenderedPage } from './rendered-pages';
import { loadSsrBundles, screenBundleOf, type DocumentId, type RenderConfig, type SsrBundles } from './ssr-bundles';

/** As the public documents the pages are made of: a CDN may keep a page a few seconds (see public-routes.ts). */
const PAGE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

export interface PublicPagesDeps {
  appsDir: string;
  /** REMOTES_JSON: remotes on other origins, which the pages' policy lets them load. */
  remotesFile?: string;
  tournaments: PublicTournamentCache;
  directory: Pick<DirectoryReads, 'team' | 'player' | 'searchSnapshot'>;
  /** The public match view's reader (the match page). */
  matches: Pick<PublicMatchReader, 'read'>;
  config: RenderConfig;
  /** The gateway's public origin for og:url; empty: the request's Host. */
  publicUrl: string;
  onError: (err: unknown) => void;
}

/** The route the shell's table names for a path (what the checks below read of it: its params, undecoded). */
type PageRoute = NonNullable<ReturnType<SsrBundles['shell']['resolvePublicPage']>>;

/** The name of the organizer whose item a page shows (an `/:orgName/` address must name it). */
function organizerNameOf({ page, organizerName }: ReadDocument): string | undefined {
  if (page.kind === 'tournament') return page.document.organizer?.name;
  return page.kind === 'team' || page.kind === 'player' ? page.document.team.organizerName : organizerName;
}

/** At `/public/…` any public item shows; at `/:orgName/…` only the named organizer's (the raw path segment: the rule decodes it). */
const shownAtAddress = (route: PageRoute, organizerName: string | undefined) =>
  route.params.orgName === undefined || organizerNameMatches(route.params.orgName, organizerName);

/**
 * Server-rendered public pages (issue 10): the first answer of a public tournament, team, player or
 * match page, of home and of the embed guide already holds the page as the browser will show it,
 * rendered by the shell's and the remotes' server builds from the same public document the API serves,
 * with its title, description and Open Graph tags. A private or missing item answers 404 (with the app
 * page, which says so; a match's page is rendered saying so), and so does an item at an `/:orgName/…`
 * address that is not that organizer's. Each page is rendered and compressed once per version of its
 * document: visitors share it until a write changes the document.
 */
export class PublicPages {
  private bundles: SsrBundles | null | undefined;
  private readonly rendered = new RenderedPages();
  /** The shell's built index.html, which every page is made from. */
  private readonly template: ShellTemplate;
  /** Each page's Content-Security-Policy: its template's scripts and its own style attributes allowed. */
  private readonly pageHeaders: PageHeaders;

  constructor(private readonly deps: PublicPagesDeps) {
    this.template = new ShellTemplate(shellDistOf(deps.appsDir));
    this.pageHeaders = new PageHeaders({ publicUrl: deps.publicUrl, remotesFile: deps.remotesFile });
  }

  /**
   * `request.secure`: whether the request came over TLS (its page's policy then names the Reporting API endpoint); plain HTTP unless said.
   * @returns false when `urlPath` is not a server-rendered page: the caller serves the plain app page
   */
  async send(req: IncomingMessage, res: ServerResponse, urlPath: string, request: PageRequest = { secure: false }): Promise<boolean> {
    this.bundles ??= loadSsrBundles(this.deps.appsDir);
    if (!this.bundles) return false;
    const bundles = this.bundles;
    const route = bundles.shell.resolvePublicPage(urlPath);
    if (!route) return false;
    const bundle = screenBundleOf(bundles, route.remote);
    const wanted = bundle?.pageDocument(route.screen, route.params, new URL(req.url ?? '/', 'http://gateway').search);
    if (!bundle || !wanted) return this.sendForeignAddress(req, res, route, request);
    const template = await this.template.read();
    if (!template) return false;
    let read: ReadDocument | null;
    try {
      read = await this.readDocument(wanted, route);
    } catch (err) {
      this.deps.onError(err);
      return false;
    }
    if (!read || (!read.notFound && !shownAtAddress(route, organizerNameOf(read)))) return this.sendNotFound(req, res, template, request);
    const origin = this.deps.publicUrl || `http://${req.headers.host ?? 'localhost'}`;
    // The path with the query the page depends on (home's `?q=`): rendered, kept and named (og:url) as such.
    const path = `${urlPath}${'query' in wanted ? wanted.query : ''}`;
    // The page names its own URL (og:url): one per origin and path (any /:orgName/ reaches the same item).
    const key = `${read.page.kind}:${read.page.id}:${read.version}|${template.version}|${origin}|${path}`;
    const page = this.rendered.get(key, () => {
      const { config } = this.deps;
      const url = new URL(path, origin).href;
      const screen = bundle.renderPublicPage({ screen: route.screen, pattern: route.pattern, path, page: read.page, config, url, version: read.version });
      if (!screen) return null;
      const rootHtml = bundles.shell.renderLayout({ path: urlPath, screenHtml: screen.html, config });
      const html = composeHtml(template.html, { rootHtml, state: screen.state, title: `${screen.meta.title} · ${route.productName}`, meta: screen.meta, url });
      return { html: prepareJson(html, 'text/html; charset=utf-8'), styleAttributes: styleAttributeHashes(html) };
    });
    if (!page) return false;
    if (read.notFound) return this.sendNotFound(req, res, template, request, page);
    const headers = await this.pageHeaders.for({ scripts: template.scripts, styleAttributes: page.styleAttributes }, request.secure);
    await sendPreparedJson(req, res, page.html, PAGE_CACHE_CONTROL, headers);
    return true;
  }

  /**
   * 404 with the app page, which the browser renders saying so (a missing item, or the 404 page at an
   * organizer's address), or with the `rendered` page that already says so (a missing match).
   */
  private async sendNotFound(req: IncomingMessage, res: ServerResponse, template: ShellPage, request: PageRequest, rendered?: RenderedPage): Promise<true> {
    const headers = await this.pageHeaders.for({ scripts: template.scripts, ...(rendered ? { styleAttributes: rendered.styleAttributes } : {}) }, request.secure);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
    res.end(req.method === 'HEAD' ? undefined : (rendered?.html.body ?? template.html));
    return true;
  }

  /**
   * A page no server build renders (the match page while mf-match-center's is not built) at an `/:orgName/:tournamentId/…` address: 404
   * when the tournament is not that organizer's (or not public), judged by its cached public document.
   * @returns false when the plain app page (200) should answer
   */
  private async sendForeignAddress(req: IncomingMessage, res: ServerResponse, route: PageRoute, request: PageRequest): Promise<boolean> {
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
    const template = await this.template.read();
    return template ? this.sendNotFound(req, res, template, request) : false;
  }

  /** The document, as the public API would answer it; null when the public may not see it. */
  private async readDocument(wanted: DocumentId, route: PageRoute): Promise<ReadDocument | null> {
    const { kind, id } = wanted;
    if (kind === 'match') return readMatchPage({ matches: this.deps.matches, tournaments: this.deps.tournaments }, wanted, route.params.orgName);
    if (kind === 'home') return readHomePage(this.deps.directory, id);
    if (kind === 'embed') return readEmbedPage();
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
}
