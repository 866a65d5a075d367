import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { CustomPlayoffConfig, Match, Tournament } from 'shared-domain';
import { WithTournament, match, organizerWorld, renderWithData, tournament } from '../../../testing/tournament-world';
import { CustomPlayoffEditor } from './custom-playoff-editor';

const teams = [
  { id: 'a', name: 'Arsenal' },
  { id: 'b', name: 'Brentford' },
  { id: 'c', name: 'Chelsea' },
  { id: 'd', name: 'Derby' },
  { id: 'e', name: 'Everton' },
];
const ids = teams.map((t) => t.id);
// Every league game won by the team listed first: the table is Arsenal, Brentford, Chelsea, Derby, Everton.
const league = ids.flatMap((home, i) => ids.slice(i + 1).map((away) => match(`l_${home}${away}`, home, away, { homeGoals: 1, awayGoals: 0 })));
const config: CustomPlayoffConfig = {
  playoffTeams: 4,
  enableBye: true,
  playoffRounds: [
    {
      roundNumber: 1,
      name: 'Semi-finals',
      quantityOfGames: 2,
      matches: [
        { id: 's1', homeTeamId: 'seed-1', awayTeamId: 'seed-4', isElimination: true },
        { id: 's2', homeTeamId: 'seed-2', awayTeamId: 'seed-3', isElimination: true },
      ],
    },
    { roundNumber: 2, name: 'Final', quantityOfGames: 1, matches: [{ id: 'f', homeTeamId: 'winner-of:s1', awayTeamId: 'winner-of:s2', isElimination: true }] },
  ],
};
const cup = tournament({ teamIds: ids, format: { mode: 'league_custom_playoff', rounds: 1, customPlayoffConfig: config } });
const semi = (id: string, home: string, away: string, fields: Partial<Match> = {}) => match(id, home, away, { round: 6, isPlayoff: true, playoffRound: 0, ...fields });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});

function renderEditor(stored: Tournament, items: Match[]) {
  memory.seed('tournaments', [stored]);
  memory.seed('matches', [...league, ...items]);
  renderWithData(<WithTournament>{(t, matches) => <CustomPlayoffEditor tournament={t} teams={teams} matches={matches} />}</WithTournament>);
  return userEvent.setup();
}
const stored = (id: string) => memory.all<Match>('matches').find((m) => m.id === id);
const storedConfig = () => memory.all<Tournament>('tournaments')[0]!.format.customPlayoffConfig!;

