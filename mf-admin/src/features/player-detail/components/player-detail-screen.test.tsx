import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Match, Team, Tournament } from 'shared-domain';

import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, TestDataProvider, type TestStorage } from 'shared-data/testing';
import { PlayerDetailScreen } from './player-detail-screen';

const team: Team = {
  id: 'team_a',
  name: 'Riverside Rovers',
  colors: ['#3B82F6'],
  organizerId: 'org_1',
  createdAtISO: '',
  version: 2,
  players: [{ id: 'p9', firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9, isPublic: true, createdAtISO: '' }],
};
const tournament: Tournament = { id: 't1', name: 'Spring League', format: { mode: 'league' }, teamIds: ['team_a', 'team_b'], organizerId: 'org_1', createdAtISO: '' };
const lineups = (home: string[]) => ({ home: { starting: home, substitutes: [] }, away: { starting: [], substitutes: [] } });
const match = (id: string, tournamentId: string, homeGoals: number | null, awayGoals: number | null, starting = ['p9']): Match => ({
  id,
  tournamentId,
  organizerId: 'org_1',
  homeTeamId: 'team_a',
  awayTeamId: 'team_b',
  round: 1,
  homeGoals,
  awayGoals,
  lineups: lineups(starting),
});

function renderScreen(playerId = 'p9') {
  return render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[`/players/${playerId}`]}>
        <Routes>
          <Route path="/players/:playerId" element={<PlayerDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const storedTeam = () => memory.all<Team>('teams').find((t) => t.id === 'team_a')!;

let memory: TestStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('teams', [{ ...team, id: 'team_empty', players: [] }, team, { ...team, id: 'team_foreign', organizerId: 'org_2', players: [{ ...team.players[0]!, id: 'p_foreign' }] }]);
  memory.seed('tournaments', [tournament, { ...tournament, id: 't_other', teamIds: ['team_b'] }]);
  memory.seed('matches', [
    match('m1', 't1', 2, 1),
    match('m2', 't1', 1, 1),
    match('m3', 't1', 3, 0), // a 0 in the score: played, but no outcome in the admin view (spec §9)
    match('m4', 't1', null, null), // not played yet
    match('m5', 't1', 5, 0, []), // not in the starting lineup
    match('m6', 't_other', 4, 4), // another tournament
  ]);
});

describe('PlayerDetailScreen', () => {
  it("finds the player among the organizer's teams and shows statistics and tournaments", async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Erling Haaland' })).toBeTruthy();
    expect((screen.getByLabelText('Public player page') as HTMLInputElement).value).toMatch(/\/public\/players\/p9$/);
    const stats = screen.getByRole('region', { name: 'Player Statistics' });
    const tile = (label: string) => within(stats).getByText(label, { exact: true }).closest('dl')!.querySelector('dd')!.textContent;
    expect([tile('Games'), tile('Wins'), tile('Draws'), tile('Losses'), tile('Goals For'), tile('Goals Against')]).toEqual(['3', '1', '1', '0', '6', '2']);
    expect(within(screen.getByRole('region', { name: 'Tournaments (1)' })).getByText('Spring League')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Riverside Rovers' })[0]!.getAttribute('href')).toBe('/teams/team_a');
  });

  it('shows Not Found for a player no team of the organizer holds', async () => {
    renderScreen('someone_else');
    expect(await screen.findByRole('heading', { name: 'Player Not Found' })).toBeTruthy();
  });

  it("shows Not Found for another organizer's player", async () => {
    renderScreen('p_foreign');
    expect(await screen.findByRole('heading', { name: 'Player Not Found' })).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    memory.failWhen((op) => op.table === 'matches');
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Could not load this player' })).toBeTruthy();
    memory.stopFailing();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Erling Haaland' })).toBeTruthy();
  });

  it('edits the player and toggles Visible/Hidden, each as a team update', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Player details' });
    await user.clear(within(form).getByLabelText('Number'));
    await user.type(within(form).getByLabelText('Date of Birth'), '2000-07-21');
    await user.click(within(form).getByRole('button', { name: 'Save Player' }));
    await within(form).findByText('Player details saved.');
    expect(storedTeam().version).toBe(3);
    const saved = storedTeam().players[0]!;
    expect(saved).toMatchObject({ id: 'p9', firstName: 'Erling', dateOfBirth: '2000-07-21' });
    expect('number' in saved).toBe(false);

    const toggle = screen.getByRole('switch', { name: 'Public' });
    expect(within(toggle).getByText('Visible')).toBeTruthy();
    await user.click(toggle);
    await screen.findByText('The player is now hidden from the public.');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(toggle).getByText('Hidden')).toBeTruthy();
    expect(storedTeam()).toMatchObject({ version: 4, players: [{ id: 'p9', isPublic: false }] });
  });

  it('uploads a photo into the player inside the team', async () => {
    renderScreen();
    const input = await screen.findByLabelText('Player photo');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'me.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [png] } });
    });
    expect(await screen.findByText('Photo uploaded successfully!')).toBeTruthy();
    expect(memory.images.uploads[0]!.key).toMatch(/^teams\/team_a\/players\/p9\/photo-\d+\.png$/);
    expect(storedTeam().players[0]!.photo).toMatch(/\/media\/teams\/team_a\/players\/p9\/photo-\d+\.png$/);
    expect(screen.getByRole('img', { name: 'Current player photo' }).getAttribute('src')).toBe(storedTeam().players[0]!.photo);
  });
});
