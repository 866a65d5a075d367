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
const item = match('c1', 'a', 'b', { round: 2, isPlayoff: true });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});

function renderEditor(stored: Tournament = cup) {
  memory.seed('tournaments', [stored]);
  memory.seed('matches', [item]);
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
    expect(await screen.findAllByRole('group')).toHaveLength(1);
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
