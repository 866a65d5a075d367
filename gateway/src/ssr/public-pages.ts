import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublicTournamentDocument } from 'shared-domain';
import type { PageRequest } from '../http/app-html';
import { styleAttributeHashes } from '../http/content-security-policy';
import { PageHeaders } from '../http/security-headers';
import { ShellTemplate, type ShellPage } from '../http/shell-template';
import { shellDistOf } from '../http/static-files';
import { precompress, prepareJson, sendPreparedJson } from '../live/cacheable-json';
import { shareCardImage } from '../share-cards/share-card-image';
import { HOT_PAGES_MAX, HotPagesRecorder, type HotPage } from './hot-pages';
import { combinedStylesheetHref } from './combined-stylesheet';
import { composeHtml } from './html-document';
import { cardOf, documentReaders, hotPageOf, organizerNameOf, shownAtAddress, type DocumentReaders, type PageAddress, type PageRoute } from './page-documents';
import { PageStylesheets, type PageStylesheet } from './page-stylesheets';
import type { PublicPagesDeps } from './public-pages-deps';
import type { ReadDocument } from './read-document';
import { renderedMinute } from './clocked-screens';
import { RenderedPages, type RenderedPage } from './rendered-pages';
import { ServerBundles, screenBundleOf, type DocumentId, type SsrBundles } from './ssr-bundles';
import { VisitedPages } from './visited-pages';
import { warmUpSeason } from './warm-up-season';

/** As the public documents the pages are made of: a CDN may keep a page a few seconds (see public-routes.ts). */
const PAGE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';
/** Enough for V8 to compile the render's hot functions beyond its interpreter. */
const WARM_UP_RENDERS = 3;
/** How long a start may spend making the pages visitors asked for before the restart (the port answers after). */
const HOT_PAGES_BUDGET_MS = 5_000;

/**
 * Server-rendered public pages (issue 10): the first answer of a public tournament, team or player page
 * already holds the page as the browser will show it, rendered by the shell's and mf-public's server
 * builds from the same public document the API serves, with its title, description and Open Graph tags.
 * Each page is rendered and compressed once per version of its document and of the builds: visitors
 * share it (concurrent first requests share one render) until a write or a redeploy changes it.
 *
 * 404s (issue 23), always with the app page, which the browser renders as the page that says so: a path
 * the shell's route table does not know, a private or missing item, an item at an `/:orgName/…` address
 * that is not that organizer's, and a match that is not one of its public tournament's (the match page is
 * rendered in the browser). Guarded and login pages answer 200: they render in the browser.
 */
export class PublicPages {
  private readonly bundles: ServerBundles;
  private started: Promise<void> | undefined;
  private readonly rendered = new RenderedPages();
  /** The tournament pages visitors asked for lately, made again after a write (refresh). */
  private readonly visited: VisitedPages<PageAddress>;
  private readonly readers: DocumentReaders;
  /** The shell's built index.html, which every page is made from. */
  private readonly template: ShellTemplate;
  /** Each page's Content-Security-Policy: its template's scripts and its own style attributes allowed. */
  private readonly pageHeaders: PageHeaders;
  /** The stylesheets each screen's first view uses, linked in the page's head with the shell's, as one. */
  private readonly stylesheets: PageStylesheets;
  private readonly hotPages: HotPagesRecorder | undefined;
  /** The addresses of the hot pages' stylesheets (combinedStylesheetHref), made at start: see hotStylesheets(). */
  private readonly hotStylesheetHrefs = new Set<string>();

