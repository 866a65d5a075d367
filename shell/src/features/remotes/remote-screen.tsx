import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPanel, LoadingPanel } from 'shared-ui';
import { ErrorBoundary } from '../errors/error-boundary';
import { RenderFailure } from '../errors/render-failure';
import type { RemoteRoute } from '../routing/route-table';
import { loadScreens, resetRemote } from './remote-registry';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; error: Error };

/**
 * Renders the screen a route names from the remote that owns it. A remote that cannot be loaded,
 * or whose screen throws, shows a fallback with Retry inside the page; the shell keeps working.
 */
export function RemoteScreen({ route }: { route: RemoteRoute }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadScreens(route.remote)
      .then((screens) => {
        const Screen = screens[route.screen];
        if (!Screen) throw new Error(`${route.remote} has no screen named ${route.screen}`);
        if (current) setState({ status: 'ready', Screen });
      })
      .catch((error: unknown) => {
        console.error(`Loading ${route.remote} failed`, error);
        if (current) setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      current = false;
    };
  }, [route.remote, route.screen, attempt]);

  const retry = () => {
    resetRemote(route.remote);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') {
    return (
      <ErrorPanel
        title="This section could not be loaded"
        message="Check your connection and try again. The rest of the app still works."
        onRetry={retry}
      />
    );
  }
  const { Screen } = state;
  return (
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
  );
}
