import { QueryClient } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { DataProvider } from 'shared-data';
import type { OutletPath } from 'shared-ui/ssr';
import { AppLayout } from '../features/layout/app-layout';

/**
 * Where the browser's App holds a route's screen, as forks (shared-ui/ssr's AtOutlet): the page's children
 * (header, signed-in bar, main, footer) are a list, main is third. A remote renders its screen at these forks, so
 * its `useId`s are the ones the browser's hydration computes (server-layout.test.tsx and the hydration e2e keep
 * this true when the layout changes).
 */
export const outletPath: OutletPath = [[4, 2]];

/** The chrome the server renders at `path`, with `outlet` where the browser's App shows the route's screen. */
export function serverLayout(path: string, publicPage: boolean, outlet: ReactNode) {
  return (
    <StrictMode>
      <Provider store={createStore()}>
        <DataProvider client={new QueryClient()}>
          <StaticRouter location={path}>
            {/* The browser shows a screen inside a Suspense boundary (RemoteScreen): hydration expects its markers. */}
            <AppLayout publicPage={publicPage}>
              <Suspense>{outlet}</Suspense>
            </AppLayout>
          </StaticRouter>
        </DataProvider>
      </Provider>
    </StrictMode>
  );
}
