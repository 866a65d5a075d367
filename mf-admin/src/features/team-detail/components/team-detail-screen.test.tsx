import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Team, Tournament } from 'shared-domain';

import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { TeamDetailScreen } from './team-detail-screen';

const baseTeam: Team = {
  id: 'team_1700000000000_abcdx9k2',
  name: 'Riverside Rovers',
  colors: ['#3B82F6'],
  organizerId: 'org_1',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  establishedDate: '1892-03-15',
  version: 3,
  players: [
    { id: 'p1', firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9, isPublic: true, createdAtISO: '' },
    { id: 'p2', firstName: 'Ederson', lastName: 'Moraes', position: 'Goalkeeper', isPublic: false, createdAtISO: '' },
  ],
};
const tournaments: Tournament[] = [
  { id: 't_league', name: 'Spring League', format: { mode: 'league' }, teamIds: [baseTeam.id, 'x'], organizerId: 'org_1', createdAtISO: '' },
  { id: 't_cup', name: 'Autumn Cup', format: { mode: 'league_playoff' }, teamIds: [baseTeam.id], organizerId: 'org_1', createdAtISO: '', visibility: 'private' },
  { id: 't_other', name: 'Other', format: { mode: 'league' }, teamIds: ['x'], organizerId: 'org_1', createdAtISO: '' },
];

function renderScreen(teamId = baseTeam.id) {
  return render(
    <TestDataProvider>
      <MemoryRouter initialEntries={[`/teams/${teamId}`]}>
        <Routes>
          <Route path="/teams/:teamId" element={<TeamDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const storedTeam = () => memory.all<Team>('teams')[0]!;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [baseTeam]);
  memory.seed('tournaments', tournaments);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
});

