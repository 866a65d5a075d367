import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPublicRoute } from '../../testing/render-public-route';
import { testMatch, testPlayer, testTeam, testTournament } from '../../testing/public-test-data';

let memory: MemoryStorage;

/** Rovers' league: one game a week from 1 March 2024, the first `played` of them with a result. */
function seedSeason(games: number, played: number) {
  const day = (i: number) => `2024-03-${String(1 + 7 * (i % 4)).padStart(2, '0')}`;
  memory.seed('matches', [
    ...Array.from({ length: games }, (_, i) =>
      testMatch('spring', `m${String(i + 1).padStart(2, '0')}`, i + 1, i % 2 ? 'b' : 'r', i % 2 ? 'r' : 'b', i < played ? [i % 3, 1] : undefined, {
        dateISO: i < 4 ? day(i) : `2024-04-${String(i).padStart(2, '0')}`,
      }),
    ),
    // Not Rovers' game: never listed.
    testMatch('spring', 'other', 1, 'b', 'c', [0, 0], { dateISO: '2024-03-02' }),
    testMatch('secret', 'hidden', 1, 'r', 'b', [9, 0]),
  ]);
}

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [testTeam('r', 'Rovers', [testPlayer('p1', 'Ann')]), testTeam('b', 'Borough'), testTeam('c', 'City')]);
  memory.seed('tournaments', [testTournament('spring', ['r', 'b', 'c'], { name: 'Spring League' }), testTournament('secret', ['r', 'b'], { visibility: 'private' })]);
  signOutForTest();
});

const card = () => screen.findByRole('region', { name: 'Matches' });
const links = (scope: HTMLElement) => within(scope).queryAllByRole('link');

describe('TeamMatchesCard on the public team page', () => {
  it("lists the team's public matches newest first, each linked to its match page", async () => {
    seedSeason(3, 2);
    renderPublicRoute('/public/teams/r');
    const matches = await card();
    await within(matches).findByRole('list');
    expect(links(matches).map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Match details: Rovers vs Borough', '/public/tournaments/spring/matches/m03'],
      ['Match details: Borough 1–1 Rovers', '/public/tournaments/spring/matches/m02'],
      ['Match details: Rovers 0–1 Borough', '/public/tournaments/spring/matches/m01'],
    ]);
    expect(within(matches).getAllByRole('listitem')[0]!.textContent).toContain('Spring League · ');
  });

  it('shows the latest 10, and Show all the rest', async () => {
    const user = userEvent.setup();
    seedSeason(12, 12);
    renderPublicRoute('/public/teams/r');
    const matches = await card();
    await within(matches).findByRole('list');
    expect(links(matches)).toHaveLength(10);
    expect(links(matches)[0]!.getAttribute('href')).toBe('/public/tournaments/spring/matches/m12');
    const toggle = within(matches).getByRole('button', { name: 'Show all (12)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(links(matches).map((a) => a.getAttribute('href')?.split('/').pop())).toEqual(['m12', 'm11', 'm10', 'm09', 'm08', 'm07', 'm06', 'm05', 'm04', 'm03', 'm02', 'm01']);
    const fewer = within(matches).getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    await user.click(fewer);
    expect(links(matches)).toHaveLength(10);
  });

  it('opens the match page from the list', async () => {
    seedSeason(1, 1);
    renderPublicRoute('/public/teams/r');
    await userEvent.click(await within(await card()).findByRole('link', { name: 'Match details: Rovers 0–1 Borough' }));
    expect(await screen.findByText('Public match page')).toBeTruthy();
  });

  it('says when the team has no public matches', async () => {
    renderPublicRoute('/public/teams/r');
    expect(await within(await card()).findByText('No matches in public tournaments yet.')).toBeTruthy();
  });
});

describe('TeamMatchesCard on the public player page', () => {
  it("lists the player's team's matches, linked to their match pages", async () => {
    seedSeason(2, 1);
    renderPublicRoute('/public/players/p1');
    const matches = await card();
    await within(matches).findByRole('list');
    expect(links(matches).map((a) => a.getAttribute('href'))).toEqual(['/public/tournaments/spring/matches/m02', '/public/tournaments/spring/matches/m01']);
    expect(within(matches).getByRole('link', { name: 'Match details: Rovers 0–1 Borough' })).toBeTruthy();
  });
});
