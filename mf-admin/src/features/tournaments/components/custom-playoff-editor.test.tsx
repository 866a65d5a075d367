import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  { id: 'f', name: 'Fulham' },
];
const config: CustomPlayoffConfig = {
  playoffTeams: 4,
  enableBye: true,
  playoffRounds: [
    {
      roundNumber: 1,
      name: 'Semi-finals',
      quantityOfGames: 2,
      matches: [
        { id: 'c1', homeTeamId: 'a', awayTeamId: 'b', isElimination: true },
        { id: 'c2', homeTeamId: '', awayTeamId: '', isElimination: false },
      ],
    },
  ],
};
const cup = tournament({ format: { mode: 'league_custom_playoff', rounds: 1, customPlayoffConfig: config }, version: 3 });
// As the configuration has it (round 1 after no league round, first game of playoff round 0): nothing to sync at first.
const item = match('c1', 'a', 'b', { round: 1, isPlayoff: true, playoffRound: 0, playoffMatch: 0 });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});

function renderEditor(stored: Tournament = cup, items: Match[] = [item]) {
  memory.seed('tournaments', [stored]);
  memory.seed('matches', items);
  renderWithData(
    <WithTournament>
      {(t, matches) => <CustomPlayoffEditor tournament={t} teams={teams} matches={matches} />}
    </WithTournament>,
  );
  return userEvent.setup();
}

const storedConfig = () => memory.all<Tournament>('tournaments')[0]!.format.customPlayoffConfig!;
const tournamentUpdates = () => memory.operations.filter((op) => op.kind === 'update' && op.table === 'tournaments');