  constructor(private readonly deps: PublicPagesDeps) {
    this.bundles = new ServerBundles(deps.appsDir, { onError: deps.onError, ...(deps.bundleCheckEveryMs === undefined ? {} : { checkEveryMs: deps.bundleCheckEveryMs }) });
    this.readers = documentReaders(deps);
    this.template = new ShellTemplate(shellDistOf(deps.appsDir));
    this.stylesheets = new PageStylesheets(deps.appsDir);
    this.pageHeaders = new PageHeaders({ publicUrl: deps.publicUrl, remotesFile: deps.remotesFile });
    this.visited = new VisitedPages<PageAddress>(
      (tournamentId) => this.refresh(tournamentId),
      ({ origin, urlPath, wanted }) => `${origin}|${urlPath}|${'query' in wanted ? (wanted.query ?? '') : ''}`,
    );
    deps.tournaments.onDrop?.((tournamentId) => this.visited.changed(tournamentId));
    this.hotPages = deps.hotPages && new HotPagesRecorder(deps.hotPages, () => this.hotAddresses(), deps.onError, deps.hotPagesEveryMs);
  }

  /** Loads the server builds (if built): the gateway calls it before its port answers, so no request waits for them. */
  start(): Promise<void> {
    this.started ??= this.bundles.check().then(async () => {
      await this.warmUp();
      await this.makeHotPages();
    });
    return this.started;
  }

  /** The hot pages this instance made or served lately (their addresses, the one asked for last first). */
  hotAddresses(): HotPage[] {
    return this.visited.recent(HOT_PAGES_MAX).map(hotPageOf);
  }

  /** The addresses of the stylesheets the hot pages link, as made at start (the start's warm-up asks for them once). */
  hotStylesheets(): string[] {
    return [...this.hotStylesheetHrefs];
  }

  /**
   * Makes the tournament pages visitors asked for last before the restart (the hot pages' list), within
   * HOT_PAGES_BUDGET_MS: the first visitors after a deploy or a crash get them ready instead of paying the read
   * of a cold store and the render. They count as visited (a write makes them again). Never throws.
   */
  private async makeHotPages(): Promise<void> {
    const bundles = this.bundles.current();
    if (!bundles || !this.deps.hotPages) return;
    const started = Date.now();
    let hot: HotPage[];
    try {
      hot = await this.deps.hotPages.read();
    } catch (err) {
      this.deps.onError(err);
      return;
    }
    for (const { urlPath, search, origin } of hot) {
      if (Date.now() - started > HOT_PAGES_BUDGET_MS) return;
      const route = bundles.shell.resolvePublicPage(urlPath);
      const wanted = route && screenBundleOf(bundles, route.remote)?.pageDocument(route.screen, route.params, search);
      if (!route || wanted?.kind !== 'tournament') continue;
      const address = { route, wanted, urlPath, origin };
      const made = await this.make(address, bundles).catch((err: unknown) => {
        this.deps.onError(err);
        return 'plain' as const;
      });
      if (typeof made !== 'object' || made.read.notFound) continue;
      await precompress(made.page.html).catch((err: unknown) => this.deps.onError(err));
      // Its one stylesheet too: after a restart, the first visitor's browser asks for it before the first paint.
      const href = combinedStylesheetHref(made.sheets);
      if (href && this.deps.pageStyles) await this.deps.pageStyles.prepare(href).then(() => this.hotStylesheetHrefs.add(href));
      this.visited.remember(wanted.id, address);
    }
  }

  /**
   * Renders a small season (warm-up-season.ts) a few times and keeps nothing: V8 compiles the server builds' code
   * before the port answers, instead of during the first visitor's page after a restart. Never throws.
   */
  private async warmUp(): Promise<void> {
    const [bundles, template, document] = [this.bundles.current(), await this.template.read(), warmUpSeason()];
    if (!bundles || !template || !document) return;
    const urlPath = `/public/tournaments/${document.tournament.id}`;
    const route = bundles.shell.resolvePublicPage(urlPath);
    if (!route) return;
    const read: ReadDocument = { page: { kind: 'tournament', id: document.tournament.id, document }, version: 'warm-up' };
    try {
      for (let i = 0; i < WARM_UP_RENDERS; i++) this.render(bundles, template, { route, read, urlPath, search: '', origin: 'http://localhost', sheets: template.stylesheets });
    } catch (err) {
      this.deps.onError(err);
    }
  }

