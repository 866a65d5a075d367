import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Team, Tournament } from 'shared-domain';

const repo = vi.hoisted(() => ({ listTeams: vi.fn(), update: vi.fn(), listTournaments: vi.fn(), listMatches: vi.fn() }));

vi.mock('shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared-data')>();
  const teams = { ...actual.teamsRepository, listByOrganizer: repo.listTeams, update: repo.update };
  return {
    ...actual,
    useCurrentOrganizerId: () => 'org_1',
    teamsRepository: teams,
    tournamentsRepository: { listByOrganizer: repo.listTournaments },
    matchesRepository: { listByOrganizer: repo.listMatches },
  };
});

const { PlayerDetailScreen } = await import('./player-detail-screen');

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
    <MemoryRouter initialEntries={[`/players/${playerId}`]}>
      <Routes>
        <Route path="/players/:playerId" element={<PlayerDetailScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  repo.listTeams.mockReset().mockResolvedValue([{ ...team, id: 'team_empty', players: [] }, structuredClone(team)]);
  repo.update.mockReset().mockImplementation(async (current: Team, fields: Partial<Team>) => ({ ...team, ...fields, version: current.version! + 1 }));
  repo.listTournaments.mockReset().mockResolvedValue([tournament, { ...tournament, id: 't_other', teamIds: ['team_b'] }]);
  repo.listMatches.mockReset().mockResolvedValue([
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

  it('edits the player and toggles Visible/Hidden, each as a team update', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Player details' });
    await user.clear(within(form).getByLabelText('Number'));
    await user.type(within(form).getByLabelText('Date of Birth'), '2000-07-21');
    await user.click(within(form).getByRole('button', { name: 'Save Player' }));
    await within(form).findByText('Player details saved.');
    expect(repo.update.mock.calls[0]![0]).toMatchObject({ id: 'team_a', version: 2 });
    const saved = (repo.update.mock.calls[0]![1] as Team).players[0]!;
    expect(saved).toMatchObject({ id: 'p9', firstName: 'Erling', dateOfBirth: '2000-07-21' });
    expect('number' in saved).toBe(false);

    const toggle = screen.getByRole('switch', { name: 'Public' });
    expect(within(toggle).getByText('Visible')).toBeTruthy();
    await user.click(toggle);
    await screen.findByText('The player is now hidden from the public.');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(toggle).getByText('Hidden')).toBeTruthy();
    expect(repo.update.mock.calls[1]![0]).toMatchObject({ version: 3 });
  });
});
