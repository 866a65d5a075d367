import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { TournamentsScreen } from './tournaments-screen';

const tournament = (id: string, name: string, createdAtISO: string): Tournament => ({
  id,
  name,
  format: { mode: 'league', rounds: 1 },
  teamIds: ['a', 'b'],
  organizerId: 'org_1',
  createdAtISO,
  visibility: 'private',
  version: 1,
});

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <TournamentsScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('tournaments', [tournament('t1', 'Spring Cup', '2024-03-01T00:00:00.000Z'), tournament('t2', 'Summer League', '2024-06-01T00:00:00.000Z')]);
});

describe('TournamentsScreen (spec §2 Manage Tournaments)', () => {
  it('lists the organizer’s tournaments, newest first', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your Tournaments (2)' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Summer League', 'Spring Cup']);
    expect(screen.queryByText(/could not be shown/)).toBeNull();
  });

  it('shows the readable tournaments and "1 item could not be shown" for one stored in a shape the app cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    memory.seed('tournaments', [{ ...tournament('t3', 'Broken Cup', '2024-09-01T00:00:00.000Z'), teamIds: 'a,b' }]);
    renderScreen();
    expect(await screen.findByText('1 item could not be shown')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Tournaments (2)' })).toBeTruthy();
    expect(screen.queryByText('Broken Cup')).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });
});