  /**
   * `request.secure`: whether the request came over TLS (its page's policy then names the Reporting API endpoint); plain HTTP unless said.
   * @returns false when `urlPath` is not a server-rendered page: the caller serves the plain app page
   */
  async send(req: IncomingMessage, res: ServerResponse, urlPath: string, request: PageRequest = { secure: false }): Promise<boolean> {
    // Without start(), the first request waits for the first load.
    const bundles = this.bundles.current() ?? (await this.start().then(() => this.bundles.current()));
    if (!bundles) return false;
    const route = bundles.shell.resolvePublicPage(urlPath);
    if (!route) return bundles.shell.knowsPath?.(urlPath) === false ? this.sendNotFound(req, res, request) : false;
    const bundle = screenBundleOf(bundles, route.remote);
    // The query string as the page reads it (a tournament's ?round=N, home's ?q=), canonical: other parameters share the plain page.
    const wanted = bundle?.pageDocument(route.screen, route.params, new URL(req.url ?? '/', 'http://localhost').search);
    if (!bundle || !wanted) return this.sendBrowserRendered(req, res, route, request);
    const origin = this.deps.publicUrl || `http://${req.headers.host ?? 'localhost'}`;
    const made = await this.make({ route, wanted, urlPath, origin }, bundles);
    if (made === 'plain') return false;
    if (made === 'not found') return this.sendNotFound(req, res, request);
    const { page, read, template } = made;
    if (read.notFound) return this.sendNotFound(req, res, request, page);
    const headers = await this.pageHeaders.for({ scripts: template.scripts, styleAttributes: page.styleAttributes }, request.secure);
    await sendPreparedJson(req, res, page.html, PAGE_CACHE_CONTROL, headers);
    if (read.page.kind === 'tournament') {
      this.visited.remember(read.page.id, { route, wanted, urlPath, origin });
      this.hotPages?.noted();
    }
    return true;
  }

  /**
   * The page of `address`, read and rendered (or kept from before): 'plain' when the browser should render it
   * (no build, an unreadable document, a build that fails to render), 'not found' when the public may not see it.
   */
  private async make(address: PageAddress, bundles: SsrBundles): Promise<'plain' | 'not found' | { page: RenderedPage; read: ReadDocument; template: ShellPage; sheets: PageStylesheet[] }> {
    const { route, wanted, urlPath, origin } = address;
    const template = await this.template.read();
    if (!template) return 'plain';
    const read = await this.readDocument(wanted, route);
    if (read === undefined) return 'plain';
    if (!read || (!read.notFound && !shownAtAddress(route, organizerNameOf(read)))) return 'not found';
    const stylesheets = await this.stylesheets.screen(route.remote, route.screen);
    // What the page links, the shell's stylesheets then its screen's (as one file: combined-stylesheet.ts).
    const sheets = [...template.stylesheets, ...stylesheets];
    // The page names its own URL (og:url): one per origin and path (any /:orgName/ reaches the same item), and per query string the page reads.
    const search = ('query' in wanted ? wanted.query : undefined) ?? '';
    const minute = renderedMinute(route.screen, this.deps.clock ?? Date.now);
    const key = `${read.page.kind}:${read.page.id}:${read.version}|${bundles.version}|${template.version}|${stylesheets.map((s) => s.href).join(' ')}|${origin}|${urlPath}${search}${minute}`;
    const page = await this.rendered.get(key, () => this.render(bundles, template, { route, read, urlPath, search, origin, sheets })).catch((err: unknown) => {
      // A build that fails to render (a broken deploy): the browser renders the page instead.
      this.deps.onError(err);
      return null;
    });
    return page ? { page, read, template, sheets } : 'plain';
  }

