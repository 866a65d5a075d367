import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { ORGANIZER_ID, organizerWorld, renderWithData, team } from '../../../testing/tournament-world';
import { CreateTournamentForm } from './create-tournament-form';

// 22 teams play 231 matches (a round robin): more than 200, so the creation shows its progress bar.
const TEAMS = Array.from({ length: 22 }, (_, i) => team(`t${i + 1}`, `Team ${String(i + 1).padStart(2, '0')}`, `2024-01-${String(i + 1).padStart(2, '0')}`));

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', TEAMS);
});

const matchBatches = () => {
  let batch = 0;
  return (op: { kind: string; table: string }) => op.kind === 'putMany' && op.table === 'matches' && ++batch >= 3;
};

/** Fills the form with `teamCount` teams and submits it. */
async function createWith(teamCount: number, onCreated = vi.fn()) {
  renderWithData(<CreateTournamentForm organizerId={ORGANIZER_ID} onCreated={onCreated} />);
  const user = userEvent.setup();
  await screen.findByRole('checkbox', { name: 'Team 01' }, SLOW);
  await user.type(screen.getByLabelText('Tournament Name'), 'Big League');
  for (const t of TEAMS.slice(0, teamCount)) await user.click(screen.getByRole('checkbox', { name: t.name }));
  await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
  return { user, onCreated };
}

const SLOW = { timeout: 10_000 };
const storedTournament = () => memory.all<Tournament & { pendingWrite?: string }>('tournaments')[0];

// Renders take a second or more on a busy 2-core machine: waits are generous.
describe('Creating a tournament of more than 200 matches (issue 13: progress on long work)', { timeout: 20_000 }, () => {
  it('shows a determinate bar with "50 of 231 matches" while the matches are saved, then opens the tournament', async () => {
    const release = memory.pauseWhen(matchBatches());
    const { onCreated } = await createWith(22);
    const bar = await screen.findByRole('progressbar', { name: 'Creating matches' }, SLOW);
    expect(bar.getAttribute('max')).toBe('231');
    expect(bar.getAttribute('value')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('50 of 231 matches');
    expect(screen.getByText('50 of 231 matches')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeTruthy();
    release();
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce(), SLOW);
    expect(memory.all('matches')).toHaveLength(231);
    expect(storedTournament()).not.toHaveProperty('pendingWrite');
  });

  it('shows no bar for 200 matches or fewer: those take a moment', async () => {
    const release = memory.pauseWhen((op) => op.kind === 'putMany');
    const { onCreated } = await createWith(4);
    expect(await screen.findByText('Saving the matches...', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    release();
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce(), SLOW);
  });

  it('a creation that stops after the tournament was stored says what was saved, and Resume finishes it', async () => {
    memory.failWhen(matchBatches());
    const { user, onCreated } = await createWith(22);
    expect(await screen.findByText('Creation interrupted: 50 of 231 matches saved', {}, SLOW)).toBeTruthy();
    // Not "try again": that would create a second tournament.
    expect(screen.queryByText('The tournament could not be created. Please try again.')).toBeNull();
    expect(storedTournament()?.pendingWrite).toBe('creation');

    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce(), SLOW);
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: storedTournament()?.id, name: 'Big League' });
    expect(onCreated.mock.calls[0]?.[0]).not.toHaveProperty('pendingWrite');
    const matches = memory.all<Match>('matches');
    expect(matches).toHaveLength(231);
    expect(new Set(matches.map((m) => m.id)).size).toBe(231);
  });

  it('says where the tournament is when it cannot even be read after the stop; Retry shows it as interrupted', async () => {
    const stop = matchBatches();
    memory.failWhen((op) => stop(op) || (op.kind === 'get' && op.table === 'tournaments'));
    const { user } = await createWith(22);
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('It is listed under Your Tournaments, to resume or delete.');
    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Creation interrupted: 50 of 231 matches saved', {}, SLOW)).toBeTruthy();
  });

  it('Delete removes the interrupted tournament with the matches it saved, and the form can create again', async () => {
    memory.failWhen(matchBatches());
    const { user } = await createWith(22);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    expect(screen.getByRole('alertdialog', { name: 'Delete “Big League”?' }).textContent).toContain('the matches saved so far');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await vi.waitFor(() => expect(memory.all('tournaments')).toEqual([]), SLOW);
    expect(memory.all('matches')).toEqual([]);
    await vi.waitFor(() => expect(screen.queryByText(/Creation interrupted/)).toBeNull(), SLOW);
    expect((screen.getByRole('button', { name: 'Create Tournament' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
