// Server entry (built for Node by rspack.ssr.config.mjs, loaded by the gateway): renders a public screen
// to HTML from the documents the gateway read, with the same components the browser runs. The query
// cache it rendered from is returned dehydrated, so the browser's first render shows the same page
// without reading again.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import { DataProvider, configureData, queryKeys, type RuntimeConfig } from 'shared-data';
import type { PublicTournamentDocument } from 'shared-domain';
import { PublicTournamentScreen } from '../features/tournament/components/public-tournament-screen';
import { tournamentIdOf } from '../features/tournament/tournament-route';
import { tournamentPageMeta, type PageMeta } from './page-meta';

export type { PageMeta } from './page-meta';

/** What the gateway read for the page: the public documents by id. */
export interface PageDocuments {
  tournaments?: Record<string, PublicTournamentDocument>;
}

export interface RenderRequest {
  /** The screen the shell's route table names for the path. */
  screen: string;
  /** The route's pattern (`/public/tournaments/:id`), so the screen reads its params as in the browser. */
  pattern: string;
  path: string;
  documents: PageDocuments;
  config: RuntimeConfig;
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  state: DehydratedState;
}

/** What the gateway must read for a screen: the ids of the public documents, by kind. */
export interface DocumentIds {
  tournaments: string[];
}

const SCREENS: Record<string, { Screen: ComponentType; documents: (params: Record<string, string>) => DocumentIds; meta: (documents: PageDocuments) => PageMeta | null }> = {
  PublicTournamentScreen: {
    Screen: PublicTournamentScreen,
    documents: (params) => ({ tournaments: [tournamentIdOf(params)] }),
    meta: (documents) => {
      const [document] = Object.values(documents.tournaments ?? {});
      return document ? tournamentPageMeta(document) : null;
    },
  },
};

/** The documents `screen` shows at a path with `params`; null when this build does not render it (the gateway then serves the plain app page). */
export function pageDocuments(screen: string, params: Record<string, string>): DocumentIds | null {
  return SCREENS[screen]?.documents(params) ?? null;
}

/** @returns null when the screen is not rendered on the server or its documents are missing */
export function renderPublicPage(request: RenderRequest): RenderedPage | null {
  const entry = SCREENS[request.screen];
  const meta = entry?.meta(request.documents);
  if (!entry || !meta) return null;
  // The render is synchronous, so the configuration set here is the one it reads.
  configureData(request.config);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [id, document] of Object.entries(request.documents.tournaments ?? {})) client.setQueryData(queryKeys.publicTournament(id), document);
  const { Screen } = entry;
  const html = renderToString(
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
  return { html, meta, state: dehydrate(client) };
}
