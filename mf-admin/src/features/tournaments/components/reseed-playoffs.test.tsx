import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { match, organizerWorld, renderTournamentPage, team, tournament } from '../../../testing/tournament-world';

// Four teams, top 2 qualify; Arsenal and Brentford were on top when the final was seeded.
const cup: Tournament = {
  ...tournament({ format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 }, teamIds: ['a', 'b', 'c', 'd'] }),
  playoffBracket: [{ round: 0, matches: [{ matchId: 'f', homeTeamId: 'a', awayTeamId: 'b' }] }],
};
// Chelsea's corrected 9–0 lifts them to the top, over Brentford.
const corrected = [
  match('m1', 'a', 'c', { homeGoals: 2, awayGoals: 1 }),
  match('m2', 'b', 'd', { homeGoals: 1, awayGoals: 0 }),
  match('m3', 'c', 'd', { round: 2, homeGoals: 9, awayGoals: 0 }),
];
const final = (fields: Partial<Match> = {}) => match('f', 'a', 'b', { round: 3, isPlayoff: true, playoffRound: 0, playoffMatch: 0, dateISO: '2025-06-01', ...fields });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford'), team('c', 'Chelsea'), team('d', 'Derby')]);
});

const renderScreen = (matches: Match[]) => renderTournamentPage(memory, cup, matches);

describe('Re-seed playoffs (issue 22)', () => {
  it('is offered by the seeding note, names what changes, and re-seeds the same game from the corrected table', { timeout: 30_000 }, async () => {
    const user = renderScreen([...corrected, final()]);
    const note = (await screen.findByText('The playoff seeding stays as it was.')).closest<HTMLElement>('[role]')!;
    await user.click(within(note).getByRole('button', { name: 'Re-seed playoffs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Re-seed the playoffs?' });
    expect(dialog.textContent).toContain('Final: Arsenal vs Brentford becomes Chelsea vs Arsenal');
    expect(dialog.textContent).toContain('Leaving the playoffs: Brentford. Entering: Chelsea.');
    await user.click(within(dialog).getByRole('button', { name: 'Re-seed playoffs' }));
    expect(await screen.findByText('The playoffs were re-seeded from the current table.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Chelsea vs Arsenal' })).toBeTruthy();
    expect(memory.all<Match>('matches').find((m) => m.id === 'f')).toMatchObject({ homeTeamId: 'c', awayTeamId: 'a', dateISO: '2025-06-01' });
    expect(screen.queryByText('The playoff seeding stays as it was.')).toBeNull();
  });

  it('Cancel changes nothing', { timeout: 30_000 }, async () => {
    const user = renderScreen([...corrected, final()]);
    await user.click((await screen.findAllByRole('button', { name: 'Re-seed playoffs' }))[0]!);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Re-seed the playoffs?' })).getByRole('button', { name: 'Cancel' }));
    expect(memory.all<Match>('matches').find((m) => m.id === 'f')).toMatchObject({ homeTeamId: 'a', awayTeamId: 'b' });
  });

  it('is refused with the reason once a knockout game has a result', async () => {
    renderScreen([...corrected, final({ homeGoals: 2, awayGoals: 1 })]);
    expect(await screen.findByText('The playoffs can no longer be re-seeded: Final Arsenal vs Brentford has a result (2–1).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-seed playoffs' })).toBeNull();
  });

  it('says nothing of re-seeding while the table still agrees with the seeding, results or not', async () => {
    const agreeing = [...corrected.slice(0, 2), match('m3', 'c', 'd', { round: 2, homeGoals: 0, awayGoals: 0 })];
    renderScreen([...agreeing, final({ homeGoals: 2, awayGoals: 1 })]);
    expect(await screen.findByRole('group', { name: 'Arsenal vs Brentford' })).toBeTruthy();
    expect(screen.queryByText(/can no longer be re-seeded/)).toBeNull();
    expect(screen.queryByText('The playoff seeding stays as it was.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-seed playoffs' })).toBeNull();
  });
});
