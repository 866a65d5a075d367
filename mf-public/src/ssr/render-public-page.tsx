// Server entry (built for Node by rspack.ssr.config.mjs, loaded by the gateway): renders a public screen
// to HTML from the documents the gateway read, with the same components the browser runs. The query
// cache it rendered from is returned dehydrated, so the browser's first render shows the same page
// without reading again. A tournament page is rendered from its first view (shared-domain/season-page),
// and only that view is dehydrated, not the whole season.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import { DataProvider, configureData, queryKeys, type HomeSearchPage, type RuntimeConfig } from 'shared-data';
import type { PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';
import { AtOutlet, type OutletPath } from 'shared-ui/ssr';
import { ROUND_PARAM, roundFromParam, roundSearch, seasonPageView } from 'shared-domain/season-page';
import { HomeScreen } from '../features/home/components/home-screen';
import { PublicPlayerScreen } from '../features/player/components/public-player-screen';
import { PublicTeamScreen } from '../features/teams/components/public-team-screen';
import { PitchBoardScreen } from '../features/tournament/components/pitch-board-screen';
import { PublicTournamentScreen } from '../features/tournament/components/public-tournament-screen';
import type { ServedTournamentPage } from '../features/tournament/api/use-public-tournament-page';
import { tournamentIdOf } from '../features/tournament/tournament-route';
import { homePageMeta, homeQuery, homeSearchCache, homeSearchText } from './home-page';
import { pitchBoardMeta, playerPageMeta, teamPageMeta, tournamentPageMeta, type PageMeta } from './page-meta';

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
 * page's is the first page of the search its address asks for (`id`: the text, '' for none). `query` is
 * the part of the address's query string the page reads, canonical (a tournament's `?round=12`, home's
 * `?q=…`, else ''): the gateway renders with it and keeps one page per value, so other parameters (a
 * campaign tag, `?round=abc`) share the plain page.
 */
export type DocumentId = { kind: DocumentKind | 'home'; id: string; query: string };

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
  /** That query alone (`?round=12`; '' or absent: none), which the tournament page reads. */
  search?: string;
  /** The document's version (its ETag hash), which the browser revalidates against when its live stream opens. */
  version?: string;
  page: PageDocument;
  config: RuntimeConfig;
  /** Where the shell holds a screen (shared-ui/ssr): rendered there, its ids are the ones the browser hydrates. */
  outletPath?: OutletPath;
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
  /** The canonical query string the screen reads of `search` (DocumentId.query). */
  search?: (search: string) => string;
  /** What the browser's first render reads, and under which key (the document, or a view made from it). */
  seed: (page: { id: string; document: DocumentsByKind[K] }, request: RenderRequest) => { key: readonly unknown[]; data: unknown };
  meta: (document: DocumentsByKind[K]) => PageMeta;
}

const screen = <K extends DocumentKind>(entry: ServerScreen<K>) => entry as unknown as ServerScreen<DocumentKind>;

/** The document itself, under the key the browser's query reads it from. */
const documentSeed =
  (key: (id: string) => readonly unknown[]) =>
  ({ id, document }: { id: string; document: unknown }) => ({ key: key(id), data: document });

const roundOf = (search: string | undefined) => roundFromParam(new URLSearchParams(search ?? '').get(ROUND_PARAM));

/** A tournament page reads its round (`?round=N`); nothing else of the query string. */
const tournamentPageSearch = (search: string) => {
  const round = roundOf(search);
  return round === null ? '' : roundSearch(round);
};

/**
 * A tournament page's first view for the address's round (issue 23): the hydration carries it, not the season's
 * document, under the key the browser's first render reads (use-public-tournament-page.ts).
 */
function tournamentPageSeed({ id, document }: { id: string; document: PublicTournamentDocument }, request: RenderRequest) {
  const round = roundOf(request.search);
  const data: ServedTournamentPage = { view: seasonPageView(document, { round }), version: request.version ?? null };
  return { key: queryKeys.publicTournamentPage(id, round), data };
}

// The params each screen reads (useParams) in the browser: the same names here.
const SCREENS: Record<string, ServerScreen<DocumentKind>> = {
  PublicTournamentScreen: screen({ Screen: PublicTournamentScreen, kind: 'tournament', id: tournamentIdOf, search: tournamentPageSearch, seed: tournamentPageSeed, meta: tournamentPageMeta }),
  // Issue 25's board reads the whole document (a match day's is small) and stays live on it.
  PitchBoardScreen: screen({ Screen: PitchBoardScreen, kind: 'tournament', id: (params) => params.id ?? '', seed: documentSeed(queryKeys.publicTournament), meta: pitchBoardMeta }),
  PublicTeamScreen: screen({ Screen: PublicTeamScreen, kind: 'team', id: (params) => params.id ?? '', seed: documentSeed(queryKeys.publicTeam), meta: teamPageMeta }),
  PublicPlayerScreen: screen({
    Screen: PublicPlayerScreen,
    kind: 'player',
    id: (params) => params.playerId ?? params.id ?? '',
    seed: documentSeed(queryKeys.publicPlayer),
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
  return entry && id ? { kind: entry.kind, id, query: entry.search?.(search) ?? '' } : null;
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
  const seed = entry.seed(page, request);
  client.setQueryData(seed.key, seed.data);
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
            <Route
              path={request.pattern}
              element={
                <AtOutlet path={request.outletPath ?? []}>
                  <Screen />
                </AtOutlet>
              }
            />
          </Routes>
        </StaticRouter>
      </DataProvider>
    </StrictMode>,
  );
}
