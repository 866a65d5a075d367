import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { TeamsScreen } from './teams-screen';

const player = { id: 'p1', firstName: 'Ada', lastName: 'Stone', position: 'Forward', isPublic: true, createdAtISO: '' };
const eagles: Team = { id: 'team_eagles', name: 'Eagles', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', version: 3, players: [player] };

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('teams', [eagles]);
});

async function deleteFromCard() {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/teams']}>
        <TeamsScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
  const user = userEvent.setup();
  const card = (await screen.findByRole('heading', { level: 3, name: 'Eagles' })).closest('li')!;
  await user.click(within(card).getByRole('button', { name: 'Delete team' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete “Eagles”?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
  return user;
}

describe('Delete team from its card on Manage Teams, with undo', () => {
  it('deletes after the confirmation and offers Undo, which restores the team exactly', async () => {
    const user = await deleteFromCard();
    const toast = await screen.findByRole('status', { name: '' });
    expect(toast.textContent).toContain('Eagles deleted.');
    expect(await screen.findByRole('heading', { name: 'Your Teams (0)' })).toBeTruthy();
    expect(memory.all('teams')).toEqual([]);

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Eagles restored.')).toBeTruthy();
    expect(memory.all('teams')).toEqual([eagles]);
    expect(await screen.findByRole('heading', { name: 'Your Teams (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
