import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import type { CustomPlayoffRound } from 'shared-domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPublicRoute } from '../../../testing/render-public-route';
import { testMatch, testPlayoffMatch, testTeam, testTournament } from '../../../testing/public-test-data';

const teams = [testTeam('a', 'Arsenal'), testTeam('b', 'Brighton'), testTeam('c', 'Chelsea'), testTeam('d', 'Derby')];
let memory: MemoryStorage;

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', teams);
  signOutForTest();
});

const region = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('region', { name });

describe('PublicTournamentScreen links every match to its public match page', () => {
  it('links each fixture row, named by its teams and score, and opens the match page', async () => {
    memory.seed('tournaments', [testTournament('t1', ['a', 'b', 'c'])]);
    memory.seed('matches', [testMatch('t1', 'm1', 1, 'a', 'b', [2, 1]), testMatch('t1', 'm2', 2, 'b', 'c')]);
    renderPublicRoute('/public/tournaments/t1');
    const fixtures = await screen.findByRole('region', { name: 'Fixtures & Results' });
    const played = within(region('Tour 1', fixtures)).getByRole('link', { name: 'Match details: Arsenal 2–1 Brighton' });
    expect(played.getAttribute('href')).toBe('/public/tournaments/t1/matches/m1');
    expect(within(region('Tour 2', fixtures)).getByRole('link', { name: 'Match details: Brighton vs Chelsea' }).getAttribute('href')).toBe(
      '/public/tournaments/t1/matches/m2',
    );
    await userEvent.click(played);
    expect(await screen.findByText('Public match page')).toBeTruthy();
  });

  it('links each bracket game, the final with its decided side, but never a bye', async () => {
    const playoffBracket = [
      { round: 0, matches: [{ matchId: 'q1', homeTeamId: 'a', awayTeamId: 'b' }, { matchId: 'bye', homeTeamId: 'c', awayTeamId: 'c', winner: 'c' }] },
      { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ];
    memory.seed('tournaments', [testTournament('t1', ['a', 'b', 'c'], { format: { mode: 'swiss_elimination' }, playoffBracket })]);
    memory.seed('matches', [testPlayoffMatch('t1', 'q1', 0, 0, 'a', 'b', [0, 1]), testPlayoffMatch('t1', 'f', 1, 0, 'winner-1', 'winner-2')]);
    renderPublicRoute('/public/tournaments/t1');
    const bracket = await screen.findByRole('region', { name: 'Playoff Bracket' });
    const [game, bye] = within(region('1/2 Final', bracket)).getAllByRole('listitem');
    expect(within(game!).getByRole('link', { name: 'Match details: Arsenal 0–1 Brighton' }).getAttribute('href')).toBe('/public/tournaments/t1/matches/q1');
    expect(within(bye!).queryByRole('link')).toBeNull();
    expect(bye!.textContent).toContain('Bye');
    expect(within(region('Final', bracket)).getByRole('link', { name: 'Match details: Brighton vs Chelsea' }).getAttribute('href')).toBe(
      '/public/tournaments/t1/matches/f',
    );
  });

  it('links no game of a custom playoff shown from its plan before its games exist', async () => {
    const round: CustomPlayoffRound = { roundNumber: 1, name: 'Grand Final', quantityOfGames: 1, matches: [{ id: 'plan-1', homeTeamId: 'a', awayTeamId: 'd', isElimination: true }] };
    const format = { mode: 'league_custom_playoff' as const, customPlayoffConfig: { playoffTeams: 2, enableBye: false, playoffRounds: [round] } };
    memory.seed('tournaments', [testTournament('t1', ['a', 'd'], { format })]);
    memory.seed('matches', [testMatch('t1', 'm1', 1, 'a', 'd', [1, 0])]);
    renderPublicRoute('/public/tournaments/t1');
    const final = within(await screen.findByRole('region', { name: 'Grand Final' })).getByRole('listitem');
    expect(final.textContent).toContain('Arsenal');
    expect(within(final).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Match details: Arsenal 1–0 Derby' })).toBeTruthy();
  });
});
