import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { match, organizerWorld, renderTournamentPage, team, tournament } from '../../../testing/tournament-world';

/** A creation that stopped after storing the marked tournament: no fixtures yet. */
const halfCreated = { ...tournament({ teamIds: ['a', 'b', 'c'] }), pendingWrite: 'creation' };
const PLAYOFFS_UNFINISHED = 'Starting the playoffs did not finish.';
/** A league + playoffs tournament whose league is played out: ready for its playoffs. */
const leaguePlayoff = tournament({ format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 }, teamIds: ['a', 'b', 'c'] });
const played = [match('m1', 'a', 'b'), match('m2', 'b', 'c', { round: 2 }), match('m3', 'c', 'a', { round: 3 })].map((m) => ({ ...m, homeGoals: 1, awayGoals: 0 }));

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford'), team('c', 'Chelsea')]);
});

const renderScreen = (stored: object, storedMatches: Match[] = []) => renderTournamentPage(memory, stored, storedMatches);

const storedTournament = () => memory.all<Tournament & { pendingWrite?: string }>('tournaments')[0]!;

describe('PendingWriteAlert (a multi-item write that stopped halfway)', () => {
  it('says nothing for a finished tournament', async () => {
    renderScreen(tournament());
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish now' })).toBeNull();
  });

  it('an interrupted creation has its own notice (Resume, Delete), not "Finish now"', async () => {
    renderScreen(halfCreated);
    expect(await screen.findByText(/^Creation interrupted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('says so when finishing a playoff start fails, shows "Finishing..." while it runs, and a second try finishes', async () => {
    memory.failWhen((op) => op.kind === 'putMany' && op.table === 'matches');
    const user = renderScreen(leaguePlayoff, played);
    await user.click(await screen.findByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect(await screen.findByText(PLAYOFFS_UNFINISHED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish now' }));
    expect(await screen.findByText('It could not be finished. Please try again.')).toBeTruthy();
    expect(storedTournament().pendingWrite).toBe('playoff-start');

    memory.stopFailing();
    const release = memory.pauseWhen((op) => op.kind === 'putMany');
    await user.click(screen.getByRole('button', { name: 'Finish now' }));
    expect(screen.getByRole('button', { name: 'Finishing...' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitForAbsence(PLAYOFFS_UNFINISHED);
    expect(screen.queryByText('It could not be finished. Please try again.')).toBeNull();
    expect(storedTournament()).not.toHaveProperty('pendingWrite');
  });

  it('finishes a playoff start whose matches could not be written', async () => {
    memory.failWhen((op) => op.kind === 'putMany' && op.table === 'matches');
    const user = renderScreen(leaguePlayoff, played);
    await user.click(await screen.findByRole('button', { name: 'End Championship & Start Playoffs' }));
    // The bracket was claimed on the tournament; its matches were not written.
    expect(await screen.findByText(PLAYOFFS_UNFINISHED)).toBeTruthy();
    expect(storedTournament().pendingWrite).toBe('playoff-start');

    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Finish now' }));
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    await waitForAbsence(PLAYOFFS_UNFINISHED);
    expect(storedTournament()).not.toHaveProperty('pendingWrite');
    expect(memory.all<Match>('matches').filter((m) => m.isPlayoff)).toHaveLength(1);
  });
});

async function waitForAbsence(text: string) {
  await expect.poll(() => screen.queryByText(text)).toBeNull();
}
