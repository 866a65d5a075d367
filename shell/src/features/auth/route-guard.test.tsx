import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { TestDataProvider, installMemoryStorage, restoringSessionForTest, signInForTest, signOutForTest } from 'shared-data/testing';
import type { PublicUser } from 'shared-domain';
import type { Access } from '../routing/route-table';
import { RouteGuard } from './route-guard';

const organizer: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };
const superAdmin: PublicUser = { id: 'u0', role: 'super_admin', username: 'superadmin' };

/** Who the guard sees: a signed-in user, or the session still restoring / signed out. */
type Session = PublicUser | 'loading' | 'signed-out';

function renderGuard(access: Access, session: Session, organizerId: string | null) {
  if (session === 'loading') restoringSessionForTest();
  else if (session === 'signed-out') signOutForTest();
  else signInForTest(session);
  setCurrentOrganizerId(organizerId);
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/teams']}>
        <Routes>
          <Route
            path="/teams"
            element={
              <RouteGuard access={access}>
                <p>protected content</p>
              </RouteGuard>
            }
          />
          <Route path="/admin/login" element={<p>login page</p>} />
          <Route path="/admin" element={<p>admin page</p>} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

describe('route guard (spec §2)', () => {
  afterEach(() => {
    restoringSessionForTest();
    setCurrentOrganizerId(null);
  });

  it('shows Loading... while the session is restored', () => {
    renderGuard('organizer', 'loading', null);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('redirects a signed-out visitor to the login', () => {
    renderGuard('guarded', 'signed-out', null);
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('lets anyone through a public route, even while loading', () => {
    renderGuard('public', 'loading', null);
    expect(screen.getByText('protected content')).toBeTruthy();
  });

  it('denies an organizer a super-admin page with the spec text', () => {
    renderGuard('superAdmin', organizer, 'org_a');
    expect(screen.getByText('Access Denied - You need super admin privileges to access this page')).toBeTruthy();
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('asks the super admin for an organizer and lets it pick one right there', async () => {
    installMemoryStorage().seed('organizers', [{ id: 'org_a', name: 'Riverside League', email: '', createdAtISO: '2024-01-01T00:00:00.000Z' }]);
    renderGuard('organizer', superAdmin, null);
    expect(screen.getByRole('heading', { name: 'No Organizer Selected' })).toBeTruthy();
    expect(screen.getByText('Please select an organizer first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Organizer' }));
    await user.click(await screen.findByRole('option', { name: 'Riverside League' }));
    expect(await screen.findByText('protected content')).toBeTruthy();
  });

  it.each([null, 'org_b'])('keeps an organizer on its own organizer whatever storage says (%s)', (stored) => {
    renderGuard('organizer', organizer, stored);
    expect(screen.getByText('protected content')).toBeTruthy();
  });

  it('offers an organizer account without an organizer no picker, only the way home', () => {
    renderGuard('organizer', { ...organizer, organizerId: undefined }, null);
    expect(screen.getByRole('heading', { name: 'No Organizer Selected' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
  });

  it('admits an organizer on its own selection', () => {
    renderGuard('organizer', organizer, 'org_a');
    expect(screen.getByText('protected content')).toBeTruthy();
  });

  it('admits the super admin on any selected organizer', () => {
    renderGuard('organizer', superAdmin, 'org_z');
    expect(screen.getByText('protected content')).toBeTruthy();
  });
});
