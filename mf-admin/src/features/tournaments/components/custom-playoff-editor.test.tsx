import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CustomPlayoffConfig, Match, Tournament } from 'shared-domain';
import { CustomPlayoffEditor } from './custom-playoff-editor';

const teams = [
  { id: 'a', name: 'Arsenal' },
  { id: 'b', name: 'Brentford' },
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
const tournament: Tournament = {
  id: 't1',
  name: 'Cup',
  format: { mode: 'league_custom_playoff', rounds: 1, customPlayoffConfig: config },
  teamIds: ['a', 'b'],
  organizerId: 'o1',
  createdAtISO: '',
  version: 3,
};
const item: Match = { id: 'c1', tournamentId: 't1', organizerId: 'o1', homeTeamId: 'a', awayTeamId: 'b', round: 2, isPlayoff: true };

function renderEditor(onSave = vi.fn().mockResolvedValue('saved'), t: Tournament = tournament) {
  render(
    <MemoryRouter>
      <CustomPlayoffEditor tournament={t} teams={teams} matches={[item]} onSave={onSave} onRetrySync={vi.fn()} now={new Date(2025, 0, 1).getTime()} />
    </MemoryRouter>,
  );
  return { onSave, user: userEvent.setup() };
}

describe('CustomPlayoffEditor (spec §2, §4, §5)', () => {
  it('starts with 4 playoff teams, bye on, and no rounds for a fresh configuration', () => {
    const { format } = tournament;
    renderEditor(undefined, { ...tournament, format: { ...format, customPlayoffConfig: undefined } });
    expect((screen.getByLabelText('Playoff Teams') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByRole('checkbox', { name: 'Enable bye' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('No playoff rounds yet. Add the first one below.')).toBeTruthy();
  });

  it('Add Playoff Round: a name is required; Complete saves; Cancel closes', async () => {
    const { onSave, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add Playoff Round' }));
    const form = screen.getByRole('form', { name: 'Add playoff round' });
    await user.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a round name');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Round Name'), 'Final');
    await user.clear(within(form).getByLabelText('Quantity of Games'));
    await user.type(within(form).getByLabelText('Quantity of Games'), '25');
    await user.click(within(form).getByRole('button', { name: 'Complete' }));
    const saved = onSave.mock.calls[0]![0] as CustomPlayoffConfig;
    expect(saved.playoffRounds[1]).toMatchObject({ roundNumber: 2, name: 'Final', quantityOfGames: 20 });
    expect(saved.playoffRounds[1]?.matches).toHaveLength(20);
    expect(screen.queryByRole('form', { name: 'Add playoff round' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Playoff Round' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add playoff round' })).toBeNull();
  });

  it('shrinking the quantity of games removes games from the end', async () => {
    const { onSave, user } = renderEditor();
    const games = screen.getByLabelText('Games');
    await user.clear(games);
    await user.type(games, '1{Enter}');
    const saved = onSave.mock.calls[0]![0] as CustomPlayoffConfig;
    expect(saved.playoffRounds[0]?.matches.map((m) => m.id)).toEqual(['c1']);
  });

  it('Stats is disabled until both teams are chosen, then links to the match', () => {
    renderEditor();
    const ready = screen.getByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Brentford' });
    expect(within(ready).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/tournaments/t1/matches/c1');
    const empty = screen.getByRole('group', { name: 'Semi-finals, game 2: TBD vs TBD' });
    const stats = within(empty).getByRole('button', { name: 'Stats' }) as HTMLButtonElement;
    expect(stats.disabled).toBe(true);
    expect(stats.title).toBe('Select teams first');
  });

  it('saves a team choice, refuses a team playing itself, and gives a chosen date 12:00', async () => {
    const { onSave, user } = renderEditor();
    const game = screen.getByRole('group', { name: 'Semi-finals, game 2: TBD vs TBD' });
    await user.selectOptions(within(game).getByLabelText('Home team'), 'a');
    expect((onSave.mock.calls[0]![0] as CustomPlayoffConfig).playoffRounds[0]?.matches[1]?.homeTeamId).toBe('a');
    onSave.mockClear();
    const first = screen.getByRole('group', { name: 'Semi-finals, game 1: Arsenal vs Brentford' });
    await user.selectOptions(within(first).getByLabelText('Away team'), 'a');
    expect(screen.getByRole('alert').textContent).toContain('A team cannot play against itself.');
    expect(onSave).not.toHaveBeenCalled();
    const date = within(first).getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2025-07-01' } });
    fireEvent.blur(date);
    expect((onSave.mock.calls[0]![0] as CustomPlayoffConfig).playoffRounds[0]?.matches[0]).toMatchObject({ dateISO: '2025-07-01', time: '12:00' });
  });
});
