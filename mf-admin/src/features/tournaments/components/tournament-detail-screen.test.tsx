import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Team, Tournament } from 'shared-domain';

const repo = vi.hoisted(() => ({
  get: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  listMatches: vi.fn(),
  updateMatch: vi.fn(),
  putMany: vi.fn(),
  listTeams: vi.fn(),
}));
vi.mock('shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared-data')>();
  return {
    ...actual,
    useCurrentOrganizerId: () => 'org_1',
    tournamentsRepository: { get: repo.get, update: repo.update, remove: repo.remove },
    matchesRepository: { listByTournament: repo.listMatches, update: repo.updateMatch, putMany: repo.putMany },
    teamsRepository: { listByOrganizer: repo.listTeams },
  };
});

const { ConflictError } = await import('shared-data');
const { TournamentDetailScreen } = await import('./tournament-detail-screen');

const team = (id: string, name: string): Team => ({ id, name, colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', players: [] });
const tournament: Tournament = {
  id: 't1',
  name: 'Spring Cup',
  format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 },
  teamIds: ['a', 'b', 'c'],
  organizerId: 'org_1',
  createdAtISO: '2025-01-01T00:00:00.000Z',
  visibility: 'private',
  version: 4,
};
const match = (id: string, home: string, away: string, round: number, goals: [number, number] | null): Match => ({
  id,
  tournamentId: 't1',
  organizerId: 'org_1',
  homeTeamId: home,
  awayTeamId: away,
  round,
  isPlayoff: false,
  version: 1,
  ...(goals ? { homeGoals: goals[0], awayGoals: goals[1] } : {}),
});
const matches = [match('m1', 'a', 'b', 1, [2, 0]), match('m2', 'b', 'c', 2, [1, 1]), match('m3', 'c', 'a', 3, null)];

function renderScreen(id = 't1') {
  return render(
    <MemoryRouter initialEntries={[`/tournaments/${id}`]}>
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
        <Route path="/tournaments" element={<p>tournament list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  repo.get.mockReset().mockResolvedValue(structuredClone(tournament));
  repo.update.mockReset();
  repo.remove.mockReset().mockResolvedValue(undefined);
  repo.listMatches.mockReset().mockResolvedValue(structuredClone(matches));
  repo.updateMatch.mockReset();
  repo.putMany.mockReset().mockResolvedValue(undefined);
  repo.listTeams.mockReset().mockResolvedValue([team('a', 'Arsenal'), team('b', 'Brentford'), team('c', 'Chelsea')]);
});

const cellsOf = (teamName: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(teamName) }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TournamentDetailScreen (spec §2 Tournament detail)', () => {
  it('shows the header counts, standings with the playoff zone, and fixtures by round', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
    expect(screen.getByText('3 teams')).toBeTruthy();
    expect(screen.getByText('3 matches')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /\/public\/tournaments\/t1|Public Page/ }).every((l) => l.getAttribute('href') === '/public/tournaments/t1')).toBe(true);
    expect(cellsOf('Arsenal')).toEqual(['1', '1', '1', '0', '0', '2', '0', '3']);
    expect(cellsOf('Chelsea')).toEqual(['2', '1', '0', '1', '0', '1', '1', '1']);
    expect(cellsOf('Brentford')).toEqual(['3', '2', '0', '1', '1', '1', '3', '1']);
    expect(within(screen.getByRole('table', { name: 'Standings' })).getAllByText('Qualified')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/a');
    const fixtures = screen.getByRole('region', { name: 'Fixtures' });
    expect(within(fixtures).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(screen.getByText('Complete all championship matches to start playoffs')).toBeTruthy();
  });

  it('updates the standings from a saved score', async () => {
    repo.updateMatch.mockResolvedValue({ ...matches[2], homeGoals: 0, awayGoals: 5, version: 3 });
    const user = userEvent.setup();
    renderScreen();
    const row = await screen.findByRole('group', { name: 'Chelsea vs Arsenal' });
    await user.type(within(row).getByLabelText('Away goals'), '5{Enter}');
    expect(repo.updateMatch).toHaveBeenCalledWith('t1', 'm3', { awayGoals: 5 });
    expect(await screen.findByText('Championship completed! Ready to start playoffs.')).toBeTruthy();
    expect(screen.getByText('Top 2 teams will qualify for playoffs')).toBeTruthy();
    expect(cellsOf('Arsenal')).toEqual(['1', '2', '2', '0', '0', '7', '0', '6']);
  });

  it('starts the playoffs: the bracket is claimed on the tournament, then the matches are written', async () => {
    repo.listMatches.mockResolvedValue(matches.map((m) => ({ ...m, homeGoals: 1, awayGoals: 0 })));
    repo.update.mockImplementation(async (t: Tournament, fields: Partial<Tournament>) => ({ ...t, ...fields, version: (t.version ?? 0) + 1 }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    expect(repo.update).toHaveBeenCalledWith(expect.objectContaining({ id: 't1', version: 4 }), { playoffBracket: expect.any(Array) });
    const written = repo.putMany.mock.calls[0]![0] as Match[];
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ isPlayoff: true, playoffRound: 0, tournamentId: 't1', organizerId: 'org_1' });
    expect(repo.update.mock.invocationCallOrder[0]!).toBeLessThan(repo.putMany.mock.invocationCallOrder[0]!);
    expect(screen.queryByRole('button', { name: 'End Championship & Start Playoffs' })).toBeNull();
  });

  it('a lost race on visibility shows the conflict message and the fresh tournament', async () => {
    const fresh = { ...tournament, visibility: 'public' as const, version: 5, location: { name: 'Hilltop' } };
    repo.update.mockImplementation(async () => {
      // Someone else saved first: the store now holds `fresh`.
      repo.get.mockResolvedValue(fresh);
      throw new ConflictError(fresh);
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Public tournament' }));
    expect(await screen.findByText('This tournament was changed elsewhere; the latest version is shown.')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('📍 Hilltop')).toBeTruthy();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Tournament' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Spring Cup”?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(repo.remove).toHaveBeenCalledWith('t1');
    expect(await screen.findByText('tournament list')).toBeTruthy();
  });

  it.each([
    { name: 'a missing tournament', value: null },
    { name: "another organizer's tournament", value: { ...tournament, organizerId: 'org_2', visibility: 'public' } },
  ])('shows Not Found for $name', async ({ value }) => {
    repo.get.mockResolvedValue(value);
    renderScreen();
    expect(await screen.findByText("The tournament you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' }).getAttribute('href')).toBe('/tournaments');
  });

  it('offers a retry when loading fails', async () => {
    repo.get.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('The tournament could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
  });
});
