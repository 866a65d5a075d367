import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoalEvent, Match, Team, Tournament } from 'shared-domain';

const repo = vi.hoisted(() => ({
  getMatch: vi.fn(),
  update: vi.fn(),
  updateVersioned: vi.fn(),
  getTournament: vi.fn(),
  getTeams: vi.fn(),
  organizerId: 'org_1' as string | null,
}));
vi.mock('shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared-data')>();
  return {
    ...actual,
    useCurrentOrganizerId: () => repo.organizerId,
    matchesRepository: { get: repo.getMatch, update: repo.update, updateVersioned: repo.updateVersioned },
    tournamentsRepository: { get: repo.getTournament },
    teamsRepository: { getMany: repo.getTeams },
  };
});

const { ConflictError } = await import('shared-data');
const { MatchDetailScreen } = await import('./match-detail-screen');

const player = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName, position: 'Forward', number: 9, isPublic: true, createdAtISO: '' });
const teams: Team[] = [
  { id: 'a', name: 'Arsenal', colors: ['#f00'], organizerId: 'org_1', createdAtISO: '', players: [player('p1', 'Bukayo', 'Saka'), player('p2', 'Martin', 'Odegaard')] },
  { id: 'b', name: 'Brentford', colors: ['#f00'], organizerId: 'org_1', createdAtISO: '', players: [player('p3', 'Ivan', 'Toney')] },
];
const tournament: Tournament = { id: 't1', name: 'Spring Cup', format: { mode: 'league', rounds: 1 }, teamIds: ['a', 'b'], organizerId: 'org_1', createdAtISO: '' };
const goal = (id: string, team: 'home' | 'away', playerId: string, minute: number, goalNumber: number): GoalEvent => ({ id, team, playerId, minute, type: 'goal', goalNumber });
const baseMatch: Match = {
  id: 'm1',
  tournamentId: 't1',
  organizerId: 'org_1',
  homeTeamId: 'a',
  awayTeamId: 'b',
  round: 1,
  homeGoals: 2,
  awayGoals: 1,
  goals: [goal('g1', 'home', 'p1', 70, 1), goal('g2', 'away', 'p3', 12, 1), goal('g3', 'home', 'p2', 30, 2)],
  version: 3,
};

