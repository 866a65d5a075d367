import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTournament } from 'shared-data';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { ORGANIZER_ID, organizerWorld, renderWithData, team } from '../../../testing/tournament-world';
import { TournamentDetailScreen } from './tournament-detail-screen';
import { TournamentsScreen } from './tournaments-screen';

const TEAMS = Array.from({ length: 22 }, (_, i) => team(`t${i + 1}`, `Team ${i + 1}`));
const matchWrites = (op: { kind: string; table: string }) => op.kind === 'putMany' && op.table === 'matches';

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', TEAMS);
});

/** A round robin of the first `teamCount` teams whose creation stopped after `batches` batches of 25 matches. */
async function interruptCreation(teamCount: number, batches: number): Promise<string> {
  let batch = 0;
  memory.failWhen((op) => matchWrites(op) && ++batch > batches);
  await expect(createTournament({ name: 'Big League', teamIds: TEAMS.slice(0, teamCount).map((t) => t.id) }, ORGANIZER_ID)).rejects.toThrow();
  memory.stopFailing();
  return memory.all<Tournament>('tournaments')[0]!.id;
}

const stored = () => memory.all<Tournament & { pendingWrite?: string }>('tournaments');
const card = () => screen.getByRole('heading', { level: 3, name: 'Big League' }).closest('li')!;

/** Holds the `n`th batch of matches of the next write until released. */
function holdBatch(n: number) {
  let batch = 0;
  return memory.pauseWhen((op) => matchWrites(op) && ++batch === n);
}

const SLOW = { timeout: 10_000 };

// Renders of these screens take a second or more on a busy 2-core machine: waits are generous.
describe('An interrupted creation in "Your Tournaments" (issue 13)', { timeout: 20_000 }, () => {
  // 22 teams play 231 matches; 50 were saved.
  async function renderList() {
    await interruptCreation(22, 2);
    renderWithData(<TournamentsScreen />);
    expect(await within(await findCard()).findByText('Creation interrupted: 50 of 231 matches saved', {}, SLOW)).toBeTruthy();
    return userEvent.setup();
  }
  const findCard = async () => (await screen.findByRole('heading', { level: 3, name: 'Big League' }, SLOW)).closest('li')!;

  it('says how many matches were saved; Resume shows the bar and saves only the missing ones', async () => {
    const user = await renderList();
    const release = holdBatch(2);
    const before = memory.operations.length;
    await user.click(within(card()).getByRole('button', { name: 'Resume' }));
    // While this page writes the setup, the card shows its progress, not "interrupted" and a second Resume.
    const bar = await within(card()).findByRole('progressbar', { name: 'Creating matches' }, SLOW);
    expect(bar.getAttribute('aria-valuetext')).toBe('75 of 231 matches');
    expect(within(card()).queryByText(/Creation interrupted/)).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Resume' })).toBeNull();
    // The list is read again before the bar leaves: the card never says "interrupted" over a finished setup.
    const holdList = memory.pauseWhen((op) => op.kind === 'query' && op.table === 'tournaments');
    release();
    await vi.waitFor(() => expect(stored()[0]).not.toHaveProperty('pendingWrite'), SLOW);
    expect(within(card()).getByRole('progressbar', { name: 'Creating matches' })).toBeTruthy();
    expect(within(card()).queryByText(/Creation interrupted/)).toBeNull();
    holdList();
    await vi.waitFor(() => expect(within(card()).queryByRole('progressbar')).toBeNull(), SLOW);
    expect(within(card()).queryByText(/Creation interrupted/)).toBeNull();
    expect(memory.all('matches')).toHaveLength(231);
    // 50 were saved: only the other 181 were written.
    expect(memory.operations.slice(before).filter(matchWrites).flatMap((op) => op.keys ?? [])).toHaveLength(181);
  });

  it('a Resume that fails says so and counts again what is saved; trying again finishes', async () => {
    const user = await renderList();
    let batch = 0;
    memory.failWhen((op) => matchWrites(op) && ++batch > 1);
    await user.click(within(card()).getByRole('button', { name: 'Resume' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('The creation could not be resumed. Please try again.');
    expect(await within(card()).findByText('Creation interrupted: 75 of 231 matches saved', {}, SLOW)).toBeTruthy();
    memory.stopFailing();
    await user.click(within(card()).getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(stored()[0]).not.toHaveProperty('pendingWrite'), SLOW);
    await vi.waitFor(() => expect(within(card()).queryByText(/Creation interrupted/)).toBeNull(), SLOW);
    expect(memory.all('matches')).toHaveLength(231);
  });

  it('Delete removes the tournament and the matches it saved, after a confirmation', async () => {
    const user = await renderList();
    await user.click(within(card()).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Big League' })).toBeNull(), SLOW);
    expect(stored()).toEqual([]);
    expect(memory.all('matches')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your Tournaments (0)' })).toBeTruthy();
  });
});

// The detail screen is the admin's heaviest: its first render in a test takes seconds on a busy machine.
describe('An interrupted creation on the tournament’s page', { timeout: 20_000 }, () => {
  // 12 teams play 66 matches; 25 were saved.
  async function renderDetail() {
    const interrupted = await interruptCreation(12, 1);
    renderWithData(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
        <Route path="/tournaments" element={<h1>Manage Tournaments</h1>} />
      </Routes>,
      `/tournaments/${interrupted}`,
    );
    expect(await screen.findByText('Creation interrupted: 25 of 66 matches saved', {}, SLOW)).toBeTruthy();
    return userEvent.setup();
  }

  it('Resume saves the missing matches: the page shows all 66 and the notice leaves', async () => {
    const user = await renderDetail();
    expect(screen.getByText('25 matches')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('66 matches', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Creation interrupted/)).toBeNull();
    expect(new Set(memory.all<Match>('matches').map((m) => m.id)).size).toBe(66);
  });

  it('Delete removes it and opens the list', async () => {
    const user = await renderDetail();
    // Its own Delete, beside the page's "Delete Tournament".
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Tournaments' }, SLOW)).toBeTruthy();
    expect(stored()).toEqual([]);
    expect(memory.all('matches')).toEqual([]);
  });
});
