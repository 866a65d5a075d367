import { screen, within } from '@testing-library/react';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import type { BracketRound, Match, Player, Team, Tournament } from 'shared-domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPublicRoute, tileValue } from '../../../testing/render-public-route';

const player = (id: string, firstName: string, position: string, isPublic = true, number?: number): Player => ({
  id,
  firstName,
  lastName: 'X',
  position,
  isPublic,
  createdAtISO: '',
  ...(number !== undefined ? { number } : {}),
});
const rovers: Team = {
  id: 'team_r',
  name: 'Rovers',
  colors: ['#ff0000', '#ffffff'],
  organizerId: 'org',
  createdAtISO: '',
  photo: 'https://cdn.test/rovers.jpg',
  socialMedia: { facebook: 'https://facebook.com/rovers', website: 'javascript:alert(1)' },
  players: [player('p1', 'Keeper', 'Goalkeeper', true, 1), player('p2', 'Striker', 'Forward'), player('p3', 'Secret', 'Defender', false)],
};

let memory: MemoryStorage;

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [rovers, { ...rovers, id: 'team_empty', name: 'Empty', players: [], photo: undefined, socialMedia: undefined }]);
  signOutForTest();
});

describe('PublicTeamScreen', () => {
  it('shows the team with its counts, public squad, social links and photo', async () => {
    renderPublicRoute('/public/teams/team_r');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rovers' })).toBeTruthy();
    expect(['Players', 'Colors', 'Keepers', 'Outfield'].map((label) => tileValue(document.body, label))).toEqual(['2', '2', '1', '1']);
    const squad = screen.getByRole('region', { name: 'Squad' });
    const cards = within(squad).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('#1 · Goalkeeper'), expect.stringContaining('Forward')]);
    expect(within(squad).getByRole('link', { name: 'Keeper X' }).getAttribute('href')).toBe('/public/players/p1');
    expect(within(squad).queryByText(/Secret/)).toBeNull();
    const social = screen.getByRole('region', { name: 'Connect With Us' });
    expect(within(social).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://facebook.com/rovers']);
    expect(screen.getByRole('img', { name: 'Rovers team' }).getAttribute('src')).toBe('https://cdn.test/rovers.jpg');
  });

  it('says when the team has no public players', async () => {
    renderPublicRoute('/public/teams/team_empty');
    expect(await screen.findByText('No public players yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Team Photo' })).toBeNull();
  });

  it('says the team is not found', async () => {
    renderPublicRoute('/public/teams/nobody');
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeTruthy();
    expect(screen.getByText("The team you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('says loading failed when the team cannot be read', async () => {
    memory.failWhen((op) => op.table === 'teams');
    renderPublicRoute('/public/teams/team_r');
    expect(await screen.findByRole('heading', { name: 'Failed to load team data' })).toBeTruthy();
  });
});

const bracket: BracketRound[] = [
  { round: 0, matches: [{ matchId: 's1', homeTeamId: 'team_r', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
  { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
];
const cup = (id: string, extra: Partial<Tournament> = {}): Tournament => ({
  id,
  name: `Cup ${id}`,
  format: { mode: 'league_playoff', playoffQualifiers: 4 },
  teamIds: ['team_r', 'b', 'c', 'd'],
  organizerId: 'org',
  createdAtISO: '',
  visibility: 'public',
  playoffBracket: bracket,
  ...extra,
});
const knockout = (tournamentId: string, id: string, round: number, index: number, home: string, away: string, goals: [number, number], extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId,
  organizerId: 'org',
  round: 4 + round,
  homeTeamId: home,
  awayTeamId: away,
  homeGoals: goals[0],
  awayGoals: goals[1],
  isPlayoff: true,
  playoffRound: round,
  playoffMatch: index,
  ...extra,
});
/** The tournament's semi-finals (Rovers beat d, b beat c) and a final Rovers play at home. */
const knockoutWithFinal = (tournamentId: string, final: [number, number], extra: Partial<Match> = {}) => [
  knockout(tournamentId, 's1', 0, 0, 'team_r', 'd', [2, 0]),
  knockout(tournamentId, 's2', 0, 1, 'b', 'c', [1, 0]),
  knockout(tournamentId, 'f', 1, 0, 'winner-1', 'winner-2', final, extra),
];
describe('PublicTeamScreen titles', () => {
  beforeEach(() => {
    memory.seed('tournaments', [
      cup('won'),
      cup('lost'),
      cup('secret', { visibility: 'private' }),
      // Created but not started: only its seed bracket is stored.
      cup('open', { playoffBracket: [{ round: 0, matches: [{ matchId: 'o1', homeTeamId: 'seed-1', awayTeamId: 'seed-2' }] }] }),
      cup('others', { teamIds: ['b', 'c', 'd', 'e'] }),
    ]);
    memory.seed('matches', [
      ...knockoutWithFinal('won', [1, 1], { homePenalties: 4, awayPenalties: 3 }),
      ...knockoutWithFinal('lost', [0, 2]),
      ...knockoutWithFinal('secret', [3, 0]),
      ...knockoutWithFinal('others', [3, 0]),
    ]);
  });

  it('lists the public final the team won, not the one it lost nor a private one', async () => {
    renderPublicRoute('/public/teams/team_r');
    const titles = await screen.findByRole('region', { name: 'Titles' });
    expect(within(titles).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Cup won', '/public/tournaments/won']]);
    // A drawn trophy (an emoji is an empty box where the device has no emoji font), then the title.
    const title = within(titles).getByRole('listitem');
    expect(title.querySelector('svg path')).not.toBeNull();
    expect(title.textContent!.trim()).toBe('Cup won');
    expect(screen.getByRole('link', { name: /^Match details: Rovers 1–1 \(4–3 pens\)/ })).toBeTruthy();
  });

  it('shows no Titles card when the team won nothing public', async () => {
    memory.seed('matches', knockoutWithFinal('won', [0, 1]));
    renderPublicRoute('/public/teams/team_r');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rovers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Matches' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Titles' })).toBeNull();
    expect(screen.queryByText('Cup secret')).toBeNull();
  });
});
