import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { configureData, loadRuntimeConfig, preloadDataClient, restoreSession } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Button, StatusScreen, applyTheme } from 'shared-ui';
import { remoteFallbackPlugin } from './features/remotes/remote-fallback-plugin';
import { startRemotes } from './features/remotes/remote-start';
import { nextTask } from './features/remotes/next-task';
import { prepareServerRenderedPage } from './features/remotes/server-rendered-page';
import { routeReadsTables } from './features/routing/route-table';
import { readStoredTheme } from './features/theme/theme-atoms';

/**
 * React DOM and the app's screens, evaluated in a task of their own once the start-up reads are under way:
 * evaluated with this chunk, before its first await, they made one long task on a phone. In this chunk
 * ("eager"): no request of their own.
 */
function loadApp() {
  return Promise.all([import(/* webpackMode: "eager" */ 'react-dom/client'), import(/* webpackMode: "eager" */ './app/app')]);
}

async function start(): Promise<void> {
  applyTheme(readStoredTheme());
  const container = document.getElementById('root')!;
  const appModules = nextTask().then(loadApp);
  let hydrate: boolean;
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), startRemotes()]);
    configureData(config);
    // The entry chunk set the runtime up before React was loaded; the fallback screens render React.
    registerPlugins([remoteFallbackPlugin()]);
    // The DynamoDB client downloads alongside the route's remote rather than once its screen first reads.
    if (routeReadsTables(location.pathname)) preloadDataClient();
    hydrate = await prepareServerRenderedPage(location.pathname);
  } catch (error) {
    console.error('Start-up failed', error);
    const [{ createRoot }] = await appModules;
    createRoot(container).render(<BootFailure />);
    return;
  }
  const [{ createRoot, hydrateRoot }, { App }] = await appModules;
  // Routes render "Loading..." until the stored session is restored (or cleared).
  void restoreSession();
  // React's root attaches its event listeners at once (a long task on a phone): after the preparation's task.
  if (hydrate) await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition, so React renders the first screen in slices that yield to the browser (a plain first render
  // is one long task: on a phone it blocked input for most of a second). A server-rendered page is hydrated: React
  // adopts the server's elements instead of building the page again, so nothing is painted twice, and a click or
  // key press meanwhile is replayed once it owns them. Any other page is rendered.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    else createRoot(container).render(app);
  });
}

/**
 * React could not adopt (part of) the server's page and rendered it again in the browser: the page still works,
 * but the server's render and the browser's disagree, which the hydration e2e treats as a bug.
 */
function reportHydrationMismatch(error: unknown): void {
  console.error('Hydration mismatch: rendered again in the browser', error);
}

function BootFailure() {
  return (
    <StatusScreen
      role="alert"
      title={MESSAGES.somethingWentWrong}
      actions={<Button onClick={() => window.location.reload()}>{MESSAGES.reloadPage}</Button>}
    >
      <p>The app could not load its configuration. Check your connection and reload.</p>
    </StatusScreen>
  );
}

void start();
