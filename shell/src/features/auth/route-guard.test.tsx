import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, setCurrentOrganizerId, type SessionState } from 'shared-data';
import type { Access } from '../routing/route-table';
import { RouteGuard } from './route-guard';

const organizer: SessionState = {
  status: 'signed-in',
  token: 't',
  user: { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' },
};
const superAdmin: SessionState = { status: 'signed-in', token: 't', user: { id: 'u0', role: 'super_admin', username: 'superadmin' } };

function renderGuard(access: Access, session: SessionState, organizerId: string | null) {
  sessionStore.set(session);
  setCurrentOrganizerId(organizerId);
  render(
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
    </MemoryRouter>,
  );
}

describe('route guard (spec §2)', () => {
  afterEach(() => {
    sessionStore.set({ status: 'loading' });
    setCurrentOrganizerId(null);
  });

  it('shows Loading... while the session is restored', () => {
    renderGuard('organizer', { status: 'loading' }, null);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('redirects a signed-out visitor to the login', () => {
    renderGuard('guarded', { status: 'signed-out' }, null);
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('lets anyone through a public route, even while loading', () => {
    renderGuard('public', { status: 'loading' }, null);
    expect(screen.getByText('protected content')).toBeTruthy();
  });

  it('denies an organizer a super-admin page with the spec text', () => {
    renderGuard('superAdmin', organizer, 'org_a');
    expect(screen.getByText('Access Denied - You need super admin privileges to access this page')).toBeTruthy();
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('asks for an organizer when none is selected', () => {
    renderGuard('organizer', superAdmin, null);
    expect(screen.getByRole('heading', { name: 'No Organizer Selected' })).toBeTruthy();
    expect(screen.getByText('Please select an organizer first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it("refuses an organizer on another organizer's selection", () => {
    renderGuard('organizer', organizer, 'org_b');
    expect(screen.getByText('You need organizer privileges to access this page')).toBeTruthy();
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