  /**
   * After a write changed a tournament's public document: its pages that visitors asked for lately are read and
   * rendered (and compressed for brotli) again at once, so the next visitor, often right behind the result on
   * a match day, gets them ready rather than paying the read and the render. Never throws.
   */
  private async refresh(tournamentId: string): Promise<void> {
    const bundles = this.bundles.current();
    if (!bundles) return;
    for (const address of this.visited.of(tournamentId)) {
      const made = await this.make(address, bundles).catch((err: unknown) => {
        this.deps.onError(err);
        return 'plain' as const;
      });
      if (typeof made === 'object') await precompress(made.page.html).catch((err: unknown) => this.deps.onError(err));
    }
  }

  /**
   * The app page with status 404 (never cached): the browser renders the page that says so (the 404 page,
   * or the missing item's own message), or the `rendered` page that already says so (a missing match).
   * Any page the gateway finds missing answers through this.
   * @returns false when the shell is not built (the caller's plain answer then says so)
   */
  async sendNotFound(req: IncomingMessage, res: ServerResponse, request: PageRequest, rendered?: RenderedPage): Promise<boolean> {
    const template = await this.template.read();
    if (!template) return false;
    const headers = await this.pageHeaders.for({ scripts: template.scripts, ...(rendered ? { styleAttributes: rendered.styleAttributes } : {}) }, request.secure);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
    res.end(req.method === 'HEAD' ? undefined : (rendered?.html.body ?? template.html));
    return true;
  }

  /** The page in the shell's chrome, composed into the template and ready to send; null when the build does not render it. */
  private render(bundles: SsrBundles, template: ShellPage, { route, read, urlPath, search, origin, sheets }: { route: PageRoute; read: ReadDocument; urlPath: string; search: string; origin: string; sheets: PageStylesheet[] }): RenderedPage | null {
    const { config } = this.deps;
    const { page } = read;
    const path = `${urlPath}${search}`;
    const url = new URL(path, origin).href;
    const screen = screenBundleOf(bundles, route.remote)?.renderPublicPage({ screen: route.screen, pattern: route.pattern, path, search, page, config, url, version: read.version, outletPath: bundles.shell.outletPath ?? [] });
    if (!screen) return null;
    const rootHtml = bundles.shell.renderLayout({ path: urlPath, screenHtml: screen.html, config });
    const card = cardOf(page);
    const html = composeHtml(
      template.bare,
      { rootHtml, state: screen.state, title: `${screen.meta.title} · ${route.productName}`, meta: screen.meta, url, ...(card ? { shareCard: shareCardImage(card, read.version) } : {}) },
      sheets,
    );
    return { html: prepareJson(html, 'text/html; charset=utf-8'), styleAttributes: styleAttributeHashes(html) };
  }

  /**
   * A public page rendered only in the browser (the match page): 404 when the tournament it names is not
   * public, not the organizer's at an `/:orgName/…` address, or has no such match, judged by the
   * tournament's cached public document.
   * @returns false when the plain app page (200) should answer
   */
  private async sendBrowserRendered(req: IncomingMessage, res: ServerResponse, route: PageRoute, request: PageRequest): Promise<boolean> {
    const { tournamentId, matchId } = route.params;
    if (!tournamentId) return false;
    let document: PublicTournamentDocument | null;
    try {
      document = (await this.deps.tournaments.get(tournamentId)).document;
    } catch (err) {
      this.deps.onError(err);
      return false;
    }
    const found = document && shownAtAddress(route, document.organizer?.name) && (matchId === undefined || document.matches.some((m) => m.id === matchId));
    return found ? false : this.sendNotFound(req, res, request);
  }

  /** The document, as the public API would answer it; null when the public may not see it, undefined when it could not be read. */
  private async readDocument(wanted: DocumentId, route: PageRoute): Promise<ReadDocument | null | undefined> {
    const read = this.readers[wanted.kind] as (wanted: DocumentId, orgName: string | undefined) => Promise<ReadDocument | null>;
    try {
      return await read(wanted, route.params.orgName);
    } catch (err) {
      this.deps.onError(err);
      return undefined;
    }
  }
}
