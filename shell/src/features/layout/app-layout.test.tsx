import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import {
  TestDataProvider,
  installMemoryStorage,
  signInForTest,
  selectedOrganizerForTest,
  signOutForTest,
  type TestStorage,
} from 'shared-data/testing';
import { AppLayout } from './app-layout';

const riverside = {
  id: 'org_a',
  name: 'Riverside League',
  email: 'a@example.test',
  createdAtISO: '2024-01-01T00:00:00.000Z',
};

function renderPage() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <AppLayout publicPage={false}>
          <p>screen</p>
        </AppLayout>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

function renderLayout() {
  renderPage();
  return screen.getByRole('region', { name: 'Signed-in user' });
}

describe('AppLayout', () => {
  let storage: TestStorage;
  beforeEach(() => {
    storage = installMemoryStorage();
    storage.seed('organizers', [riverside, { ...riverside, id: 'org_b', name: 'Albion Sunday League' }]);
  });
  afterEach(() => {
    signOutForTest();
    setCurrentOrganizerId(null);
  });

  it('names the selected organizer in the logged-in bar once its card is read', async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' });
    setCurrentOrganizerId('org_a');
    const bar = renderLayout();
    expect(await within(bar).findByText('Riverside League')).toBeDefined();
  });

  it('gives an organizer no way to switch or clear its organizer', async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' });
    // Even a cleared stored choice leaves an organizer on its own organizer.
    setCurrentOrganizerId(null);
    const bar = renderLayout();
    expect(await within(bar).findByText('Riverside League')).toBeDefined();
    expect(within(bar).queryByRole('combobox')).toBeNull();
    const buttons = within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual([expect.stringMatching(/^Switch to \w+ theme$/), 'Sign out']);
  });

  it('lets the super admin pick an organizer by name in the bar', async () => {
    const user = userEvent.setup();
    signInForTest({ id: 'u0', role: 'super_admin', username: 'superadmin' });
    setCurrentOrganizerId('org_a');
    const bar = renderLayout();
    expect(within(bar).getByText('SUPERADMIN')).toBeDefined();
    const picker = within(bar).getByRole('combobox', { name: 'Organizer' }) as HTMLInputElement;
    expect(await within(bar).findByDisplayValue('Riverside League')).toBe(picker);
    await user.click(picker);
    await user.keyboard('albion{Enter}');
    expect(selectedOrganizerForTest()).toBe('org_b');
    expect(picker.value).toBe('Albion Sunday League');
  });

  it.each([
    ['an organizer', { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' } as const],
    ['the super admin', { id: 'u0', role: 'super_admin', username: 'superadmin' } as const],
  ])('gives %s a Security link to its two-step verification, beside Sign out', (_who, user) => {
    signInForTest(user);
    const bar = renderLayout();
    expect(within(bar).getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/admin/security');
  });

  it('shows no "Logged in as" bar once signed out, whatever was stored', () => {
    signOutForTest();
    setCurrentOrganizerId('org_a');
    renderPage();
    expect(screen.queryByRole('region', { name: 'Signed-in user' })).toBeNull();
    expect(screen.queryByText('Logged in as')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Security' })).toBeNull();
  });

  it('shows a placeholder while the selected organizer is unknown', () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_b', email: 'b@example.test' });
    setCurrentOrganizerId('org_b');
    expect(within(renderLayout()).getByText('…')).toBeDefined();
  });
});
