import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { TeamsScreen } from './teams-screen';

const team = (id: string, name: string, players = 0): Team => ({
  id,
  name,
  colors: ['#3B82F6'],
  organizerId: 'org_1',
  createdAtISO: `2024-01-0${id.length}T00:00:00.000Z`,
  version: 1,
  players: Array.from({ length: players }, (_, i) => ({ id: `${id}_p${i}`, firstName: 'P', lastName: String(i), position: 'Forward', isPublic: true, createdAtISO: '' })),
});

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <TeamsScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const storedNames = () => memory.all<Team>('teams').map((t) => t.name).sort();
const teamCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('teams', [team('a', 'Arsenal', 2), team('bb', 'Brentford', 1), { ...team('ccc', 'Not Mine'), organizerId: 'org_2' }]);
});

describe('TeamsScreen (spec §2 Manage Teams)', () => {
  it("lists the organizer's teams with their squad size and a Manage link", async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your Teams (2)' })).toBeTruthy();
    expect(within(teamCard('Arsenal')).getByText('2 players')).toBeTruthy();
    expect(within(teamCard('Brentford')).getByText('1 player')).toBeTruthy();
    expect(within(teamCard('Arsenal')).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/teams/a');
    expect(screen.queryByText('Not Mine')).toBeNull();
  });

  it('creates a team with two colours; a blank name is refused and nothing is saved', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Create team' });
    await user.type(within(form).getByLabelText(/Team Name/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Create Team' }));
    expect(await within(form).findByText('Team name is required.')).toBeTruthy();
    expect(memory.operations.filter((op) => op.kind === 'create')).toEqual([]);

    await user.clear(within(form).getByLabelText(/Team Name/));
    await user.type(within(form).getByLabelText(/Team Name/), 'Chelsea');
    await user.click(within(form).getByRole('button', { name: 'Add Color' }));
    await user.click(within(form).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('heading', { name: 'Your Teams (3)' })).toBeTruthy();
    expect(memory.all<Team>('teams').find((t) => t.name === 'Chelsea')).toMatchObject({ organizerId: 'org_1', colors: ['#3B82F6', '#EF4444'] });
    expect((within(form).getByLabelText(/Team Name/) as HTMLInputElement).value).toBe('');
  });

  it('bulk adds one team per line and says how many', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Bulk add teams' });
    await user.type(within(form).getByLabelText('Team names (one per line)'), 'Chelsea{Enter}{Enter}  Everton  ');
    await user.click(within(form).getByRole('button', { name: 'Add 2 Teams' }));
    expect(await within(form).findByText('Added 2 teams.')).toBeTruthy();
    expect(storedNames()).toEqual(['Arsenal', 'Brentford', 'Chelsea', 'Everton', 'Not Mine']);
    expect(await screen.findByRole('heading', { name: 'Your Teams (4)' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Add Teams' })).toBeTruthy();
  });

  it('bulk add skips names that exist or repeat (case- and space-insensitive) and says which', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Bulk add teams' });
    await user.type(within(form).getByLabelText('Team names (one per line)'), ' arsenal {Enter}Chelsea{Enter}CHELSEA{Enter}Brentford');
    await user.click(within(form).getByRole('button', { name: 'Add 4 Teams' }));
    // A name given twice in the paste is a repeat, not a team that "already exists" (issue 22).
    expect(await within(form).findByText('Added 1 team. Skipped 2 teams that already exist: arsenal, Brentford. Listed twice: Chelsea (added once).')).toBeTruthy();
    expect(storedNames()).toEqual(['Arsenal', 'Brentford', 'Chelsea', 'Not Mine']);
  });

  it('a bulk add that fails part-way keeps the names not saved in the box', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let creates = 0;
    memory.failWhen((op) => op.kind === 'create' && ++creates === 2);
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Bulk add teams' });
    await user.type(within(form).getByLabelText('Team names (one per line)'), 'Chelsea{Enter}Everton{Enter}Fulham');
    await user.click(within(form).getByRole('button', { name: 'Add 3 Teams' }));
    expect(await within(form).findByText('Added 1 of 3 teams; the remaining names are still in the box. Please try again.')).toBeTruthy();
    expect((within(form).getByLabelText('Team names (one per line)') as HTMLTextAreaElement).value).toBe('Everton\nFulham');
    expect(storedNames()).toContain('Chelsea');
    expect(await screen.findByRole('heading', { name: 'Your Teams (3)' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the other teams and "1 item could not be shown" when one team is stored in a shape the app cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Anyone who may write teams can store any shape through the data API (issue 11).
    memory.seed('teams', [{ id: 'dd', name: 'Broken', organizerId: 'org_1', createdAtISO: '2024-01-04T00:00:00.000Z', colors: 'red', players: 'none' }]);
    renderScreen();
    expect(await screen.findByText('1 item could not be shown')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Teams (2)' })).toBeTruthy();
    expect(within(teamCard('Arsenal')).getByText('2 players')).toBeTruthy();
    expect(within(teamCard('Brentford')).getByText('1 player')).toBeTruthy();
    expect(screen.queryByText('Broken')).toBeNull();
    expect(warn).toHaveBeenCalledWith('A stored team (id dd) could not be read and is not shown: colors: expected Array, received "red"');
  });

  it('counts every unreadable team, and the note goes once the list reads them all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    memory.seed('teams', [{ ...team('dd', 'No squad'), players: undefined }, { ...team('eee', 'Text colours'), colors: '#fff' }]);
    renderScreen();
    expect(await screen.findByText('2 items could not be shown')).toBeTruthy();
    memory.seed('teams', [team('dd', 'No squad'), team('eee', 'Text colours')]);
    // Creating a team reads the list again.
    const form = await screen.findByRole('form', { name: 'Create team' });
    await user.type(within(form).getByLabelText(/Team Name/), 'Chelsea');
    await user.click(within(form).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('heading', { name: 'Your Teams (5)' })).toBeTruthy();
    expect(screen.queryByText(/could not be shown/)).toBeNull();
  });
});
