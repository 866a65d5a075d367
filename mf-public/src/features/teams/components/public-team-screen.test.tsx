import { screen, within } from '@testing-library/react';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import type { Player, Team } from 'shared-domain';
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
