import { Provider } from 'jotai';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { DataProvider, pageStore } from 'shared-data';
import { LoginPage } from '../features/auth/login-page';
import { RouteGuard } from '../features/auth/route-guard';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RenderFailure } from '../features/errors/render-failure';
import { AppLayout } from '../features/layout/app-layout';
import { useTabTitle } from '../features/layout/use-tab-title';
import { RemoteScreen } from '../features/remotes/remote-screen';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH, remoteRoutes, resolveRoute } from '../features/routing/route-table';

function LayoutRoute() {
  const location = useLocation();
  const match = resolveRoute(location.pathname);
  useTabTitle(match?.title);
  return (
    <AppLayout publicPage={Boolean(match?.publicPage)}>
      <Outlet />
    </AppLayout>
  );
}

export function App() {
  return (
    <ErrorBoundary fallback={() => <RenderFailure />}>
      {/* The page's one jotai store and one QueryClient, both from the shared-data singleton: every
          remote's screen renders below these providers and shares them. */}
      <Provider store={pageStore}>
        <DataProvider>
          <BrowserRouter>
            <Routes>
              <Route element={<LayoutRoute />}>
                <Route path={LOGIN_PATH} element={<LoginPage variant="organizer" />} />
                <Route path={SUPER_ADMIN_LOGIN_PATH} element={<LoginPage variant="superAdmin" />} />
                {remoteRoutes.map((route) => (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={
                      <RouteGuard access={route.access}>
                        <RemoteScreen route={route} />
                      </RouteGuard>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </DataProvider>
      </Provider>
    </ErrorBoundary>
  );
}
