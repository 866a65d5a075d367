import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Team } from 'shared-domain';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { TeamDetailScreen } from './team-detail-screen';

// Issue 11: a save that lost a race re-applies the user's changes to the team stored meanwhile.

const baseTeam: Team = {
  id: 'team_1700000000000_abcdx9k2',
  name: 'Riverside Rovers',
  colors: ['#3B82F6'],
  organizerId: 'org_1',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  establishedDate: '1892-03-15',
  version: 3,
  players: [{ id: 'p1', firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9, isPublic: true, createdAtISO: '' }],
};

let memory: MemoryStorage;
beforeEach(() => {
  // Form drafts live in session storage: each test starts without one.
  sessionStorage.clear();
  memory = installMemoryStorage();
  memory.seed('teams', [baseTeam]);
  memory.seed('tournaments', []);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
});

const storedTeam = () => memory.all<Team>('teams')[0]!;
/** Someone else saves the team after this screen read it. */
const savedElsewhere = (changes: Partial<Team>, version = 4) => memory.seed('teams', [{ ...storedTeam(), ...changes, version }]);

async function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[`/teams/${baseTeam.id}`]}>
        <Routes>
          <Route path="/teams/:teamId" element={<TeamDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Riverside Rovers' });
  return user;
}

async function saveName(user: ReturnType<typeof userEvent.setup>, name: string) {
  const details = screen.getByRole('form', { name: 'Team details' });
  await user.clear(within(details).getByLabelText('Team Name'));
  await user.type(within(details).getByLabelText('Team Name'), name);
  await user.click(within(details).getByRole('button', { name: 'Save Details' }));
  return details;
}