describe('Custom playoff brackets that run themselves (issue 22)', () => {
  it('takes scores in place, and the winners reach the final by themselves', { timeout: 30_000 }, async () => {
    const user = renderEditor(cup, [semi('s1', 'a', 'd'), semi('s2', 'b', 'c')]);
    const first = await screen.findByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Derby' });
    expect(within(first).getByText('Seed 1: Arsenal')).toBeTruthy();
    await user.type(within(first).getByLabelText('Home goals'), '2');
    // Moving to the other side of the same score saves nothing and says nothing yet.
    await user.tab();
    expect(document.activeElement).toBe(within(first).getByLabelText('Away goals'));
    expect(within(first).queryByRole('alert')).toBeNull();
    // Leaving the score with one side alone is refused, as in the league rows.
    await user.tab();
    expect(within(first).getByRole('alert').textContent).toBe('Enter the away goals too: a score is saved once both sides are entered.');
    expect(stored('s1')?.homeGoals).toBeUndefined();
    await user.type(within(first).getByLabelText('Away goals'), '1');
    await user.tab();
    await waitFor(() => expect(stored('s1')).toMatchObject({ homeGoals: 2, awayGoals: 1 }));

    const second = screen.getByRole('group', { name: 'Semi-finals, game 2: Brentford vs Chelsea' });
    await user.type(within(second).getByLabelText('Home goals'), '0');
    await user.type(within(second).getByLabelText('Away goals'), '0');
    await user.tab();
    await user.type(await within(second).findByLabelText('Home penalties'), '3');
    await user.type(within(second).getByLabelText('Away penalties'), '4');
    await user.tab();
    await waitFor(() => expect(stored('s2')).toMatchObject({ homeGoals: 0, awayGoals: 0, homePenalties: 3, awayPenalties: 4 }));

    const final = await screen.findByRole('group', { name: 'Final, game 1: Arsenal vs Chelsea' });
    await waitFor(() => expect(stored('f')).toMatchObject({ homeTeamId: 'a', awayTeamId: 'c', isPlayoff: true }));
    expect(within(final).getByText('Winner of Semi-finals, game 2: Chelsea')).toBeTruthy();
  });

  it('offers seeds, earlier games’ winners and losers, and BYE while it is enabled', { timeout: 30_000 }, async () => {
    const user = renderEditor(cup, [semi('s1', 'a', 'd'), semi('s2', 'b', 'c')]);
    const final = await screen.findByRole('group', { name: /^Final, game 1/ });
    const options = () => [...within(final).getByLabelText('Home team').querySelectorAll('option')].map((o) => o.textContent);
    expect(options()).toEqual(expect.arrayContaining(['Everton', 'Seed 4', 'Winner of Semi-finals, game 1', 'Loser of Semi-finals, game 2', 'BYE']));
    await user.click(screen.getByRole('checkbox', { name: 'Enable bye' }));
    await waitFor(() => expect(storedConfig().enableBye).toBe(false));
    expect(options()).not.toContain('BYE');
  });

  it('a game against BYE is won by the other side without a score; Enable bye cannot go off while it is used', { timeout: 30_000 }, async () => {
    const withBye = { ...config, playoffRounds: [{ ...config.playoffRounds[0]!, matches: [config.playoffRounds[0]!.matches[0]!, { id: 's2', homeTeamId: 'bye', awayTeamId: 'seed-2', isElimination: true }] }, config.playoffRounds[1]!] };
    const user = renderEditor({ ...cup, format: { ...cup.format, customPlayoffConfig: withBye } }, [semi('s1', 'a', 'd', { homeGoals: 0, awayGoals: 1 })]);
    const second = await screen.findByRole('group', { name: 'Semi-finals, game 2: BYE vs Brentford' });
    expect(within(second).getByText('Brentford goes on without playing (BYE).')).toBeTruthy();
    expect(within(second).queryByLabelText('Home goals')).toBeNull();
    await screen.findByRole('group', { name: 'Final, game 1: Derby vs Brentford' });
    await waitFor(() => expect(stored('f')).toMatchObject({ homeTeamId: 'd', awayTeamId: 'b' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enable bye' }));
    expect((await screen.findByText('Remove the BYE from Semi-finals, game 2 first.')).closest('[role="alert"]')).toBeTruthy();
    expect(storedConfig().enableBye).toBe(true);
  });

  it('changing a team of a played game asks first: Cancel keeps everything, Clear result clears it and its final', { timeout: 30_000 }, async () => {
    const playedCup = { ...cup, format: { ...cup.format, customPlayoffConfig: { ...config, playoffRounds: [{ ...config.playoffRounds[0]!, matches: [{ ...config.playoffRounds[0]!.matches[0]!, homeTeamId: 'a', awayTeamId: 'd' }, config.playoffRounds[0]!.matches[1]!] }, config.playoffRounds[1]!] } } };
    const items = [semi('s1', 'a', 'd', { homeGoals: 2, awayGoals: 1 }), semi('s2', 'b', 'c', { homeGoals: 1, awayGoals: 0 }), semi('f', 'a', 'b', { playoffRound: 1, homeGoals: 3, awayGoals: 3, homePenalties: 5, awayPenalties: 4 })];
    const user = renderEditor(playedCup, items);
    const first = await screen.findByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Derby' });
    await user.selectOptions(within(first).getByLabelText('Away team'), 'Everton');
    let dialog = await screen.findByRole('alertdialog', { name: 'Change this team?' });
    expect(dialog.textContent).toContain('This game has a result (2–1). Changing a team clears it.');
    expect(dialog.textContent).toContain('Final: Arsenal vs Brentford, 3–3 (5–4 pens)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedConfig().playoffRounds[0]?.matches[0]?.awayTeamId).toBe('d');
    expect(stored('s1')).toMatchObject({ awayTeamId: 'd', homeGoals: 2, awayGoals: 1 });

    await user.selectOptions(within(first).getByLabelText('Away team'), 'Everton');
    dialog = await screen.findByRole('alertdialog', { name: 'Change this team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear result' }));
    await waitFor(() => expect(stored('s1')).toMatchObject({ homeTeamId: 'a', awayTeamId: 'e' }));
    expect(stored('s1')?.homeGoals ?? null).toBeNull();
    expect(stored('f')?.homeGoals ?? null).toBeNull();
    expect(stored('f')?.homePenalties ?? null).toBeNull();
  });

  it('refuses a level shoot-out where it is typed, and stores nothing', { timeout: 30_000 }, async () => {
    const user = renderEditor(cup, [semi('s1', 'a', 'd'), semi('s2', 'b', 'c')]);
    const second = await screen.findByRole('group', { name: 'Semi-finals, game 2: Brentford vs Chelsea' });
    await user.type(within(second).getByLabelText('Home goals'), '1');
    await user.type(within(second).getByLabelText('Away goals'), '1');
    await user.type(await within(second).findByLabelText('Home penalties'), '4');
    await user.type(within(second).getByLabelText('Away penalties'), '4');
    expect(within(second).queryByRole('alert')).toBeNull();
    await user.tab();
    expect((await within(second).findByRole('alert')).textContent).toBe('A shoot-out needs a winner.');
    expect(stored('s2')?.homeGoals).toBeUndefined();
    expect(stored('s2')?.homePenalties).toBeUndefined();
  });

  it('a score that changes a later played game asks first; Cancel stores nothing and puts the inputs back', { timeout: 30_000 }, async () => {
    const items = [semi('s1', 'a', 'd', { homeGoals: 2, awayGoals: 1 }), semi('s2', 'b', 'c', { homeGoals: 1, awayGoals: 0 }), semi('f', 'a', 'b', { playoffRound: 1, homeGoals: 3, awayGoals: 0 })];
    const user = renderEditor(cup, items);
    const first = await screen.findByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Derby' });
    const home = within(first).getByLabelText('Home goals') as HTMLInputElement;
    const away = within(first).getByLabelText('Away goals') as HTMLInputElement;
    await user.clear(home);
    await user.type(home, '0');
    await user.clear(away);
    await user.type(away, '3{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change this result?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(home.value).toBe('2'));
    expect(away.value).toBe('1');
    expect(stored('s1')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    expect(stored('f')).toMatchObject({ homeGoals: 3, awayGoals: 0 });
  });
});