describe('CustomPlayoffEditor (spec §2, §4, §5)', () => {
  it('starts with 4 playoff teams, bye on, and no rounds for a fresh configuration', async () => {
    renderEditor({ ...cup, format: { mode: 'league_custom_playoff', rounds: 1 } });
    expect(((await screen.findByLabelText('Playoff Teams')) as HTMLSelectElement).value).toBe('4');
    expect((screen.getByRole('checkbox', { name: 'Enable bye' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('No playoff rounds yet. Add the first one below.')).toBeTruthy();
  });

  it('Add Playoff Round: a name is required; Complete saves (at most 20 games); Cancel closes', { timeout: 20_000 }, async () => {
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add Playoff Round' }));
    const form = screen.getByRole('form', { name: 'Add playoff round' });
    await user.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a round name');
    expect(tournamentUpdates()).toHaveLength(0);
    await user.type(within(form).getByLabelText('Round Name'), 'Final');
    await user.clear(within(form).getByLabelText('Quantity of Games'));
    await user.type(within(form).getByLabelText('Quantity of Games'), '25');
    await user.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Round "Final" added.')).toBeTruthy();
    expect(storedConfig().playoffRounds[1]).toMatchObject({ roundNumber: 2, name: 'Final', quantityOfGames: 20 });
    expect(storedConfig().playoffRounds[1]?.matches).toHaveLength(20);
    // 20 more games on the page: text queries only (role and label queries weigh every option).
    expect(screen.queryByText('Complete')).toBeNull();
    expect(screen.getByText('Final', { selector: 'h3' })).toBeTruthy();
    await user.click(screen.getByText('Add Playoff Round'));
    expect(screen.getByText('Complete')).toBeTruthy();
    await user.click(screen.getByText('Cancel'));
    expect(screen.queryByText('Complete')).toBeNull();
  });

  it('shrinking the quantity of games removes games from the end', async () => {
    const user = renderEditor();
    const games = await screen.findByLabelText('Games');
    await user.clear(games);
    await user.type(games, '1{Enter}');
    await waitFor(() => expect(storedConfig().playoffRounds[0]?.matches.map((m) => m.id)).toEqual(['c1']));
    expect(await screen.findAllByRole('group', { name: /, game \d+:/ })).toHaveLength(1);
  });

  it('Stats is disabled until both teams are chosen, then links to the match', async () => {
    renderEditor();
    const ready = await screen.findByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Brentford' });
    expect(within(ready).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/tournaments/t1/matches/c1');
    const empty = screen.getByRole('group', { name: 'Semi-finals, game 2: TBD vs TBD' });
    const stats = within(empty).getByRole('button', { name: 'Stats' }) as HTMLButtonElement;
    expect(stats.disabled).toBe(true);
    expect(stats.title).toBe('Select teams first');
  });

  it('a game given both teams becomes a match item with its Stats page', async () => {
    const user = renderEditor();
    const game = await screen.findByRole('group', { name: 'Semi-finals, game 2: TBD vs TBD' });
    await user.selectOptions(within(game).getByLabelText('Home team'), 'c');
    const half = await screen.findByRole('group', { name: 'Semi-finals, game 2: Chelsea vs TBD' });
    await waitFor(() => expect((within(half).getByLabelText('Away team') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(half).getByLabelText('Away team'), 'd');
    const full = await screen.findByRole('group', { name: 'Semi-finals, game 2: Chelsea vs Derby' });
    expect((await within(full).findByRole('link', { name: 'Stats' })).getAttribute('href')).toBe('/tournaments/t1/matches/c2');
    expect(memory.all<Match>('matches').find((m) => m.id === 'c2')).toMatchObject({ homeTeamId: 'c', awayTeamId: 'd', isPlayoff: true });
  });

  it('refuses a team that already plays in the round: a message, nothing saved, the stored team still shown', async () => {
    const user = renderEditor();
    const game = await screen.findByRole('group', { name: 'Semi-finals, game 2: TBD vs TBD' });
    const before = storedConfig();
    await user.selectOptions(within(game).getByLabelText('Home team'), 'a');
    expect((await screen.findByRole('alert')).textContent).toContain('Arsenal already plays in this round.');
    expect(tournamentUpdates()).toHaveLength(0);
    expect(storedConfig()).toEqual(before);
    expect((within(game).getByLabelText('Home team') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(within(game).getByLabelText('Away team'), 'c');
    await waitFor(() => expect(storedConfig().playoffRounds[0]?.matches[1]?.awayTeamId).toBe('c'));
    expect(storedConfig().playoffRounds[0]?.matches[1]?.homeTeamId).toBe('');
  });

  it('saves a team choice, refuses a team playing itself, and gives a chosen date (a past season\'s too) 12:00', async () => {
    const user = renderEditor();
    const game = await screen.findByRole('group', { name: 'Semi-finals, game 2: TBD vs TBD' });
    await user.selectOptions(within(game).getByLabelText('Home team'), 'c');
    await waitFor(() => expect(storedConfig().playoffRounds[0]?.matches[1]?.homeTeamId).toBe('c'));
    const saves = tournamentUpdates().length;
    const first = screen.getByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Brentford' });
    await waitFor(() => expect((within(first).getByLabelText('Away team') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(first).getByLabelText('Away team'), 'a');
    expect(screen.getByRole('alert').textContent).toContain('A team cannot play against itself.');
    expect(tournamentUpdates()).toHaveLength(saves);
    const date = within(first).getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2022-08-05' } });
    fireEvent.blur(date);
    await waitFor(() => expect(storedConfig().playoffRounds[0]?.matches[0]).toMatchObject({ dateISO: '2022-08-05', time: '12:00' }));
  });

  it('a failed save says so and offers to retry bringing the games up to date', async () => {
    memory.failWhen((op) => op.kind === 'update' && op.table === 'tournaments');
    const user = renderEditor();
    await user.click(await screen.findByRole('checkbox', { name: 'Enable bye' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The playoff configuration could not be saved. Please try again.');
    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Playoff games are up to date.')).toBeTruthy();
  });
});

// Issue 8 item 3: a round's games hold results once played; shrinking the round or removing it must not
// delete them silently. Semi-finals of three games: 1 has teams only, 2 was played 2–1, 3 has teams only.
describe('CustomPlayoffEditor: deleting played games asks first (issue 8 item 3)', () => {
  const [semis] = config.playoffRounds;
  const games = [...semis!.matches.slice(0, 1), { id: 'c2', homeTeamId: 'c', awayTeamId: 'd', isElimination: true }, { id: 'c3', homeTeamId: 'e', awayTeamId: 'f', isElimination: false }];
  const played = tournament({ ...cup, format: { ...cup.format, customPlayoffConfig: { ...config, playoffRounds: [{ ...semis!, quantityOfGames: 3, matches: games }] } } });
  const items = [item, match('c2', 'c', 'd', { round: 2, isPlayoff: true, homeGoals: 2, awayGoals: 1 }), match('c3', 'e', 'f', { round: 2, isPlayoff: true })];
  const stored = (id: string) => memory.all<Match>('matches').find((m) => m.id === id);
  const setGames = async (user: ReturnType<typeof userEvent.setup>, quantity: string) => {
    const input = await screen.findByLabelText('Games');
    await user.clear(input);
    await user.type(input, `${quantity}{Enter}`);
  };

  it('shrinking over a played game lists it; Cancel or Escape deletes nothing and shows the stored quantity', async () => {
    const user = renderEditor(played, items);
    await setGames(user, '1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete played games?' });
    expect(within(dialog).getByText('These games and their results will be deleted:')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Semi-finals, game 2: Chelsea vs Derby (2–1)']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Games') as HTMLInputElement).value).toBe('3');
    await setGames(user, '1');
    await screen.findByRole('alertdialog', { name: 'Delete played games?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Games') as HTMLInputElement).value).toBe('3');
    expect(tournamentUpdates()).toHaveLength(0);
    expect(storedConfig().playoffRounds[0]?.matches.map((m) => m.id)).toEqual(['c1', 'c2', 'c3']);
    expect(stored('c2')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    expect(stored('c3')).toBeTruthy();
  });

  it('Confirm deletes the listed game with its score, and the unplayed one with it', async () => {
    const user = renderEditor(played, items);
    await setGames(user, '1');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(storedConfig().playoffRounds[0]?.matches.map((m) => m.id)).toEqual(['c1']));
    await waitFor(() => expect(memory.all<Match>('matches').map((m) => m.id)).toEqual(['c1']));
    expect(await screen.findAllByRole('group', { name: /, game \d+:/ })).toHaveLength(1);
  });

  it('an unplayed game is removed without asking', async () => {
    const user = renderEditor(played, items);
    await setGames(user, '2');
    await waitFor(() => expect(storedConfig().playoffRounds[0]?.matches.map((m) => m.id)).toEqual(['c1', 'c2']));
    await waitFor(() => expect(stored('c3')).toBeUndefined());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stored('c2')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
  });

  it('Remove Round lists the played games it would delete; an unplayed round asks only to remove it', async () => {
    const user = renderEditor(played, items);
    await user.click(await screen.findByRole('button', { name: 'Remove Round' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete played games?' });
    expect(within(dialog).getByRole('listitem').textContent).toBe('Semi-finals, game 2: Chelsea vs Derby (2–1)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(tournamentUpdates()).toHaveLength(0);
    expect(stored('c2')).toMatchObject({ homeGoals: 2 });
    await user.click(screen.getByRole('button', { name: 'Remove Round' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(storedConfig().playoffRounds).toEqual([]));
    await waitFor(() => expect(memory.all<Match>('matches')).toEqual([]));
  });

  it('Remove Round of a round without results asks "Remove round?" and removes it on Confirm', async () => {
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Remove Round' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove round?' });
    expect(dialog.textContent).toContain('Remove the round "Semi-finals" and its games?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(storedConfig().playoffRounds).toEqual([]));
  });
});
