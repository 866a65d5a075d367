import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '../../../testing/render-public-route';
import { testMatch, testPlayer, testTeam, testTournament } from '../../../testing/public-test-data';
import { StubEventSource } from '../../../testing/stub-event-source';

// A 20-team league of 25 players each, one round played: the size of the real Premier League.
const teamIds = Array.from({ length: 20 }, (_, i) => `team_${String(i).padStart(2, '0')}`);
const teams = teamIds.map((id, i) => testTeam(id, `Club ${i}`, Array.from({ length: 25 }, (_, p) => testPlayer(`${id}_p${p}`, `Player${p}`))));
const matches = teamIds
  .slice(0, 10)
  .map((home, i) => testMatch('pl', `m${String(i).padStart(2, '0')}`, 1, home, teamIds[19 - i]!, [i % 3, 1], { goals: [{ id: `g${i}`, team: 'home', playerId: `${home}_p9`, minute: 10, type: 'goal', goalNumber: 1 }] }));

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', teams);
  memory.seed('tournaments', [testTournament('pl', teamIds, { name: 'Premier League' })]);
  memory.seed('matches', matches);
  signOutForTest();
});
afterEach(() => vi.unstubAllGlobals());

/** The reads as DynamoDB sees them: operation, table, and the keys a batch asked for. */
const reads = () => memory.operations.map((op) => [op.kind, op.table, op.keys?.length ?? op.key?.id ?? op.equals?.tournamentId]);
const standingsShown = async () => within(await screen.findByRole('region', { name: 'Standings' })).getAllByRole('rowheader');

describe('PublicTournamentScreen database reads', () => {
  it('reads a 20-team league in three requests: the tournament, its teams in one batch, its matches in one query', async () => {
    renderPublicRoute('/public/tournaments/pl');
    expect(await standingsShown()).toHaveLength(20);
    // Statistics (players of every team) and fixtures come from the same three reads.
    await userEvent.click(screen.getByRole('tab', { name: 'Top Scorers' }));
    expect(screen.getAllByRole('link', { name: 'Player9 X' }).length).toBeGreaterThan(0);
    expect(reads().sort()).toEqual([
      ['get', 'tournaments', 'pl'],
      ['getMany', 'teams', 20],
      ['query', 'matches', 'pl'],
    ]);
  });

  it('with the live stream: reads nothing before it opens, and its opening resync reads nothing twice', async () => {
    vi.stubGlobal('EventSource', StubEventSource);
    StubEventSource.opened = [];
    renderPublicRoute('/public/tournaments/pl');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memory.operations).toEqual([]);
    StubEventSource.opened[0]!.open();
    expect(await standingsShown()).toHaveLength(20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toHaveLength(3);
  });

  it('reads anyway when the stream does not open, and once more when it finally does (a write may lie between)', async () => {
    vi.stubGlobal('EventSource', StubEventSource);
    StubEventSource.opened = [];
    renderPublicRoute('/public/tournaments/pl');
    expect(await screen.findByRole('region', { name: 'Standings' }, { timeout: 3000 })).toBeTruthy();
    expect(reads()).toHaveLength(3);
    StubEventSource.opened[0]!.open();
    await vi.waitFor(() => expect(reads().filter(([kind]) => kind !== 'getMany')).toHaveLength(4));
  });
});
