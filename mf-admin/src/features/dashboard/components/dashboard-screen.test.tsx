import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { DashboardScreen } from './dashboard-screen';

const player = (id: string) => ({ id, firstName: 'P', lastName: id, position: 'Forward', isPublic: true, createdAtISO: '' });
const team = (id: string, organizerId: string, players: number) => ({
  id,
  name: id,
  colors: [],
  organizerId,
  createdAtISO: '2024-01-01',
  players: Array.from({ length: players }, (_, i) => player(`${id}_${i}`)),
});

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <DashboardScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

/** The value of a Quick Stats tile by its label. */
const tile = (label: string) => within(screen.getByRole('region', { name: 'Quick Stats' })).getByText(label, { exact: true }).closest('dl')!.querySelector('dd')!.textContent;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [{ id: 'org_1', name: 'One', email: 'one@example.test', createdAtISO: '' }, { id: 'org_2', name: 'Two', email: 'two@example.test', createdAtISO: '' }]);
  memory.seed('teams', [team('a', 'org_1', 2), team('b', 'org_1', 1), team('c', 'org_2', 5)]);
  memory.seed('tournaments', [{ id: 't1', organizerId: 'org_1' }, { id: 't2', organizerId: 'org_2' }]);
  memory.seed('matches', [
    { tournamentId: 't1', id: 'm1', organizerId: 'org_1' },
    { tournamentId: 't1', id: 'm2', organizerId: 'org_1' },
    { tournamentId: 't2', id: 'm1', organizerId: 'org_2' },
  ]);
});

describe('DashboardScreen (spec §2 Admin dashboard)', () => {
  it("an organizer sees its own workspace and counts", async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1', email: 'one@example.test' });
    setCurrentOrganizerId('org_1');
    renderScreen();
    expect(await screen.findByText('Welcome, one@example.test · Organizer Access')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Teams' }).getAttribute('href')).toBe('/teams');
    await screen.findByText('Teams');
    expect([tile('Teams'), tile('Tournaments'), tile('Matches'), tile('Players')]).toEqual(['2', '1', '2', '3']);
    expect(screen.queryByText('Organizers')).toBeNull();
  });

  it('an organizer whose stored choice was cleared or replaced still sees its own counts, never zeros', async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1', email: 'one@example.test' });
    setCurrentOrganizerId('org_2');
    renderScreen();
    await screen.findByText('Teams');
    expect([tile('Teams'), tile('Tournaments'), tile('Matches'), tile('Players')]).toEqual(['2', '1', '2', '3']);
  });

  it('the super admin sees every count, organizers included', async () => {
    signInForTest({ id: 'sa', role: 'super_admin', username: 'superadmin' });
    setCurrentOrganizerId(null);
    renderScreen();
    expect(await screen.findByText('Welcome, superadmin · Full System Access')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Organizers' }).getAttribute('href')).toBe('/admin/organizers');
    expect(screen.getByRole('link', { name: 'All Tournaments' }).getAttribute('href')).toBe('/admin/all-tournaments');
    await screen.findByText('Organizers');
    expect([tile('Organizers'), tile('Teams'), tile('Tournaments'), tile('Matches'), tile('Players')]).toEqual(['2', '3', '2', '3', '8']);
  });

  it('says so when the counts cannot be read', async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1', email: 'one@example.test' });
    setCurrentOrganizerId('org_1');
    memory.failWhen((op) => op.table === 'teams');
    renderScreen();
    expect(await screen.findByText('Could not load the statistics.')).toBeTruthy();
  });

  const stored = () => memory.all<{ id: string }>('organizers').find((organizer) => organizer.id === 'org_1');

  it('an organizer chooses its public contact: empty by default, checked as an email, stored, and cleared again', async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1', email: 'one@example.test' });
    setCurrentOrganizerId('org_1');
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Public contact' });
    const field = within(form).getByLabelText('Public contact email') as HTMLInputElement;
    // Empty by default: never the sign-in email.
    expect(field.value).toBe('');
    await userEvent.type(field, 'call us');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeTruthy();
    expect(memory.operations.some((op) => op.kind === 'update')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, ' hello@one.test ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(await within(form).findByText('Public contact saved.')).toBeTruthy();
    expect(stored()).toMatchObject({ email: 'one@example.test', contactEmail: 'hello@one.test' });

    await userEvent.clear(field);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Contact' }));
    await waitFor(() => expect(stored()).not.toHaveProperty('contactEmail'));
    expect(field.value).toBe('');
  });
});
