import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Player, Team, Tournament } from 'shared-domain';

const repo = vi.hoisted(() => ({ findPublicPlayer: vi.fn(), listPublic: vi.fn(), listMatches: vi.fn() }));

vi.mock('shared-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-data')>()),
  teamsRepository: { findPublicPlayer: repo.findPublicPlayer },
  tournamentsRepository: { listPublic: repo.listPublic },
  matchesRepository: { listByTournament: repo.listMatches },
}));

const { PublicPlayerScreen } = await import('./public-player-screen');

const saka: Player = {
  id: 'p7',
  firstName: 'Bukayo',
  lastName: 'Saka',
  position: 'Forward',
  number: 7,
  isPublic: true,
  createdAtISO: '',
  dateOfBirth: '2001-09-05',
  socialMedia: { instagram: 'https://instagram.com/saka', twitter: 'javascript:alert(1)' },
};
const team: Team = { id: 'team_a', name: 'Arsenal', colors: [], organizerId: 'org', createdAtISO: '', players: [saka] };
const tournaments: Tournament[] = [
  { id: 't1', name: 'League', format: { mode: 'league' }, teamIds: ['team_a', 'team_b'], organizerId: 'org', createdAtISO: '' },
  { id: 't2', name: 'Other', format: { mode: 'league' }, teamIds: ['team_b'], organizerId: 'org', createdAtISO: '' },
];
const played = (id: string, homeGoals: number, awayGoals: number, goals: Match['goals'] = []): Match => ({
  id,
  tournamentId: 't1',
  organizerId: 'org',
  round: 1,
  homeTeamId: 'team_a',
  awayTeamId: 'team_b',
  homeGoals,
  awayGoals,
  goals,
  lineups: { home: { starting: ['p7'], substitutes: [] }, away: { starting: [], substitutes: [] } },
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/public/players/:id" element={<PublicPlayerScreen />} />
        <Route path="/:orgName/players/:playerId" element={<PublicPlayerScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  repo.findPublicPlayer.mockReset().mockResolvedValue({ team, player: saka });
  repo.listPublic.mockReset().mockResolvedValue(tournaments);
  repo.listMatches.mockReset().mockResolvedValue([
    played('m1', 1, 0, [{ id: 'g1', team: 'home', playerId: 'p7', minute: 5, type: 'goal', goalNumber: 1 }]),
    played('m2', 0, 2),
  ]);
});

describe('PublicPlayerScreen', () => {
  it('shows the public player with number, position, age, team link, social links and statistics', async () => {
    renderAt('/riverside/players/p7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bukayo Saka' })).toBeTruthy();
    expect(repo.findPublicPlayer).toHaveBeenCalledWith('p7');
    const facts = screen.getByRole('list', { name: 'Player facts' });
    expect(within(facts).getByText('#7')).toBeTruthy();
    expect(within(facts).getByText('Forward')).toBeTruthy();
    expect(within(facts).getByText(/^\d+ years old$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/public/teams/team_a');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'X (Twitter)' })).toBeNull();

    const stats = screen.getByRole('region', { name: 'Statistics' });
    const tile = (label: string) => within(stats).getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
    expect(await within(stats).findByText('Games', { selector: 'dt' })).toBeTruthy();
    expect(['Games', 'Wins', 'Draws', 'Losses', 'Goals For', 'Goals Against', 'Goals Scored', 'Assists'].map(tile)).toEqual(['2', '1', '0', '1', '1', '2', '1', '0']);
    expect(repo.listMatches).toHaveBeenCalledTimes(1);
    expect(repo.listMatches).toHaveBeenCalledWith('t1');
  });

  it('says the player is not found or not publicly visible', async () => {
    repo.findPublicPlayer.mockResolvedValue(null);
    renderAt('/public/players/hidden');
    expect(await screen.findByRole('heading', { name: 'Player not found or not publicly visible' })).toBeTruthy();
    expect(screen.getByText("The player you're looking for doesn't exist or is not publicly visible.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('says loading failed when the lookup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    repo.findPublicPlayer.mockRejectedValue(new Error('network'));
    renderAt('/public/players/p7');
    expect(await screen.findByRole('heading', { name: 'Failed to load player data' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
