import { screen, within } from '@testing-library/react';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import type { Match, Player, Team, Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute, tileValue } from '../../../testing/render-public-route';

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
const hidden: Player = { id: 'p8', firstName: 'Hidden', lastName: 'Man', position: 'Forward', isPublic: false, createdAtISO: '' };
const team: Team = { id: 'team_a', name: 'Arsenal', colors: [], organizerId: 'org', createdAtISO: '', players: [saka, hidden] };
const league = (id: string, teamIds: string[]): Tournament => ({ id, name: id, format: { mode: 'league' }, teamIds, organizerId: 'org', createdAtISO: '', visibility: 'public' });
const played = (id: string, tournamentId: string, homeGoals: number, awayGoals: number, goals: Match['goals'] = []): Match => ({
  id,
  tournamentId,
  organizerId: 'org',
  round: 1,
  homeTeamId: 'team_a',
  awayTeamId: 'team_b',
  homeGoals,
  awayGoals,
  goals,
  lineups: { home: { starting: ['p7'], substitutes: [] }, away: { starting: [], substitutes: [] } },
});

let memory: MemoryStorage;

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [{ id: 'org', name: 'Riverside', email: 'fa@riverside.test', createdAtISO: '' }]);
  memory.seed('teams', [team]);
  memory.seed('tournaments', [league('t1', ['team_a', 'team_b']), league('t2', ['team_b'])]);
  memory.seed('matches', [
    played('m1', 't1', 1, 0, [{ id: 'g1', team: 'home', playerId: 'p7', minute: 5, type: 'goal', goalNumber: 1 }]),
    played('m2', 't1', 0, 2),
    // Another tournament Arsenal does not play in: never counted, never read.
    played('m3', 't2', 5, 0, [{ id: 'g2', team: 'home', playerId: 'p7', minute: 9, type: 'goal', goalNumber: 1 }]),
  ]);
  signOutForTest();
});

afterEach(() => vi.restoreAllMocks());

describe('PublicPlayerScreen', () => {
  it('shows the public player with number, position, age, team link, social links and statistics', async () => {
    renderPublicRoute('/riverside/players/p7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bukayo Saka' })).toBeTruthy();
    const facts = screen.getByRole('list', { name: 'Player facts' });
    expect(within(facts).getByText('#7')).toBeTruthy();
    expect(within(facts).getByText('Forward')).toBeTruthy();
    expect(within(facts).getByText(/^\d+ years old$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/public/teams/team_a');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'X (Twitter)' })).toBeNull();

    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(await within(stats).findByText('Games', { selector: 'dt' })).toBeTruthy();
    const labels = ['Games', 'Wins', 'Draws', 'Losses', 'Goals For', 'Goals Against', 'Goals Scored', 'Assists'];
    // m3 is in a tournament Arsenal does not play in: its goal is not Saka's here.
    expect(labels.map((label) => tileValue(stats, label))).toEqual(['2', '1', '0', '1', '1', '2', '1', '0']);
  });

  it.each(['/public/players/p8', '/public/players/nobody'])('says %s is not found or not publicly visible', async (path) => {
    renderPublicRoute(path);
    expect(await screen.findByRole('heading', { name: 'Player not found or not publicly visible' })).toBeTruthy();
    expect(screen.getByText("The player you're looking for doesn't exist or is not publicly visible.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it.each(['/riverside/players/p7', '/%20RIVERSIDE%20/players/p7', '/Riverside/players/p7'])("shows the player at their organizer's address %s (decoded, any case, trimmed)", async (path) => {
    renderPublicRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bukayo Saka' })).toBeTruthy();
  });

  it.each([
    ["another organizer's address", '/Other%20FA/players/p7', '/Other FA/players/p7'],
    ['a hidden player', '/riverside/players/p8', '/riverside/players/p8'],
    ['a missing player', '/riverside/players/nobody', '/riverside/players/nobody'],
  ])("is the 404 page at an organizer's address for %s, naming the path decoded", async (_case, path, shown) => {
    renderPublicRoute(path);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Bukayo Saka')).toBeNull();
  });

  it.each(['teams', 'matches'])('says loading failed when the %s cannot be read', async (table) => {
    memory.failWhen((op) => op.table === table);
    renderPublicRoute('/public/players/p7');
    expect(await screen.findByRole('heading', { name: 'Failed to load player data' })).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
  });
});
