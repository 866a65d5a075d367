// Server entry (built for Node by rspack.ssr.config.mjs, loaded by the gateway): renders the public match
// page and the embed guide to HTML with the same components the browser runs. The match page is rendered
// from the public match view the gateway read (GET /api/public/tournaments/:t/matches/:m answers the same),
// left in the returned query cache where the browser's first render takes it (useServerMatchView), so the
// page shows at once without reading the match again.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
// Not in the browser's shared router subset (scripts/shared-router.mjs): the server build takes them from react-router itself.
import { StaticRouter, matchRoutes } from 'react-router';
import { DataProvider, configureData, type RuntimeConfig } from 'shared-data';
import { AtOutlet, type OutletPath } from 'shared-ui/ssr';
import type { PublicMatchView } from 'shared-domain';
import { EmbedScreen } from '../features/embed/components/embed-screen';
import { serverMatchViewKey, type ServedMatchView } from '../features/public-match/api/server-match-view';
import { PublicMatchScreen } from '../features/public-match/components/public-match-screen';
import { embedQuery } from './embed-query';
import { embedPageMeta, matchPageMeta, missingMatchMeta, type PageMeta } from './match-page-meta';

export type { PageMeta } from './match-page-meta';

/**
 * Which document a page shows, its ids as the path holds them (%-escaped: the gateway decodes them as
 * the public API does). The embed guide needs none; `query` is what of the address's query it shows
 * (the match and theme its form is opened on), so the gateway renders, keeps and names the page with it.
 */
export type DocumentId = { kind: 'match'; tournamentId: string; id: string } | { kind: 'embed'; id: ''; query: string };

/**
 * What the gateway read for the page: the match's public view (null: the public may not see it, and the
 * page says so with a 404), by its decoded ids; nothing for the embed guide.
 */
export type PageDocument = { kind: 'match'; tournamentId: string; id: string; document: PublicMatchView | null } | { kind: 'embed'; id: ''; document: null };

export interface RenderRequest {
  /** The screen the shell's route table names for the path. */
  screen: string;
  /** The route's pattern, so the screen reads its params as in the browser. */
  pattern: string;
  /** The path and query (`/embed?tournament=…` prefills the guide's form). */
  path: string;
  page: PageDocument;
  config: RuntimeConfig;
  /** The page's absolute URL: its origin stands for the browser's `location.origin`. */
  url: string;
  /** The document's version (the gateway keeps one rendered page per version; a match view's is its ETag hash). */
  version: string;
  /** Where the shell holds a screen (shared-ui/ssr): rendered there, its ids are the ones the browser hydrates. */
  outletPath?: OutletPath;
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  state: DehydratedState;
}

/** The document `screen` shows at a path with `params` and query `search`; null when this build does not render it (the gateway then serves the plain app page). */
export function pageDocument(screen: string, params: Record<string, string>, search = ''): DocumentId | null {
  if (screen === 'EmbedScreen') return { kind: 'embed', id: '', query: embedQuery(search) };
  if (screen !== 'PublicMatchScreen' || !params.tournamentId || !params.matchId) return null;
  return { kind: 'match', tournamentId: params.tournamentId, id: params.matchId };
}

/** @returns null when the screen is not rendered on the server or the document is not the screen's */
export function renderPublicPage(request: RenderRequest): RenderedPage | null {
  const { page, screen, pattern } = request;
  const location = new URL(request.path, request.url);
  // The render is synchronous, so the configuration set here is the one it reads.
  configureData({ ...request.config, gatewayUrl: request.config.gatewayUrl || location.origin });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  let meta: PageMeta;
  let element;
  if (screen === 'PublicMatchScreen' && page.kind === 'match') {
    // The screen's params as <Routes> gives them to useParams (decoded), so its key finds what is left here.
    const params = matchRoutes([{ path: pattern }], location.pathname)?.[0]?.params ?? {};
    const served: ServedMatchView = { view: page.document, version: page.document ? request.version : null };
    client.setQueryData(serverMatchViewKey(params.tournamentId ?? '', params.matchId ?? '', params.orgName), served);
    meta = page.document ? matchPageMeta(page.document) : missingMatchMeta(params.orgName !== undefined);
    element = <PublicMatchScreen />;
  } else if (screen === 'EmbedScreen' && page.kind === 'embed') {
    meta = embedPageMeta();
    element = <EmbedScreen />;
  } else return null;
  const html = renderToString(
    <StrictMode>
      <DataProvider client={client}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <Routes>
            <Route path={pattern} element={<AtOutlet path={request.outletPath ?? []}>{element}</AtOutlet>} />
          </Routes>
        </StaticRouter>
      </DataProvider>
    </StrictMode>,
  );
  return { html, meta, state: dehydrate(client) };
}