describe('TeamDetailScreen', () => {
  it('shows the public link, the Season Summary and the tournaments that include the team', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Rovers' })).toBeTruthy();
    expect((screen.getByLabelText('Public team page') as HTMLInputElement).value).toBe(`${window.location.origin}/public/teams/${baseTeam.id}`);

    const summary = screen.getByRole('region', { name: 'Season Summary' });
    const tile = (label: string) => within(summary).getByText(label).closest('dl')!.querySelector('dd')!.textContent;
    expect(tile('Tournaments')).toBe('2');
    expect(tile('Players')).toBe('2');
    expect(tile('Founded')).toBe('1892');
    expect(tile('Team ID')).toBe('x9k2');
    expect(tile('Colors')).toBe('1');
    expect(tile('Social Media')).toBe('No');

    const table = screen.getByRole('region', { name: 'Tournaments (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['League + Playoffs', 'League Only']);
    expect(within(table).getByRole('link', { name: 'View Autumn Cup' }).getAttribute('href')).toBe('/tournaments/t_cup');
    expect(within(table).getByRole('link', { name: /Public page of Autumn Cup/ }).getAttribute('href')).toBe('/public/tournaments/t_cup');
  });

  it('shows Not Found for a team of another organizer', async () => {
    memory.seed('teams', [{ ...baseTeam, organizerId: 'org_other' }]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeTruthy();
    expect(screen.getByText("The team you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    // Nothing of the other organizer is read.
    expect(memory.operations.filter((op) => op.table === 'tournaments')).toEqual([]);
  });

  it('offers a retry when the team cannot be loaded', async () => {
    memory.failWhen((op) => op.table === 'teams');
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Could not load this team' })).toBeTruthy();
    memory.stopFailing();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Rovers' })).toBeTruthy();
  });

  it('says why a team stored in a shape the app cannot read does not open', async () => {
    memory.seed('teams', [{ ...baseTeam, players: [{ id: 'p1', firstName: 'Erling' }] } as unknown as Team]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Could not load this team' })).toBeTruthy();
    expect(screen.getByText(/^This item could not be read: players\[0\]/)).toBeTruthy();
  });

  it('saves the name as a version-checked update and shows the saved team', async () => {
    const user = userEvent.setup();
    renderScreen();
    const name = await screen.findByLabelText('Team Name');
    await user.clear(name);
    await user.type(name, '  Riverside United ');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Team details saved.')).toBeTruthy();
    expect(storedTeam()).toMatchObject({ name: 'Riverside United', establishedDate: '1892-03-15', colors: ['#3B82F6'], version: 4 });
    expect(screen.getByRole('heading', { level: 1, name: 'Riverside United' })).toBeTruthy();
  });

  it('refuses a javascript: social link with a message and saves nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Team social links' });
    await user.type(within(form).getByLabelText('Facebook'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save Social Links' }));
    expect(within(form).getByText('Please enter a link starting with http:// or https://')).toBeTruthy();
    expect(within(form).getByLabelText('Facebook').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Facebook')).toBe(document.activeElement);
    expect(memory.operations.filter((op) => op.kind === 'update')).toEqual([]);
  });

  it('saves valid social links, trimmed, blank ones left out', async () => {
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Team social links' });
    await user.type(within(form).getByLabelText('Instagram'), ' https://instagram.com/rovers ');
    await user.click(within(form).getByRole('button', { name: 'Save Social Links' }));
    await within(form).findByText('Social links saved.');
    expect(storedTeam().socialMedia).toEqual({ instagram: 'https://instagram.com/rovers' });
    const summary = screen.getByRole('region', { name: 'Season Summary' });
    expect(within(summary).getByText('Social Media').closest('dl')!.querySelector('dd')!.textContent).toBe('Yes');
  });

  it('copies the public link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen();
    // Not userEvent: it replaces navigator.clipboard with its own stub.
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/public/teams/${baseTeam.id}`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
  });
});

const R = baseTeam.id;
const game = (id: string, tournamentId: string, home: string, away: string, goals: [number, number] | [], extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId,
  organizerId: 'org_1',
  round: 1,
  homeTeamId: home,
  awayTeamId: away,
  ...(goals.length ? { homeGoals: goals[0], awayGoals: goals[1] } : {}),
  ...extra,
});
const knockout = (id: string, round: number, index: number, home: string, away: string, goals: [number, number], extra: Partial<Match> = {}) =>
  game(id, 't_cup', home, away, goals, { isPlayoff: true, playoffRound: round, playoffMatch: index, round: 3 + round, ...extra });
/** Autumn Cup's semi-finals (Rovers beat d, b beat c) and its final, Rovers at home. */
const cupWithFinal = (final: [number, number], extra: Partial<Match> = {}) => [
  knockout('s1', 0, 0, R, 'd', [2, 0]),
  knockout('s2', 0, 1, 'b', 'c', [1, 0]),
  knockout('f', 1, 0, 'winner-1', 'winner-2', final, extra),
];
const titlesCard = () => screen.getByRole('region', { name: 'Titles' });
const titlesTile = () => within(screen.getByRole('region', { name: 'Season Summary' })).getByText('Titles').closest('dl')!.querySelector('dd')!.textContent;

describe('TeamDetailScreen titles', () => {
  it('lists the final won on penalties and the completed league topped, each linked to its tournament', async () => {
    memory.seed('matches', [...cupWithFinal([1, 1], { homePenalties: 4, awayPenalties: 3 }), game('l1', 't_league', R, 'x', [3, 1])]);
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Titles' });
    const links = await within(card).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Autumn Cup', '/tournaments/t_cup'],
      ['Spring League', '/tournaments/t_league'],
    ]);
    expect(within(card).getAllByRole('listitem')[0]!.textContent).toBe('🏆Autumn CupLeague + Playoffs');
    expect(titlesTile()).toBe('2');
  });

  it('lists nothing for the runner-up of a final or a league still being played, and reads only its tournaments', async () => {
    memory.seed('matches', [...cupWithFinal([0, 2]), game('l1', 't_league', R, 'x', [3, 1]), game('l2', 't_league', 'x', R, [])]);
    renderScreen();
    expect(await within(await screen.findByRole('region', { name: 'Titles' })).findByText('No titles yet.')).toBeTruthy();
    expect(within(titlesCard()).queryByRole('link')).toBeNull();
    expect(titlesTile()).toBe('0');
    const matchReads = memory.operations.filter((op) => op.table === 'matches').map((op) => op.equals);
    expect(matchReads).toEqual(expect.arrayContaining([{ tournamentId: 't_cup' }, { tournamentId: 't_league' }]));
    expect(matchReads).toHaveLength(2);
  });

  it('shows the rest of the page while the matches load, then the titles', async () => {
    memory.seed('matches', cupWithFinal([2, 1]));
    const release = memory.pauseWhen((op) => op.table === 'matches');
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Rovers' })).toBeTruthy();
    expect(within(titlesCard()).getByRole('status').textContent).toContain('Loading titles...');
    expect(titlesTile()).toBe('—');
    expect(screen.getByRole('region', { name: 'Tournaments (2)' })).toBeTruthy();
    release();
    expect(await within(titlesCard()).findByRole('link', { name: 'Autumn Cup' })).toBeTruthy();
    expect(titlesTile()).toBe('1');
  });

  it('says when the titles cannot be read, and Retry reads them again', async () => {
    memory.seed('matches', cupWithFinal([2, 1]));
    memory.failWhen((op) => op.table === 'matches');
    renderScreen();
    expect(await within(await screen.findByRole('region', { name: 'Titles' })).findByText('The titles could not be loaded right now.')).toBeTruthy();
    memory.stopFailing();
    await userEvent.setup().click(within(titlesCard()).getByRole('button', { name: 'Retry' }));
    expect(await within(titlesCard()).findByRole('link', { name: 'Autumn Cup' })).toBeTruthy();
  });
});
