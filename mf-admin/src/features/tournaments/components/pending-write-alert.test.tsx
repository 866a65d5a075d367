import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { match, organizerWorld, renderWithData, team, tournament } from '../../../testing/tournament-world';
import { TournamentDetailScreen } from './tournament-detail-screen';

/** A creation that stopped after storing the marked tournament: no fixtures yet. */
const halfCreated = { ...tournament({ teamIds: ['a', 'b', 'c'] }), pendingWrite: 'creation' };
const SETUP_UNFINISHED = 'Setting up this tournament did not finish.';

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford'), team('c', 'Chelsea')]);
});

function renderScreen(stored: object, storedMatches: Match[] = []) {
  memory.seed('tournaments', [stored]);
  memory.seed('matches', storedMatches);
  renderWithData(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
    </Routes>,
    '/tournaments/t1',
  );
  return userEvent.setup();
}

const storedTournament = () => memory.all<Tournament & { pendingWrite?: string }>('tournaments')[0]!;
const fixtureRows = () => within(screen.getByRole('region', { name: 'Fixtures' })).queryAllByRole('group', { name: / vs / });

describe('PendingWriteAlert (a multi-item write that stopped halfway)', () => {
  it('says nothing for a finished tournament', async () => {
    renderScreen(tournament());
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish now' })).toBeNull();
  });

  it('finishes an unfinished creation: the fixtures appear and the marker is gone', async () => {
    const user = renderScreen(halfCreated);
    const warning = await screen.findByText(SETUP_UNFINISHED);
    expect(fixtureRows()).toEqual([]);
    await user.click(within(warning.closest('[role="status"]')!).getByRole('button', { name: 'Finish now' }));
    await waitForFixtures(3);
    expect(screen.queryByText(SETUP_UNFINISHED)).toBeNull();
    expect(storedTournament()).not.toHaveProperty('pendingWrite');
    expect(memory.all<Match>('matches')).toHaveLength(3);
    expect(screen.getByText('3 matches')).toBeTruthy();
  });

  it('shows "Finishing..." while it runs', async () => {
    const release = memory.pauseWhen((op) => op.kind === 'putMany');
    const user = renderScreen(halfCreated);
    await user.click(await screen.findByRole('button', { name: 'Finish now' }));
    expect(screen.getByRole('button', { name: 'Finishing...' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitForFixtures(3);
  });

  it('says so when finishing fails, keeps the marker, and a second try finishes', async () => {
    memory.failWhen((op) => op.kind === 'putMany' && op.table === 'matches');
    const user = renderScreen(halfCreated);
    await user.click(await screen.findByRole('button', { name: 'Finish now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('It could not be finished. Please try again.');
    expect(screen.getByText(SETUP_UNFINISHED)).toBeTruthy();
    expect(storedTournament().pendingWrite).toBe('creation');
    expect(memory.all('matches')).toEqual([]);

    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Finish now' }));
    await waitForFixtures(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storedTournament()).not.toHaveProperty('pendingWrite');
  });

  it('finishes a playoff start whose matches could not be written', async () => {
    const cup = tournament({ format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 }, teamIds: ['a', 'b', 'c'] });
    const played = [match('m1', 'a', 'b'), match('m2', 'b', 'c', { round: 2 }), match('m3', 'c', 'a', { round: 3 })].map((m) => ({ ...m, homeGoals: 1, awayGoals: 0 }));
    memory.failWhen((op) => op.kind === 'putMany' && op.table === 'matches');
    const user = renderScreen(cup, played);
    await user.click(await screen.findByRole('button', { name: 'End Championship & Start Playoffs' }));
    // The bracket was claimed on the tournament; its matches were not written.
    expect(await screen.findByText('Starting the playoffs did not finish.')).toBeTruthy();
    expect(storedTournament().pendingWrite).toBe('playoff-start');

    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Finish now' }));
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    await waitForAbsence('Starting the playoffs did not finish.');
    expect(storedTournament()).not.toHaveProperty('pendingWrite');
    expect(memory.all<Match>('matches').filter((m) => m.isPlayoff)).toHaveLength(1);
  });
});

async function waitForFixtures(count: number) {
  await screen.findAllByRole('group', { name: / vs / });
  expect(fixtureRows()).toHaveLength(count);
}

async function waitForAbsence(text: string) {
  await expect.poll(() => screen.queryByText(text)).toBeNull();
}
