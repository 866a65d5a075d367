import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureData, loadRuntimeConfig, preloadDataClient, restoreSession } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Button, StatusScreen, applyTheme } from 'shared-ui';
import { App } from './app/app';
import { remoteFallbackPlugin } from './features/remotes/remote-fallback-plugin';
import { startRemotes } from './features/remotes/remote-start';
import { prepareServerRenderedPage } from './features/remotes/server-rendered-page';
import { routeReadsTables } from './features/routing/route-table';
import { readStoredTheme } from './features/theme/theme-atoms';

async function start(): Promise<void> {
  applyTheme(readStoredTheme());
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), startRemotes()]);
    configureData(config);
    // The entry chunk set the runtime up before React was loaded; the fallback screens render React.
    registerPlugins([remoteFallbackPlugin()]);
    // The DynamoDB client downloads alongside the route's remote rather than once its screen first reads.
    if (routeReadsTables(location.pathname)) preloadDataClient();
    await prepareServerRenderedPage(location.pathname);
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<BootFailure />);
    return;
  }
  // Routes render "Loading..." until the stored session is restored (or cleared).
  void restoreSession();
  // A transition, so React renders the first screen in slices that yield to the browser (a plain first render
  // is one long task: on a phone it blocked input for most of a second). Until it commits, the server's HTML
  // (the same page) stays on screen.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
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
