import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team, Tournament } from 'shared-domain';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { TeamDetailScreen } from './team-detail-screen';

const team = (id: string, name: string): Team => ({ id, name, colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', version: 1, players: [] });
const rovers = team('team_rovers', 'Riverside Rovers');
const free = team('team_free', 'Free Agents FC');
const cup = (id: string, name: string): Tournament => ({ id, name, format: { mode: 'league' }, teamIds: [rovers.id, 'x'], organizerId: 'org_1', createdAtISO: '' });

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [rovers, free]);
  memory.seed('tournaments', [cup('t_spring', 'Spring League'), cup('t_autumn', 'Autumn Cup')]);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
});

/** Opens the team's page and its delete confirmation. */
async function openDelete(teamId: string) {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[`/teams/${teamId}`]}>
        <Routes>
          <Route path="/teams/:teamId" element={<TeamDetailScreen />} />
          <Route path="/teams" element={<p>team list</p>} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete team' }));
  return { user, dialog: screen.getByRole('alertdialog') };
}

const storedIds = () => memory.all<Team>('teams').map((t) => t.id);

describe('Delete team (team detail)', () => {
  it('asks first: the title names the team, the body says what goes, Cancel has the focus', async () => {
    const { dialog } = await openDelete(free.id);
    expect(screen.getByRole('alertdialog', { name: 'Delete “Free Agents FC”?' })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('This removes the team and its players. You can undo it for 10 seconds afterwards.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('deletes a team that plays in no tournament and opens the team list', async () => {
    const { user, dialog } = await openDelete(free.id);
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('team list')).toBeTruthy();
    expect(storedIds()).toEqual([rovers.id]);
  });

  it('refuses a team that plays in tournaments with a message naming them, and deletes nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    const { user, dialog } = await openDelete(rovers.id);
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toMatch(/^This team plays in these tournaments; remove it from them before deleting it:/);
    const links = within(refusal).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.sort()).toEqual([
      ['Autumn Cup', '/tournaments/t_autumn'],
      ['Spring League', '/tournaments/t_spring'],
    ]);
    expect(storedIds()).toEqual([free.id, rovers.id]);
    expect(screen.getByRole('heading', { level: 1, name: 'Riverside Rovers' })).toBeTruthy();
    // A refusal is an answer, not a fault.
    expect(logged).not.toHaveBeenCalledWith('Deleting a team failed', expect.anything());
    // Cancel closes the dialog and forgets the refusal.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    expect(within(screen.getByRole('alertdialog')).queryByRole('alert')).toBeNull();
  });

  it('says so when the store cannot be reached, and keeps the team', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openDelete(free.id);
    memory.failWhen((op) => op.kind === 'remove' && op.table === 'teams');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The team could not be deleted. Please try again.');
    expect(storedIds()).toEqual([free.id, rovers.id]);
  });
});