function renderScreen(path = '/admin/tournaments/t1/matches/m1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/tournaments/:tournamentId/matches/:matchId" element={<MatchDetailScreen />} />
        <Route path="/tournaments/:tournamentId/matches/:matchId" element={<MatchDetailScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The repository answers an update with the match as stored after it. */
const storeAnswers = () => {
  let stored = structuredClone(baseMatch);
  const apply = (fields: Partial<Match>) => {
    const next = { ...stored, version: (stored.version ?? 0) + 1 } as Record<string, unknown>;
    for (const [k, v] of Object.entries(fields)) {
      if (v === null) delete next[k];
      else if (v !== undefined) next[k] = v;
    }
    stored = next as unknown as Match;
    return structuredClone(stored);
  };
  repo.update.mockImplementation(async (_t: string, _m: string, fields: Partial<Match>) => apply(fields));
  repo.updateVersioned.mockImplementation(async (_match: Match, fields: Partial<Match>) => apply(fields));
};

beforeEach(() => {
  repo.organizerId = 'org_1';
  repo.getMatch.mockReset().mockResolvedValue(structuredClone(baseMatch));
  repo.getTournament.mockReset().mockResolvedValue(tournament);
  repo.getTeams.mockReset().mockResolvedValue(new Map(teams.map((t) => [t.id, t])));
  repo.update.mockReset();
  repo.updateVersioned.mockReset();
  storeAnswers();
});

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

// Typing through userEvent is slow on a loaded 2-core machine; the default 5 s is too tight there.
describe('MatchDetailScreen (spec §2 Match detail)', { timeout: 20_000 }, () => {
  it('shows both teams, the score and the facts, with the timeline in minute order', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal vs Brentford' })).toBeTruthy();
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
    expect((screen.getByRole('link', { name: '← Spring Cup' })).getAttribute('href')).toBe('/admin/tournaments/t1');
    expect(screen.getByRole('link', { name: 'Brentford' }).getAttribute('href')).toBe('/admin/teams/b');
    const items = within(screen.getByRole('list', { name: 'Goals in minute order' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("12'Ivan Toney"),
      expect.stringContaining("30'Martin Odegaard"),
      expect.stringContaining("70'Bukayo Saka"),
    ]);
    expect(screen.getAllByLabelText(/^Score after this goal/).map((e) => e.textContent)).toEqual(['0 – 1', '1 – 1', '2 – 1']);
  });

  it('shows Not Found for a missing match and for a foreign one, linking to the tournament', async () => {
    repo.getMatch.mockResolvedValue(null);
    const { unmount } = renderScreen('/tournaments/t1/matches/nope');
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
    expect(screen.getByText("The match you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    expect((screen.getByRole('link', { name: 'Back to Tournament' })).getAttribute('href')).toBe('/tournaments/t1');
    unmount();
    repo.getMatch.mockResolvedValue({ ...baseMatch, organizerId: 'org_other' });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
  });

  it('shows a failure with Try again when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    repo.getMatch.mockRejectedValueOnce(new Error('down'));
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Failed to load match data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Arsenal vs Brentford' })).toBeTruthy();
  });

  it('removing a goal in the overview recalculates the score from the remaining goals', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: "Remove goal: 70' Bukayo Saka" }));
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(1));
    expect(repo.updateVersioned.mock.calls[0]![1]).toEqual({ goals: [baseMatch.goals![1], baseMatch.goals![2]], homeGoals: 1, awayGoals: 1 });
    expect(await screen.findByLabelText('Score 1 – 1')).toBeTruthy();
  });

  it('saves details as one update of only the changed fields; a date without a time gets 12:00', async () => {
    repo.getMatch.mockResolvedValue({ ...baseMatch, homeGoals: undefined, awayGoals: undefined });
    renderScreen();
    await userEvent.type(await screen.findByLabelText('Arsenal goals'), '3');
    await userEvent.type(screen.getByLabelText('Brentford goals'), '0');
    await userEvent.type(screen.getByLabelText('Date'), `${new Date().getFullYear()}-06-01`);
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe(String('12:00'));
    await userEvent.type(screen.getByLabelText('Venue'), 'Emirates');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    await waitFor(() => expect(repo.update).toHaveBeenCalledTimes(1));
    expect(repo.update.mock.calls[0]).toEqual(['t1', 'm1', { homeGoals: 3, awayGoals: 0, dateISO: `${new Date().getFullYear()}-06-01`, time: '12:00', venue: 'Emirates' }]);
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(screen.getByText('Emirates', { selector: 'dd' })).toBeTruthy();
  });

  it('choosing a status writes status', async () => {
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'postponed');
    await waitFor(() => expect(repo.update).toHaveBeenCalledWith('t1', 'm1', { status: 'postponed' }));
    expect(((await screen.findByLabelText('Status')) as HTMLInputElement).value).toBe(String('postponed'));
  });

  it('an unrelated save (status) keeps what is typed in the details form', async () => {
    renderScreen();
    await userEvent.type(await screen.findByLabelText('Venue'), 'Emirates');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(repo.update).toHaveBeenCalledWith('t1', 'm1', { status: 'cancelled' }));
    expect(await screen.findByText('Status saved.')).toBeTruthy();
    expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Emirates');
  });

  it('keeps possession summing to 100 and saves statistics with a version check', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Arsenal vs Brentford' });
    await tab('Statistics');
    expect((screen.getByLabelText('Arsenal possession (%)') as HTMLInputElement).value).toBe(String(50));
    await userEvent.clear(screen.getByLabelText('Arsenal possession (%)'));
    await userEvent.type(screen.getByLabelText('Arsenal possession (%)'), '60');
    expect((screen.getByLabelText('Brentford possession (%)') as HTMLInputElement).value).toBe(String(40));
    expect(screen.getByRole('img', { name: 'Possession: Arsenal 60%, Brentford 40%' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Brentford shots'));
    await userEvent.type(screen.getByLabelText('Brentford shots'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(1));
    const [match, fields] = repo.updateVersioned.mock.calls[0]!;
    expect(match).toMatchObject({ id: 'm1', version: 3 });
    expect(fields.statistics.home).toMatchObject({ possession: 60, shots: 0 });
    expect(fields.statistics.away).toMatchObject({ possession: 40, shots: 7 });
  });

  it('tabs move with the arrow keys', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Arsenal vs Brentford' });
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByRole('tab', { name: 'Statistics' })).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('tab', { name: 'Statistics' }))).toBe(document.activeElement);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect((screen.getByRole('tab', { name: 'Content' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('a half-edited form survives a tab switch', async () => {
    renderScreen();
    await userEvent.type(await screen.findByLabelText('Referee'), 'Oliver');
    await tab('Lineups');
    await userEvent.click(screen.getByLabelText('Bukayo Saka starting'));
    await tab('Overview');
    expect((screen.getByLabelText('Referee') as HTMLInputElement).value).toBe('Oliver');
    await tab('Lineups');
    expect((screen.getByLabelText('Bukayo Saka starting') as HTMLInputElement).checked).toBe(true);
  });

  it('lineups: starting and substitutes from the team players, with counts', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Arsenal vs Brentford' });
    await tab('Lineups');
    await userEvent.click(screen.getByLabelText('Bukayo Saka starting'));
    await userEvent.click(screen.getByLabelText('Martin Odegaard substitute'));
    await userEvent.click(screen.getByLabelText('Martin Odegaard starting'));
    expect((screen.getByLabelText('Martin Odegaard substitute') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Starting: 2 · Substitutes: 0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineups' }));
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(1));
    expect(repo.updateVersioned.mock.calls[0]![1]).toEqual({
      lineups: { home: { starting: ['p1', 'p2'], substitutes: [] }, away: { starting: [], substitutes: [] } },
    });
  });

  it('goals tab: add uses the defaults, a bad minute is refused, delete keeps the score', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Arsenal vs Brentford' });
    await tab('Goals & Events');
    await userEvent.click(screen.getByRole('button', { name: 'Add goal: Brentford' }));
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(1));
    const added = repo.updateVersioned.mock.calls[0]![1].goals.at(-1);
    expect(added).toMatchObject({ team: 'away', playerId: '', minute: 0, type: 'goal', goalNumber: 2 });
    const row = await screen.findByRole('group', { name: 'Brentford goal 2' });
    await userEvent.type(within(row).getByLabelText('Minute'), '121');
    await userEvent.tab();
    expect(within(row).getByText('Enter a goal minute from 1 to 120.')).toBeTruthy();
    expect(repo.updateVersioned).toHaveBeenCalledTimes(1);
    await userEvent.clear(within(row).getByLabelText('Minute'));
    await userEvent.type(within(row).getByLabelText('Minute'), '88{Enter}');
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(2));
    expect(repo.updateVersioned.mock.calls[1]![1].goals.at(-1)).toMatchObject({ minute: 88 });
    // Own goal: the scorer comes from the other side.
    const first = screen.getByRole('group', { name: 'Arsenal goal 1' });
    await userEvent.selectOptions(within(first).getByLabelText('Type'), 'own_goal');
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(3));
    const ownGoalRow = screen.getByRole('group', { name: 'Arsenal goal 1' });
    expect(within(within(ownGoalRow).getByLabelText('Scorer')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select player', 'Ivan Toney']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Arsenal goal 2' }));
    await waitFor(() => expect(repo.updateVersioned).toHaveBeenCalledTimes(4));
    expect(Object.keys(repo.updateVersioned.mock.calls[3]![1])).toEqual(['goals']);
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
  });

  it('on a conflict says so and shows the stored match', async () => {
    repo.updateVersioned.mockRejectedValueOnce(new ConflictError({ ...baseMatch, homeGoals: 5, goals: [], version: 7 }));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: "Remove goal: 12' Ivan Toney" }));
    expect(await screen.findByText('This match was changed elsewhere; the latest version is shown.')).toBeTruthy();
    expect(screen.getByLabelText('Score 5 – 1')).toBeTruthy();
    expect(screen.getByText(/No goals recorded yet/)).toBeTruthy();
  });

  it('shows Not Found when a save finds the match deleted elsewhere', async () => {
    repo.updateVersioned.mockRejectedValueOnce(new ConflictError(null));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: "Remove goal: 12' Ivan Toney" }));
    expect(await screen.findByRole('heading', { name: 'Match Not Found' })).toBeTruthy();
  });

  it('content: the report is text, and the video is a link only when http(s)', async () => {
    repo.getMatch.mockResolvedValue({ ...baseMatch, report: '<b>Great</b> game', videoUrl: 'javascript:alert(1)' });
    renderScreen();
    await screen.findByRole('heading', { name: 'Arsenal vs Brentford' });
    await tab('Content');
    expect(screen.getByText('<b>Great</b> game', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Watch the match video' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(screen.getByText('Please enter a link starting with http:// or https://')).toBeTruthy();
    expect(repo.update).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Video URL'));
    await userEvent.type(screen.getByLabelText('Video URL'), 'https://video.example/m1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect((await screen.findByRole('link', { name: 'Watch the match video' })).getAttribute('href')).toBe('https://video.example/m1');
    expect(repo.update).toHaveBeenCalledWith('t1', 'm1', { videoUrl: 'https://video.example/m1' });
  });
});
