import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player, Team } from 'shared-domain';

import type { ReactNode } from 'react';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { useTeamQuery } from '../../../common/api/use-team-query';
import { useTeamEditor } from '../../../common/hooks/use-team-editor';
import { PlayersTable } from './players-table';

const haaland: Player = { id: 'p1', firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9, isPublic: true, createdAtISO: '', dateOfBirth: '2000-07-21' };
const team: Team = { id: 'team_1', name: 'Rovers', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', version: 1, players: [haaland] };

function TableOf({ team: read }: { team: Team }) {
  return <PlayersTable editor={useTeamEditor(read)} />;
}

/** The table as the team screen shows it: over the team query, with the team's editor. */
function Harness() {
  const query = useTeamQuery(team.id);
  return query.data ? <TableOf team={query.data} /> : null;
}

const Providers = ({ children }: { children: ReactNode }) => (
  <TestDataProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </TestDataProvider>
);

async function renderTable() {
  render(<Harness />, { wrapper: Providers });
  await screen.findByRole('button', { name: '+ Add Player' });
}

const stored = () => memory.all<Team>('teams')[0]!;
const updates = () => memory.operations.filter((op) => op.kind === 'update');

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [team]);
});

describe('PlayersTable', () => {
  it('lists players with a link to their page and their public state', async () => {
    await renderTable();
    expect(screen.getByRole('link', { name: 'Erling Haaland' }).getAttribute('href')).toBe('/players/p1');
    expect(screen.getByRole('switch', { name: 'Public: Erling Haaland' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('region', { name: 'Players (1)' })).toBeTruthy();
  });

  it('+ Add Player opens an unsaved row with the spec defaults; only Save stores it (issue 22)', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: '+ Add Player' }));
    const first = screen.getByLabelText('First Name') as HTMLInputElement;
    expect([first.value, (screen.getByLabelText('Last Name') as HTMLInputElement).value]).toEqual(['New', 'Player']);
    expect((screen.getByLabelText('Number') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Position') as HTMLSelectElement).value).toBe('Forward');
    expect(screen.getByRole('switch', { name: 'Public: New Player' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(first);
    // Nothing is stored while the row is open.
    expect(updates()).toHaveLength(0);
    expect(stored().players).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Players (1)' })).toBeTruthy();

    await user.clear(first);
    await user.type(first, 'Bukayo');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Saka');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bukayo Saka added.')).toBeTruthy();
    expect(updates()).toHaveLength(1);
    const added = stored().players[1]!;
    expect(added).toMatchObject({ firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', number: 1, isPublic: true });
    expect(added.id).toMatch(/^player_\d+_[0-9a-z]+$/);
    expect(screen.getByRole('region', { name: 'Players (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bukayo Saka' }).getAttribute('href')).toBe(`/players/${added.id}`);
  });

  it('Cancel on the new row leaves nothing stored and no row behind; the focus goes back to + Add Player', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: '+ Add Player' }));
    await user.click(screen.getByRole('switch', { name: 'Public: New Player' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.queryByText('New Player')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add Player' }));
    expect(updates()).toHaveLength(0);
    expect(stored().players.map((p) => p.id)).toEqual(['p1']);
  });

  it('the new row stores its Public switch as set before Save', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: '+ Add Player' }));
    await user.click(screen.getByRole('switch', { name: 'Public: New Player' }));
    expect(updates()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New Player added.')).toBeTruthy();
    expect(stored().players[1]).toMatchObject({ firstName: 'New', isPublic: false });
  });

  it('refuses a shirt number a teammate wears, naming them, on a new row and on an edited one (issue 22)', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: '+ Add Player' }));
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Number 9 is already worn by Erling Haaland.')).toBeTruthy();
    expect(updates()).toHaveLength(0);
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New Player added.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Erling Haaland' }));
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Number 7 is already worn by New Player.')).toBeTruthy();
    expect(stored().players.map((p) => p.number)).toEqual([9, 7]);
    // Keeping one's own number is fine.
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Erling Haaland saved.')).toBeTruthy();
  });

  it('edits one row inline: names, number (empty = unset), position and date of birth', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: 'Edit Erling Haaland' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Erling B.');
    await user.clear(screen.getByLabelText('Number'));
    await user.selectOptions(screen.getByLabelText('Position'), 'Midfielder');
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Erling B. Haaland saved.')).toBeTruthy();
    const saved = stored().players[0]!;
    expect(saved).toMatchObject({ firstName: 'Erling B.', lastName: 'Haaland', position: 'Midfielder' });
    expect('number' in saved).toBe(false);
    expect('dateOfBirth' in saved).toBe(false);
    expect(screen.queryByLabelText('First Name')).toBeNull();
    // Focus returns to the row's Edit button on the next frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Erling B. Haaland' })).toBe(document.activeElement));
  });

  it('refuses a row whose number does not parse or whose name is too long, in its cell, and keeps the stored player', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: 'Edit Erling Haaland' }));
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '9x');
    await user.click(screen.getByLabelText('Last Name'));
    await user.paste('H'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByLabelText('Number').closest('tr')!;
    expect(await within(row).findByText('Number must be a whole number from 0 to 999.')).toBeTruthy();
    expect(within(row).getByText('Last name must be at most 100 characters.')).toBeTruthy();
    expect(within(row).getByText('107 / 100')).toBeTruthy();
    expect(updates()).toEqual([]);
    expect(stored().players[0]).toMatchObject({ number: 9, lastName: 'Haaland' });
  });

  it('Escape cancels an edit without saving', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: 'Edit Erling Haaland' }));
    await user.type(screen.getByLabelText('Last Name'), 'XYZ{Escape}');
    expect(screen.queryByLabelText('Last Name')).toBeNull();
    expect(updates()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Erling Haaland' })).toBeTruthy();
  });

  it('switches a player hidden and back; quick successive saves never conflict with each other', async () => {
    const user = userEvent.setup();
    await renderTable();
    const toggle = screen.getByRole('switch', { name: 'Public: Erling Haaland' });
    await user.click(toggle);
    expect(await screen.findByText('Erling Haaland is now hidden from the public.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(toggle).getByText('Hidden')).toBeTruthy();
    await user.click(toggle);
    await screen.findByText('Erling Haaland is now visible to everyone.');
    expect(stored()).toMatchObject({ version: 3, players: [{ isPublic: true }] });
  });

  it('the switch flips at once while the save runs, and flips back when it fails', async () => {
    const user = userEvent.setup();
    await renderTable();
    const release = memory.pauseWhen((op) => op.kind === 'update');
    memory.failWhen((op) => op.kind === 'update');
    const toggle = screen.getByRole('switch', { name: 'Public: Erling Haaland' });
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    release();
    expect(await screen.findByText('The changes could not be saved. Please try again.')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(toggle.getAttribute('aria-busy')).toBeNull();
    expect(stored().players[0]!.isPublic).toBe(true);
    vi.mocked(console.error).mockRestore();
  });

  it('on a lost race keeps my row edit and the squad changes made elsewhere', async () => {
    const user = userEvent.setup();
    const elsewhere: Team = { ...team, version: 5, players: [{ ...haaland, position: 'Midfielder' }, { ...haaland, id: 'p2', firstName: 'Added', lastName: 'Elsewhere' }] };
    await renderTable();
    memory.seed('teams', [elsewhere]);
    await user.click(screen.getByRole('button', { name: 'Edit Erling Haaland' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Erlend');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Erlend Haaland saved. Also updated elsewhere: Position (Player Erlend Haaland), Player Added Elsewhere.')).toBeTruthy();
    expect(stored().players.map((p) => [p.firstName, p.position])).toEqual([
      ['Erlend', 'Midfielder'],
      ['Added', 'Forward'],
    ]);
    expect(screen.getByRole('link', { name: 'Erlend Haaland' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Added Elsewhere' })).toBeTruthy();
  });

  it('on a lost race on the same field, with nobody to ask, shows the message and the stored squad', async () => {
    const user = userEvent.setup();
    await renderTable();
    memory.seed('teams', [{ ...team, version: 5, players: [{ ...haaland, firstName: 'Changed' }] }]);
    await user.click(screen.getByRole('button', { name: 'Edit Erling Haaland' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Erlend');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This team was changed elsewhere; the latest version is shown.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Changed Haaland' })).toBeTruthy();
    expect(stored().players[0]!.firstName).toBe('Changed');
  });
});

const squadPlayer = (id: string, firstName: string): Player => ({ id, firstName, lastName: 'Stone', position: 'Forward', number: 9, isPublic: true, createdAtISO: '' });
const squad = [squadPlayer('p1', 'Ada'), squadPlayer('p2', 'Bea'), squadPlayer('p3', 'Cy')];
const storedIds = () => (memory.all<Team>('teams')[0]?.players ?? []).map((p) => p.id);

describe('Delete player from the squad table', () => {
  beforeEach(() => memory.seed('teams', [{ ...team, players: squad }]));

  it('asks first (named, Cancel focused); Cancel keeps the player', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete player Bea Stone' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete player “Bea Stone”?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedIds()).toEqual(['p1', 'p2', 'p3']);
  });

  it('removes the player after the confirmation, and Undo puts them back at their place', async () => {
    const user = userEvent.setup();
    await renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete player Bea Stone' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete player' }));
    const toast = (await screen.findByText('Bea Stone deleted.')).closest('[role="status"]') as HTMLElement;
    expect(storedIds()).toEqual(['p1', 'p3']);
    expect(screen.queryByRole('link', { name: 'Bea Stone' })).toBeNull();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Bea Stone restored.')).toBeTruthy();
    expect(storedIds()).toEqual(['p1', 'p2', 'p3']);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Ada Stone', 'Bea Stone', 'Cy Stone']);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
