// Server entry (built for Node by rspack.ssr.config.mjs, loaded by the gateway): renders a public screen
// to HTML from the documents the gateway read, with the same components the browser runs. The query
// cache it rendered from is returned dehydrated, so the browser's first render shows the same page
// without reading again.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import { DataProvider, configureData, queryKeys, type HomeSearchPage, type RuntimeConfig } from 'shared-data';
import type { PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';
import { HomeScreen } from '../features/home/components/home-screen';
import { PublicPlayerScreen } from '../features/player/components/public-player-screen';
import { PublicTeamScreen } from '../features/teams/components/public-team-screen';
import { PublicTournamentScreen } from '../features/tournament/components/public-tournament-screen';
import { tournamentIdOf } from '../features/tournament/tournament-route';
import { homePageMeta, homeQuery, homeSearchCache, homeSearchText } from './home-page';
import { playerPageMeta, teamPageMeta, tournamentPageMeta, type PageMeta } from './page-meta';

export type { PageMeta } from './page-meta';

/** The public documents a page is made of, by kind (GET /api/public/{tournaments,teams,players}/:id answer them). */
interface DocumentsByKind {
  tournament: PublicTournamentDocument;
  team: PublicTeamView;
  player: PublicPlayerView;
}

export type DocumentKind = keyof DocumentsByKind;

/**
 * Which public document a page shows: the gateway reads it, then renders the page from it. The home
 * page's is the first page of the search its address asks for (`id`: the text, '' for none); `query`
 * is the part of the address's query the page depends on (rendered, cached and named with the path).
 */
export type DocumentId = { kind: DocumentKind; id: string } | { kind: 'home'; id: string; query: string };

/** The document the gateway read for the page (a page the public may not see is never rendered). */
export type PageDocument =
  | { [K in DocumentKind]: { kind: K; id: string; document: DocumentsByKind[K] } }[DocumentKind]
  | { kind: 'home'; id: string; document: HomeSearchPage | null };

export interface RenderRequest {
  /** The screen the shell's route table names for the path. */
  screen: string;
  /** The route's pattern (`/public/tournaments/:id`), so the screen reads its params as in the browser. */
  pattern: string;
  /** The path, and the query the page depends on (DocumentId's `query`). */
  path: string;
  page: PageDocument;
  config: RuntimeConfig;
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  state: DehydratedState;
}

interface ServerScreen<K extends DocumentKind> {
  Screen: ComponentType;
  kind: K;
  id: (params: Record<string, string>) => string;
  /** Where the browser's query reads the document, so its first render finds it. */
  queryKey: (id: string) => readonly unknown[];
  meta: (document: DocumentsByKind[K]) => PageMeta;
}

const screen = <K extends DocumentKind>(entry: ServerScreen<K>) => entry as unknown as ServerScreen<DocumentKind>;

// The params each screen reads (useParams) in the browser: the same names here.
const SCREENS: Record<string, ServerScreen<DocumentKind>> = {
  PublicTournamentScreen: screen({ Screen: PublicTournamentScreen, kind: 'tournament', id: tournamentIdOf, queryKey: queryKeys.publicTournament, meta: tournamentPageMeta }),
  PublicTeamScreen: screen({ Screen: PublicTeamScreen, kind: 'team', id: (params) => params.id ?? '', queryKey: queryKeys.publicTeam, meta: teamPageMeta }),
  PublicPlayerScreen: screen({
    Screen: PublicPlayerScreen,
    kind: 'player',
    id: (params) => params.playerId ?? params.id ?? '',
    queryKey: queryKeys.publicPlayer,
    meta: playerPageMeta,
  }),
};

/** The document `screen` shows at a path with `params` and query `search`; null when this build does not render it (the gateway then serves the plain app page). */
export function pageDocument(screenName: string, params: Record<string, string>, search = ''): DocumentId | null {
  if (screenName === 'HomeScreen') {
    const text = homeSearchText(search);
    return { kind: 'home', id: text, query: homeQuery(text) };
  }
  const entry = SCREENS[screenName];
  const id = entry?.id(params);
  return entry && id ? { kind: entry.kind, id } : null;
}

/** @returns null when the screen is not rendered on the server or the document is not the screen's */
export function renderPublicPage(request: RenderRequest): RenderedPage | null {
  const { page } = request;
  if (page.kind === 'home') return request.screen === 'HomeScreen' ? renderHomePage({ ...request, page }) : null;
  const entry = SCREENS[request.screen];
  if (!entry || entry.kind !== page.kind) return null;
  // The render is synchronous, so the configuration set here is the one it reads.
  configureData(request.config);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(entry.queryKey(page.id), page.document);
  const { Screen } = entry;
  return { html: renderScreen(Screen, request, client), meta: entry.meta(page.document), state: dehydrate(client) };
}

/** The home page: its search form and, for an address with `?q=`, the first page of that search as read by the gateway. */
function renderHomePage(request: RenderRequest & { page: Extract<PageDocument, { kind: 'home' }> }): RenderedPage {
  configureData(request.config);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const search = homeSearchCache(request.page.id, request.page.document);
  if (search) client.setQueryData(search.key, search.data);
  return { html: renderScreen(HomeScreen, request, client), meta: homePageMeta(), state: dehydrate(client) };
}

/** A screen at its route, as the browser's router would show it at `request.path`, over `client`'s cache. */
function renderScreen(Screen: ComponentType, request: RenderRequest, client: QueryClient): string {
  return renderToString(
    <StrictMode>
      <DataProvider client={client}>
        <StaticRouter location={request.path}>
          <Routes>
            <Route path={request.pattern} element={<Screen />} />
          </Routes>
        </StaticRouter>
      </DataProvider>
    </StrictMode>,
  );
}
