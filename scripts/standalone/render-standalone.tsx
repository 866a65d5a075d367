// Runs one remote on its own (its dev port) for development: every screen it exposes, routed by
// name, talking to the gateway of `npm start`. The shell is not involved.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import {
  DataProvider,
  configureData,
  loadRuntimeConfig,
  pageStore,
  restoreSession,
  type RuntimeConfig,
} from 'shared-data';
import { LoadingPanel } from 'shared-ui';

const DEV_GATEWAY = 'http://localhost:8080';

async function runtimeConfig(): Promise<RuntimeConfig> {
  try {
    return await loadRuntimeConfig('/config.json');
  } catch {
    const config = await loadRuntimeConfig(`${DEV_GATEWAY}/config.json`);
    return { ...config, gatewayUrl: config.gatewayUrl || DEV_GATEWAY };
  }
}

export async function renderStandalone(name: string, screens: Record<string, ComponentType>): Promise<void> {
  configureData(await runtimeConfig());
  void restoreSession();
  const names = Object.keys(screens);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* The same page-wide providers the shell gives every screen. */}
      <Provider store={pageStore}>
        <DataProvider>
          <BrowserRouter>
            <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 12 }} aria-label={`${name} screens`}>
              {names.map((screen) => (
                <Link key={screen} to={`/${screen}`}>
                  {screen}
                </Link>
              ))}
            </nav>
            <Suspense fallback={<LoadingPanel />}>
              <Routes>
                {names.map((screen) => {
                  const Screen = screens[screen]!;
                  return <Route key={screen} path={`/${screen}/*`} element={<Screen />} />;
                })}
              </Routes>
            </Suspense>
          </BrowserRouter>
        </DataProvider>
      </Provider>
    </StrictMode>,
  );
}