describe('TeamDetailScreen: a save that lost a race', () => {
  it("keeps what I typed but did not save in another form, while its untouched fields show what was saved elsewhere", async () => {
    const user = await renderScreen();
    savedElsewhere({ name: 'Rovers From Tab One', establishedDate: '1901-06-01' });
    const details = screen.getByRole('form', { name: 'Team details' });
    await user.clear(within(details).getByLabelText('Team Name'));
    await user.type(within(details).getByLabelText('Team Name'), 'Typed Not Saved');
    const social = screen.getByRole('form', { name: 'Team social links' });
    await user.type(within(social).getByLabelText('Instagram'), 'https://instagram.com/rovers');
    await user.click(within(social).getByRole('button', { name: 'Save Social Links' }));
    expect(await within(social).findByText('Social links saved. Also updated elsewhere: Team Name, Established Date.')).toBeTruthy();
    expect((within(details).getByLabelText('Team Name') as HTMLInputElement).value).toBe('Typed Not Saved');
    expect((within(details).getByLabelText('Established Date') as HTMLInputElement).value).toBe('1901-06-01');
  });

  it('keeps my name and the date saved elsewhere, and says what else changed', async () => {
    const user = await renderScreen();
    savedElsewhere({ establishedDate: '1901-06-01' });
    const details = await saveName(user, 'Riverside United');
    expect(await within(details).findByText('Team details saved. Also updated elsewhere: Established Date.')).toBeTruthy();
    expect(storedTeam()).toMatchObject({ name: 'Riverside United', establishedDate: '1901-06-01', version: 5 });
    expect((within(details).getByLabelText('Team Name') as HTMLInputElement).value).toBe('Riverside United');
    expect((within(details).getByLabelText('Established Date') as HTMLInputElement).value).toBe('1901-06-01');
    expect(screen.getByRole('heading', { level: 1, name: 'Riverside United' })).toBeTruthy();
  });

  it('keeps my social links and the name saved elsewhere; the details form then shows that name', async () => {
    const user = await renderScreen();
    savedElsewhere({ name: 'Rovers From Tab One' });
    const social = screen.getByRole('form', { name: 'Team social links' });
    await user.type(within(social).getByLabelText('Instagram'), 'https://instagram.com/rovers');
    await user.click(within(social).getByRole('button', { name: 'Save Social Links' }));
    expect(await within(social).findByText('Social links saved. Also updated elsewhere: Team Name.')).toBeTruthy();
    expect(storedTeam()).toMatchObject({ name: 'Rovers From Tab One', socialMedia: { instagram: 'https://instagram.com/rovers' } });
    expect((within(social).getByLabelText('Instagram') as HTMLInputElement).value).toBe('https://instagram.com/rovers');
    expect((screen.getByLabelText('Team Name') as HTMLInputElement).value).toBe('Rovers From Tab One');
  });

  it('keeps a player added here and a player edited elsewhere', async () => {
    const user = await renderScreen();
    savedElsewhere({ players: [{ ...baseTeam.players[0]!, number: 10 }] });
    await user.click(screen.getByRole('button', { name: '+ Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New Player added. Also updated elsewhere: Number (Player Erling Haaland).')).toBeTruthy();
    expect(storedTeam().players.map((p) => [p.firstName, p.number])).toEqual([
      ['Erling', 10],
      ['New', expect.anything()],
    ]);
    expect(screen.getByRole('region', { name: 'Players (2)' })).toBeTruthy();
  });

  it('the same field changed elsewhere asks which value to keep: "Keep mine" saves mine', async () => {
    const user = await renderScreen();
    savedElsewhere({ name: 'Renamed Elsewhere', establishedDate: '1901-06-01' });
    const details = await saveName(user, 'My Name');
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed in two places' });
    expect(within(dialog).getByText('Team Name')).toBeTruthy();
    expect(within(dialog).getByText('Yours: “My Name” · Elsewhere: “Renamed Elsewhere”')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep mine' }));
    // Nothing is saved while the question is open, and what was typed stays in the form.
    expect(storedTeam()).toMatchObject({ name: 'Renamed Elsewhere', version: 4 });
    expect((within(details).getByLabelText('Team Name') as HTMLInputElement).value).toBe('My Name');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await within(details).findByText('Team details saved. Also updated elsewhere: Established Date.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storedTeam()).toMatchObject({ name: 'My Name', establishedDate: '1901-06-01', version: 5 });
    expect(screen.getByRole('heading', { level: 1, name: 'My Name' })).toBeTruthy();
  });

  it('"Keep theirs" keeps the stored value and saves the rest of my changes', async () => {
    const user = await renderScreen();
    savedElsewhere({ name: 'Renamed Elsewhere' });
    const details = screen.getByRole('form', { name: 'Team details' });
    await user.clear(within(details).getByLabelText('Established Date'));
    await user.type(within(details).getByLabelText('Established Date'), '1950-01-01');
    await saveName(user, 'My Name');
    await user.click(await screen.findByRole('button', { name: 'Keep theirs' }));
    expect(await within(details).findByText('Team details saved. Also updated elsewhere: Team Name.')).toBeTruthy();
    expect(storedTeam()).toMatchObject({ name: 'Renamed Elsewhere', establishedDate: '1950-01-01', version: 5 });
    expect((within(details).getByLabelText('Team Name') as HTMLInputElement).value).toBe('Renamed Elsewhere');
  });

  it('merges again when the merged save itself loses a race', async () => {
    const user = await renderScreen();
    savedElsewhere({ establishedDate: '1901-06-01' });
    let updates = 0;
    // The second write (the merged one) waits while a third tab saves the colours.
    const release = memory.pauseWhen((op) => op.kind === 'update' && ++updates === 2);
    const details = await saveName(user, 'Riverside United');
    await within(details).findByRole('button', { name: 'Saving...' });
    savedElsewhere({ colors: ['#EF4444'] }, 5);
    release();
    expect(await within(details).findByText('Team details saved. Also updated elsewhere: Established Date, Team Colors.')).toBeTruthy();
    expect(storedTeam()).toMatchObject({ name: 'Riverside United', establishedDate: '1901-06-01', colors: ['#EF4444'], version: 6 });
  });
});
