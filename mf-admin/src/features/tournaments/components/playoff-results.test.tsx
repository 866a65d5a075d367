import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { WithTournament, match, organizerWorld, renderWithData, tournament } from '../../../testing/tournament-world';
import { PlayoffSection } from './playoff-section';

const teams = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `${id.toUpperCase()} United` }));
const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? 'Unknown team';
const cup: Tournament = {
  ...tournament({ name: 'Cup', format: { mode: 'league_playoff', playoffQualifiers: 4 }, teamIds: ['a', 'b', 'c', 'd'] }),
  playoffBracket: [
    { round: 0, matches: [{ matchId: 's1', homeTeamId: 'a', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
    { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
  ],
};
const league = [match('l1', 'a', 'b', { homeGoals: 1, awayGoals: 0 })];
const knockout = (id: string, round: number, index: number, home: string, away: string, extra: Partial<Match> = {}) =>
  match(id, home, away, { isPlayoff: true, playoffRound: round, playoffMatch: index, round: 2 + round, ...extra });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});

function renderPlayoffs(playoff: Match[], leagueMatches: Match[] = league) {
  memory.seed('tournaments', [cup]);
  memory.seed('matches', [...leagueMatches, ...playoff]);
  renderWithData(<WithTournament>{(t, list) => <PlayoffSection tournament={t} matches={list} teams={teams} nameOf={nameOf} qualifiers={4} />}</WithTournament>);
  return userEvent.setup();
}
/** Semi-finals 3–1 and 2–0, final 2–1: A United beat B United. */
const finalPlayed = () => [
  knockout('s1', 0, 0, 'a', 'd', { homeGoals: 3, awayGoals: 1 }),
  knockout('s2', 0, 1, 'b', 'c', { homeGoals: 2, awayGoals: 0 }),
  knockout('f', 1, 0, 'winner-1', 'winner-2', { homeGoals: 2, awayGoals: 1 }),
];
const stored = (id: string) => memory.all<Match>('matches').find((m) => m.id === id);
const row = (name: string) => screen.findByRole('group', { name });

describe('Playoff results (decided knockouts, one source of truth)', () => {
  it('asks for a shoot-out when a knockout game is level; its winner goes to the final', async () => {
    const user = renderPlayoffs([knockout('s1', 0, 0, 'a', 'd'), knockout('s2', 0, 1, 'b', 'c', { homeGoals: 2, awayGoals: 0 }), knockout('f', 1, 0, 'winner-1', 'winner-2')]);
    const semi = await row('A United vs D United');
    expect(within(semi).queryByLabelText('Home penalties')).toBeNull();
    await user.type(within(semi).getByLabelText('Home goals'), '1');
    await user.type(within(semi).getByLabelText('Away goals'), '1');
    await user.tab();
    await user.type(within(semi).getByLabelText('Home penalties'), '4');
    await user.type(within(semi).getByLabelText('Away penalties'), '3');
    await user.tab();
    expect(await row('A United vs B United')).toBeTruthy();
    await waitFor(() => expect(stored('s1')).toMatchObject({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }));
  });

  it('asks before clearing a later result whose teams change; Cancel stores nothing and shows the stored score again (issue 22)', async () => {
    // The case: a semi-final 3–0 corrected to 0–1, the away goal typed first.
    const user = renderPlayoffs([knockout('s1', 0, 0, 'a', 'd', { homeGoals: 3, awayGoals: 0 }), ...finalPlayed().slice(1)]);
    const semi = await row('A United vs D United');
    const home = within(semi).getByLabelText('Home goals') as HTMLInputElement;
    const away = within(semi).getByLabelText('Away goals') as HTMLInputElement;
    await user.clear(away);
    await user.type(away, '1');
    await user.clear(home);
    await user.type(home, '0');
    // Nothing is saved while the organizer is still within the pair.
    expect(stored('s1')).toMatchObject({ homeGoals: 3, awayGoals: 0 });
    await user.tab();
    await user.tab();
    const dialog = await screen.findByRole('alertdialog', { name: 'Change this result?' });
    expect(dialog.textContent).toContain('This will clear the result of Final: A United vs B United, 2–1.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(home.value).toBe('3');
    expect(away.value).toBe('0');
    expect(stored('s1')).toMatchObject({ homeGoals: 3, awayGoals: 0 });
    expect(stored('f')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
  });

  it('once confirmed, clears the later result and shows the new finalist', async () => {
    const user = renderPlayoffs(finalPlayed());
    const semi = await row('A United vs D United');
    await user.clear(within(semi).getByLabelText('Home goals'));
    await user.type(within(semi).getByLabelText('Home goals'), '0{Enter}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const final = await row('D United vs B United');
    expect((within(final).getByLabelText('Home goals') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(stored('s1')).toMatchObject({ homeGoals: 0, awayGoals: 1 }));
    expect(stored('f')).not.toHaveProperty('homeGoals');
  });

  it('changes a result that keeps the same winner without asking', async () => {
    const user = renderPlayoffs(finalPlayed());
    const semi = await row('A United vs D United');
    await user.clear(within(semi).getByLabelText('Home goals'));
    await user.type(within(semi).getByLabelText('Home goals'), '5{Enter}');
    await waitFor(() => expect(stored('s1')).toMatchObject({ homeGoals: 5 }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stored('f')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
  });

  it('refuses an undecided shoot-out where it is entered, and never says Saved (issue 22)', async () => {
    const user = renderPlayoffs([knockout('s1', 0, 0, 'a', 'd'), knockout('s2', 0, 1, 'b', 'c', { homeGoals: 2, awayGoals: 0 }), knockout('f', 1, 0, 'winner-1', 'winner-2')]);
    const semi = await row('A United vs D United');
    await user.type(within(semi).getByLabelText('Home goals'), '1');
    await user.type(within(semi).getByLabelText('Away goals'), '1');
    await user.type(within(semi).getByLabelText('Home penalties'), '4');
    await user.type(within(semi).getByLabelText('Away penalties'), '4{Enter}');
    expect((await within(semi).findByRole('alert')).textContent).toBe('A shoot-out needs a winner.');
    expect(within(semi).queryByText('✓ Saved')).toBeNull();
    expect(stored('s1')).not.toHaveProperty('homeGoals');
    expect(stored('s1')).not.toHaveProperty('homePenalties');
  });

  it('takes no knockout score while a league game has none (older tournaments hold knockout games early)', async () => {
    renderPlayoffs([knockout('s1', 0, 0, 'a', 'd'), knockout('s2', 0, 1, 'b', 'c'), knockout('f', 1, 0, 'winner-1', 'winner-2')], [...league, match('l2', 'c', 'd')]);
    const goals = within(await row('A United vs D United')).getByLabelText('Home goals') as HTMLInputElement;
    expect(goals.disabled).toBe(true);
    expect(goals.title).toBe('You need to add scores to all league matches first');
  });
});
