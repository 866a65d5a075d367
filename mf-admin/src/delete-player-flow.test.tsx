import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Player, Team } from 'shared-domain';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, signInForTest, TestDataProvider, type TestStorage } from 'shared-data/testing';
import { TeamDetailScreen } from './features/team-detail/components/team-detail-screen';
import { PlayerDetailScreen } from './features/player-detail/components/player-detail-screen';

const player = (id: string, firstName: string): Player => ({ id, firstName, lastName: 'Stone', position: 'Forward', number: 4, isPublic: true, createdAtISO: '' });
const team: Team = { id: 'team_a', name: 'Riverside Rovers', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', version: 2, players: [player('p1', 'Ada'), player('p2', 'Bea')] };

let memory: TestStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
  memory.seed('teams', [team]);
});
const storedIds = () => (memory.all<Team>('teams')[0]?.players ?? []).map((p) => p.id);

describe('Delete player on the player page', () => {
  it('asks, removes the player, opens the team page with Undo, and Undo puts them back first', async () => {
    render(
      <TestDataProvider>
        <MemoryRouter initialEntries={['/players/p1']}>
          <Routes>
            <Route path="/players/:playerId" element={<PlayerDetailScreen />} />
            <Route path="/teams/:teamId" element={<TeamDetailScreen />} />
          </Routes>
        </MemoryRouter>
      </TestDataProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete player' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Ada Stone”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Rovers' })).toBeTruthy();
    expect(storedIds()).toEqual(['p2']);
    const toast = (await screen.findByText('Ada Stone deleted.')).closest('[role="status"]') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Ada Stone restored.')).toBeTruthy();
    expect(storedIds()).toEqual(['p1', 'p2']);
  });
});
