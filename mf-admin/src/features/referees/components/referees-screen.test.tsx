import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Referee } from 'shared-domain';
import { RefereesScreen } from './referees-screen';

const team = (id: string, name: string) => ({ id, name, colors: [], organizerId: 'org_1', createdAtISO: '2024-01-01', players: [] });

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <RefereesScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const storedReferees = (memory: MemoryStorage) => memory.all<{ id: string; referees?: Referee[] }>('organizers').find((o) => o.id === 'org_1')!.referees;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [{ id: 'org_1', name: 'One', email: 'one@example.test', createdAtISO: '' }]);
  memory.seed('teams', [team('lions', 'Lions'), team('tigers', 'Tigers')]);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1', email: 'one@example.test' });
  setCurrentOrganizerId('org_1');
});

describe('RefereesScreen (issue 25)', () => {
  it('adds a referee with a contact and the team they belong to, edits and removes them', async () => {
    const user = userEvent.setup();
    renderScreen();
    const add = await screen.findByRole('form', { name: 'Add referee' });
    await user.type(within(add).getByLabelText(/^Name/), 'Ann Lee');
    await user.type(within(add).getByLabelText(/^Contact/), '06 12 34 56 78');
    await user.click(within(add).getByRole('checkbox', { name: 'Lions' }));
    await user.click(within(add).getByRole('button', { name: 'Add Referee' }));

    const card = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(card).getByText('06 12 34 56 78')).toBeTruthy();
    expect(within(card).getByText('Belongs to Lions')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Referees (1)' })).toBeTruthy();
    expect(storedReferees(memory)).toEqual([{ id: expect.stringMatching(/^referee_/), name: 'Ann Lee', contact: '06 12 34 56 78', teamIds: ['lions'] }]);

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const editForm = screen.getByRole('form', { name: 'Edit Ann Lee' });
    await user.click(within(editForm).getByRole('checkbox', { name: 'Tigers' }));
    await user.click(within(editForm).getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByRole('article', { name: 'Ann Lee' })).getByText('Belongs to Lions, Tigers')).toBeTruthy();

    await user.click(within(screen.getByRole('article', { name: 'Ann Lee' })).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No referees yet')).toBeTruthy();
    await waitFor(() => expect(storedReferees(memory)).toEqual([]));
  });

  it('refuses a name the list has, and keeps a referee another tab added meanwhile', async () => {
    const user = userEvent.setup();
    renderScreen();
    const add = await screen.findByRole('form', { name: 'Add referee' });
    await user.type(within(add).getByLabelText(/^Name/), 'Ann Lee');
    await user.click(within(add).getByRole('button', { name: 'Add Referee' }));
    await screen.findByRole('article', { name: 'Ann Lee' });

    await user.type(within(add).getByLabelText(/^Name/), 'ann lee');
    await user.click(within(add).getByRole('button', { name: 'Add Referee' }));
    expect(await within(add).findByText('ann lee is already on your list of referees.')).toBeTruthy();

    // Another tab adds Bo Berg: this page's save is checked against the version it read, loses, and is applied again.
    const stored = memory.all<{ id: string; referees: Referee[]; version: number }>('organizers')[0]!;
    memory.seed('organizers', [{ ...stored, referees: [...stored.referees, { id: 'referee_bo', name: 'Bo Berg', teamIds: [] }], version: stored.version + 1 }]);
    await user.clear(within(add).getByLabelText(/^Name/));
    await user.type(within(add).getByLabelText(/^Name/), 'Cy Dunn');
    await user.click(within(add).getByRole('button', { name: 'Add Referee' }));
    await screen.findByRole('article', { name: 'Cy Dunn' });
    expect(storedReferees(memory)?.map((r) => r.name)).toEqual(['Ann Lee', 'Bo Berg', 'Cy Dunn']);
  });
});

describe('a referee’s own schedule (issue 25)', () => {
  it('lists their matches in kick-off order with day, time, pitch and teams', async () => {
    const window = [{ day: '2025-06-07', from: '09:00', to: '17:00' }];
    memory.seed('organizers', [{ id: 'org_1', name: 'One', email: 'one@example.test', createdAtISO: '', referees: [{ id: 'ann', name: 'Ann Lee', teamIds: [] }] }]);
    memory.seed('tournaments', [{ id: 't1', name: 'Spring Cup', format: { mode: 'league' }, teamIds: ['lions', 'tigers'], organizerId: 'org_1', createdAtISO: '', venues: [{ id: 'v1', name: 'Park', pitches: [{ id: 'p2', name: 'Pitch 2', windows: window }] }] }]);
    const game = (id: string, time: string, refereeId: string) => ({ id, tournamentId: 't1', organizerId: 'org_1', homeTeamId: 'lions', awayTeamId: 'tigers', round: 1, dateISO: '2025-06-07', time, pitchId: 'p2', refereeId });
    memory.seed('matches', [game('m2', '11:00', 'ann'), game('m1', '09:25', 'ann'), game('m3', '10:00', 'bo')]);
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Schedule of Ann Lee' }));
    const schedule = await screen.findByRole('region', { name: 'Schedule of Ann Lee' });
    const rows = await within(schedule).findAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      ['2025-06-07', '09:25', 'Pitch 2', 'Lions v Tigers', 'Spring Cup'],
      ['2025-06-07', '11:00', 'Pitch 2', 'Lions v Tigers', 'Spring Cup'],
    ]);
    expect(within(schedule).getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
