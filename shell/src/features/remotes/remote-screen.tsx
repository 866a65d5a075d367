import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingPanel } from 'shared-ui';
import { ErrorBoundary } from '../errors/error-boundary';
import { RenderFailure } from '../errors/render-failure';
import type { RemoteRoute } from '../routing/route-table';
import type { Screen } from './remote-contract';
import { loadScreens } from './remote-registry';
import { readyScreen } from './server-rendered-page';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';

/** The component a route shows: its remote's screen, or the fallback when the remote broke its contract. */
async function screenFor(route: RemoteRoute): Promise<Screen> {
  try {
    const screens: Partial<Record<string, Screen>> = await loadScreens(route.remote);
    const screen = screens[route.screen];
    if (screen) return screen;
    console.error(`${route.remote} has no screen named ${route.screen}`);
  } catch (error) {
    // The fallback plugin normally answers a failed load; this covers a runtime that was never set up.
    console.error(`Loading ${route.remote} failed`, error);
  }
  return RemoteUnavailable;
}

/**
 * Renders the screen a route names from the remote that owns it. A remote that cannot be loaded
 * shows the fallback with Retry, and a screen that throws shows the error boundary with Retry, both
 * inside the page: the shell keeps working.
 */
export function RemoteScreen({ route }: { route: RemoteRoute }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const key = `${route.remote}/${route.screen}#${attempt}`;
  const [shown, setShown] = useState<{ key: string; Screen: Screen } | undefined>(() => {
    const Screen = readyScreen(route.remote, route.screen);
    return Screen ? { key, Screen } : undefined;
  });

  useEffect(() => {
    let current = true;
    void screenFor(route).then((Screen) => {
      // The screen already shown (a server-rendered page's, ready before hydration) stays as it is: a new state
      // object would render the whole screen again right after hydrating it.
      if (current) setShown((shownNow) => (shownNow?.key === key && shownNow.Screen === Screen ? shownNow : { key, Screen }));
    });
    return () => {
      current = false;
    };
  }, [key, route]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // A screen loaded for another route or attempt is stale: keep showing progress until ours arrives.
  if (shown?.key !== key) return <LoadingPanel />;
  const { Screen } = shown;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <ErrorBoundary
        resetKey={`${location.pathname}#${attempt}`}
        fallback={(_error, reset) => (
          <RenderFailure
            onRetry={() => {
              retry();
              reset();
            }}
          />
        )}
      >
        <Suspense fallback={<LoadingPanel />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
