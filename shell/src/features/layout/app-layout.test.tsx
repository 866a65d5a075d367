import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import {
  TestDataProvider,
  installMemoryStorage,
  signInForTest,
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

function renderLayout() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <AppLayout publicPage={false}>
          <p>screen</p>
        </AppLayout>
      </MemoryRouter>
    </TestDataProvider>,
  );
  return screen.getByRole('region', { name: 'Signed-in user' });
}

describe('AppLayout', () => {
  let storage: TestStorage;
  beforeEach(() => {
    storage = installMemoryStorage();
    storage.seed('organizers', [riverside]);
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

  it('tells the super admin which organizer they are managing', async () => {
    signInForTest({ id: 'u0', role: 'super_admin', username: 'superadmin' });
    setCurrentOrganizerId('org_a');
    const bar = renderLayout();
    expect(within(bar).getByText('SUPERADMIN')).toBeDefined();
    expect(await within(bar).findByText('Riverside League')).toBeDefined();
  });

  it('shows a placeholder while the selected organizer is unknown', () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_b', email: 'b@example.test' });
    setCurrentOrganizerId('org_b');
    expect(within(renderLayout()).getByText('…')).toBeDefined();
  });
});
