import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, selectedOrganizerForTest, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { AllTournamentsScreen } from './all-tournaments-screen';

const tournament = (id: string, name: string, organizerId: string, visibility: Tournament['visibility'] = 'public'): Tournament => ({
  id,
  name,
  organizerId,
  visibility,
  format: { mode: 'league' },
  teamIds: ['a', 'b'],
  createdAtISO: '2024-01-01T00:00:00.000Z',
});

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/admin/all-tournaments']}>
        <Routes>
          <Route path="/admin/all-tournaments" element={<AllTournamentsScreen />} />
          <Route path="/tournaments/:id" element={<h1>Tournament page</h1>} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [
    { id: 'org_r', name: 'Riverside League', email: '', createdAtISO: '' },
    { id: 'org_a', name: 'Albion', email: '', createdAtISO: '' },
  ]);
  memory.seed('tournaments', [tournament('t1', 'Winter Cup', 'org_r'), tournament('t2', 'Spring League', 'org_a', 'private'), tournament('t3', 'Autumn Cup', 'org_r')]);
  signInForTest({ id: 'sa', role: 'super_admin', username: 'superadmin' });
  setCurrentOrganizerId(null);
});

describe('AllTournamentsScreen (spec §2: the super admin sees every organizer’s tournaments)', () => {
  it("lists every organizer's tournaments with their organizer's name", async () => {
    renderScreen();
    const table = await screen.findByRole('table');
    expect(screen.getByText('Tournaments (3)')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Spring League', 'Albion'],
      ['Autumn Cup', 'Riverside League'],
      ['Winter Cup', 'Riverside League'],
    ]);
    expect(within(rowOf('Spring League')).getByText('Private')).toBeTruthy();
    expect(within(rowOf('Winter Cup')).getByRole('link', { name: /^Public page of Winter Cup/ }).getAttribute('href')).toBe('/public/tournaments/t1');
  });

  it("View selects the tournament's organizer and opens the tournament", async () => {
    renderScreen();
    await screen.findByRole('table');
    await userEvent.setup().click(within(rowOf('Spring League')).getByRole('link', { name: 'View Spring League' }));
    expect(await screen.findByRole('heading', { name: 'Tournament page' })).toBeTruthy();
    expect(selectedOrganizerForTest()).toBe('org_a');
  });

  it('says so when they cannot be read, with a Retry', async () => {
    memory.failWhen((op) => op.table === 'tournaments');
    renderScreen();
    expect(await screen.findByText(/Could not load the tournaments\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows an empty list as such', async () => {
    memory = installMemoryStorage();
    renderScreen();
    expect(await screen.findByText('No tournaments yet.')).toBeTruthy();
    expect(screen.getByText('Tournaments (0)')).toBeTruthy();
  });
});
