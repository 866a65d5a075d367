import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureData, loadRuntimeConfig, restoreSession } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Button, StatusScreen, applyTheme } from 'shared-ui';
import { App } from './app/app';
import { registerRemotesFromManifest } from './features/remotes/remote-registry';
import { readStoredTheme } from './features/theme/theme-atoms';

async function start(): Promise<void> {
  applyTheme(readStoredTheme());
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), registerRemotesFromManifest()]);
    configureData(config);
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<BootFailure />);
    return;
  }
  // Routes render "Loading..." until the stored session is restored (or cleared).
  void restoreSession();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
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
