import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Match, Tournament } from 'shared-domain';
import { PlayoffSection } from './playoff-section';

const teams = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() + ' United' }));
const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? 'Unknown team';
const tournament: Tournament = { id: 't1', name: 'Cup', format: { mode: 'league_playoff', playoffQualifiers: 4 }, teamIds: ['a', 'b', 'c'], organizerId: 'o1', createdAtISO: '' };
const m = (id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({ id, tournamentId: 't1', organizerId: 'o1', homeTeamId: home, awayTeamId: away, round: 1, ...extra });
const league = [m('l1', 'a', 'b', { homeGoals: 2, awayGoals: 0 }), m('l2', 'b', 'c', { homeGoals: 1, awayGoals: 0 }), m('l3', 'c', 'a', { round: 2 })];

function renderSection(matches: Match[], overrides: Partial<Parameters<typeof PlayoffSection>[0]> = {}) {
  const onStart = vi.fn().mockResolvedValue('saved');
  render(
    <MemoryRouter>
      <PlayoffSection tournament={tournament} matches={matches} teams={teams} nameOf={nameOf} qualifiers={3} onSaved={vi.fn()} onStart={onStart} {...overrides} />
    </MemoryRouter>,
  );
  return { onStart, user: userEvent.setup() };
}

describe('PlayoffSection (spec §2)', () => {
  it('asks for every league score first, without the start button', () => {
    renderSection(league);
    expect(screen.getByText('Complete all championship matches to start playoffs')).toBeTruthy();
    expect(screen.getByText('You need to add scores to all league matches first')).toBeTruthy();
    expect(screen.getByText('2 of 3 league matches have scores.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Championship & Start Playoffs' })).toBeNull();
  });

  it('offers the start once the league is complete', async () => {
    const complete = league.map((x) => ({ ...x, homeGoals: x.homeGoals ?? 0, awayGoals: x.awayGoals ?? 3 }));
    const { onStart, user } = renderSection(complete);
    expect(screen.getByText('Championship completed! Ready to start playoffs.')).toBeTruthy();
    expect(screen.getByText('Top 3 teams will qualify for playoffs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('says so when the start fails', async () => {
    const complete = league.map((x) => ({ ...x, homeGoals: 1, awayGoals: 0 }));
    const { user } = renderSection(complete, { onStart: vi.fn().mockRejectedValue(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The playoffs could not be started. Please try again.');
  });

  it('lists the rounds by name with BYE and readable placeholders', () => {
    const complete = league.map((x) => ({ ...x, homeGoals: 1, awayGoals: 0 }));
    const bracketTournament: Tournament = {
      ...tournament,
      playoffBracket: [
        { round: 0, matches: [{ matchId: 'p1', homeTeamId: 'a', awayTeamId: 'c' }, { matchId: 'p2', homeTeamId: 'b', awayTeamId: 'b', winner: 'b' }] },
        { round: 1, matches: [{ matchId: 'p3', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
      ],
    };
    const playoff = [m('p1', 'a', 'c', { isPlayoff: true, playoffRound: 0, playoffMatch: 0 }), m('p3', 'winner-1', 'winner-2', { isPlayoff: true, playoffRound: 1, playoffMatch: 0 })];
    renderSection([...complete, ...playoff], { tournament: bracketTournament });
    expect(screen.queryByRole('button', { name: 'End Championship & Start Playoffs' })).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['1/2 Final', 'Final']);
    const bye = screen.getByRole('group', { name: 'B United vs BYE' });
    expect(within(bye).queryByLabelText('Home goals')).toBeNull();
    const final = screen.getByRole('group', { name: 'Winner of match 1 vs B United' });
    expect(within(final).getByText('Winner of match 2')).toBeTruthy();
    expect((within(final).getByLabelText('Home goals') as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('group', { name: 'A United vs C United' })).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/tournaments/t1/matches/p1');
  });
});
