import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { restoringSessionForTest, signInForTest, signOutForTest } from 'shared-data/testing';
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
