import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { WithTournament, match, organizerWorld, renderWithData, tournament } from '../../../testing/tournament-world';
import { PlayoffSection } from './playoff-section';

const teams = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() + ' United' }));
const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? 'Unknown team';
const cup = tournament({ name: 'Cup', format: { mode: 'league_playoff', playoffQualifiers: 4 }, teamIds: ['a', 'b', 'c'] });
const league = [match('l1', 'a', 'b', { homeGoals: 2, awayGoals: 0 }), match('l2', 'b', 'c', { homeGoals: 1, awayGoals: 0 }), match('l3', 'c', 'a', { round: 2 })];
const complete = league.map((x) => ({ ...x, homeGoals: x.homeGoals ?? 0, awayGoals: x.awayGoals ?? 3 }));

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});

function renderSection(matches: Match[], stored: Tournament = cup) {
  memory.seed('tournaments', [stored]);
  memory.seed('matches', matches);
  renderWithData(
    <WithTournament>{(t, list) => <PlayoffSection tournament={t} matches={list} teams={teams} nameOf={nameOf} qualifiers={3} />}</WithTournament>,
  );
  return userEvent.setup();
}

describe('PlayoffSection (spec §2)', () => {
  it('asks for every league score first, without the start button', async () => {
    renderSection(league);
    expect(await screen.findByText('Complete all championship matches to start playoffs')).toBeTruthy();
    expect(screen.getByText('You need to add scores to all league matches first')).toBeTruthy();
    expect(screen.getByText('2 of 3 league matches have scores.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Championship & Start Playoffs' })).toBeNull();
  });

  it('offers the start once the league is complete; the start stores the bracket and its matches', async () => {
    const user = renderSection(complete);
    expect(await screen.findByText('Championship completed! Ready to start playoffs.')).toBeTruthy();
    expect(screen.getByText('Top 3 teams will qualify for playoffs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Championship & Start Playoffs' })).toBeNull();
    expect(memory.all<Tournament>('tournaments')[0]?.playoffBracket?.length).toBeGreaterThan(0);
    expect(memory.all<Match>('matches').filter((m) => m.isPlayoff).length).toBeGreaterThan(0);
  });

  it('says so when the start fails', async () => {
    memory.failWhen((op) => op.table === 'tournaments' && op.kind === 'update');
    const user = renderSection(complete);
    await user.click(await screen.findByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The playoffs could not be started. Please try again.');
    expect(memory.all<Match>('matches').some((m) => m.isPlayoff)).toBe(false);
  });

  it('lists the rounds by name with BYE and readable placeholders', async () => {
    const bracketCup: Tournament = {
      ...cup,
      playoffBracket: [
        { round: 0, matches: [{ matchId: 'p1', homeTeamId: 'a', awayTeamId: 'c' }, { matchId: 'p2', homeTeamId: 'b', awayTeamId: 'b', winner: 'b' }] },
        { round: 1, matches: [{ matchId: 'p3', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
      ],
    };
    const playoff = [match('p1', 'a', 'c', { isPlayoff: true, playoffRound: 0, playoffMatch: 0 }), match('p3', 'winner-1', 'winner-2', { isPlayoff: true, playoffRound: 1, playoffMatch: 0 })];
    renderSection([...complete, ...playoff], bracketCup);
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
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
