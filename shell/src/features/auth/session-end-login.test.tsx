import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, organizersRepository, restoreSession, setCurrentOrganizerId, useCurrentOrganizerId } from 'shared-data';
import { TestDataProvider, restoringSessionForTest, signInForTest, signOutForTest } from 'shared-data/testing';
import type { PublicUser } from 'shared-domain';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH } from '../routing/route-table';
import { LoginPage } from './login-page';
import { SESSION_ENDED_MESSAGE, readLoginState } from './login-return';
import { RouteGuard } from './route-guard';

const organizer: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };
const superAdmin: PublicUser = { id: 'u0', role: 'super_admin', username: 'superadmin' };
const credentials = { accessKeyId: 'k', secretAccessKey: 's', expiration: new Date(Date.now() + 3_600_000).toISOString() };

/** The gateway: /auth/login signs in `loginUser`; every request carrying a token is refused (401). */
let loginUser: PublicUser = organizer;
beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  vi.stubGlobal('fetch', async (url: string) =>
    new URL(url).pathname === '/auth/login'
      ? Response.json({ token: 'new-token', user: loginUser, credentials })
      : Response.json({ message: 'Not signed in or session expired.' }, { status: 401 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  restoringSessionForTest();
  setCurrentOrganizerId(null);
});

function Team() {
  const location = useLocation();
  return <p>team page {location.pathname} for {useCurrentOrganizerId() ?? 'nobody'}</p>;
}

/** A guarded team page, both logins and the dashboard, starting at `path`. */
function renderApp(path = '/teams/t1') {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/teams/:teamId"
            element={
              <RouteGuard access="organizer">
                <Team />
              </RouteGuard>
            }
          />
          <Route path={LOGIN_PATH} element={<LoginPage variant="organizer" />} />
          <Route path={SUPER_ADMIN_LOGIN_PATH} element={<LoginPage variant="superAdmin" />} />
          <Route path="/admin" element={<p>admin page</p>} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

async function signInThroughForm(identifierLabel: string, identifier: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(identifierLabel), identifier);
  await user.type(screen.getByLabelText('Password'), 'new-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('an ended session leads to the login and back', () => {
  it('an organizer whose stored session the gateway refuses is told so, and signing in returns to the page', async () => {
    localStorage.setItem('auth_token', 'revoked');
    restoringSessionForTest();
    renderApp();
    await restoreSession();

    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    loginUser = organizer;
    await signInThroughForm('Email or Username', 'a@example.test');
    expect(await screen.findByText('team page /teams/t1 for org_a')).toBeTruthy();
  });

  it('the super admin, refused mid-session, gets its own login and comes back to the organizer it was on', async () => {
    signInForTest(superAdmin, 'old-token');
    setCurrentOrganizerId('org_b');
    renderApp();
    await screen.findByText('team page /teams/t1 for org_b');

    await organizersRepository.syncEmails().catch(() => undefined);
    expect(await screen.findByRole('heading', { name: 'Super Admin Login' })).toBeTruthy();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeTruthy();
    loginUser = superAdmin;
    await signInThroughForm('Username', 'superadmin');
    expect(await screen.findByText('team page /teams/t1 for org_b')).toBeTruthy();
  });

  it('a visitor who never signed in gets the login without the notice, and still comes back', async () => {
    signOutForTest();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
    loginUser = organizer;
    await signInThroughForm('Email or Username', 'a@example.test');
    expect(await screen.findByText('team page /teams/t1 for org_a')).toBeTruthy();
  });

  it('a login opened directly leads to /admin', async () => {
    signOutForTest();
    renderApp(LOGIN_PATH);
    loginUser = organizer;
    await signInThroughForm('Email or Username', 'a@example.test');
    expect(await screen.findByText('admin page')).toBeTruthy();
  });
});

describe('readLoginState', () => {
  it.each([
    [{ from: '/teams/t1?tab=squad', sessionEnded: true }, { from: '/teams/t1?tab=squad', sessionEnded: true }],
    [{ from: '//evil.example/x' }, { from: '/admin', sessionEnded: false }],
    [{ from: 'https://evil.example' }, { from: '/admin', sessionEnded: false }],
    [{ from: '/admin/login?x=1' }, { from: '/admin', sessionEnded: false }],
    [{ from: 42, sessionEnded: 'yes' }, { from: '/admin', sessionEnded: false }],
    [null, { from: '/admin', sessionEnded: false }],
  ])('reads %j as %j', (state, expected) => {
    expect(readLoginState(state)).toEqual(expected);
  });
});
