import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { match, organizerWorld, renderWithData, team, tournament } from '../../../testing/tournament-world';
import { TournamentDetailScreen } from './tournament-detail-screen';

const cup = tournament({ format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 }, teamIds: ['a', 'b', 'c'], version: 4 });
const matches = [match('m1', 'a', 'b', { homeGoals: 2, awayGoals: 0 }), match('m2', 'b', 'c', { round: 2, homeGoals: 1, awayGoals: 1 }), match('m3', 'c', 'a', { round: 3 })];

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford'), team('c', 'Chelsea')]);
});

function renderScreen(stored: Tournament | null = cup, storedMatches: Match[] = matches) {
  if (stored) memory.seed('tournaments', [stored]);
  memory.seed('matches', storedMatches);
  renderWithData(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
      <Route path="/tournaments" element={<p>tournament list</p>} />
    </Routes>,
    '/tournaments/t1',
  );
  return userEvent.setup();
}

/** A standings row's cells: #, P, W, D, L, GF, GA, GD, Pts. */
const cellsOf = (teamName: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(teamName) }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TournamentDetailScreen (spec §2 Tournament detail)', () => {
  it('shows the header counts, standings with the playoff zone, and fixtures by round', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
    expect(screen.getByText('3 teams')).toBeTruthy();
    expect(screen.getByText('3 matches')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /\/public\/tournaments\/t1|Public Page/ }).every((l) => l.getAttribute('href') === '/public/tournaments/t1')).toBe(true);
    // Only scored matches count; the kit's table adds the goal difference.
    expect(cellsOf('Arsenal')).toEqual(['1', '1', '1', '0', '0', '2', '0', '+2', '3']);
    expect(cellsOf('Chelsea')).toEqual(['2', '1', '0', '1', '0', '1', '1', '0', '1']);
    expect(cellsOf('Brentford')).toEqual(['3', '2', '0', '1', '1', '1', '3', '-2', '1']);
    expect(within(screen.getByRole('table', { name: 'Standings' })).getAllByText('Qualified')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/a');
    const fixtures = screen.getByRole('region', { name: 'Fixtures' });
    expect(within(fixtures).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(within(fixtures).getAllByText(/^\d\/1 played$/).map((n) => n.textContent)).toEqual(['1/1 played', '1/1 played', '0/1 played']);
    expect(screen.getByText('Complete all championship matches to start playoffs')).toBeTruthy();
  });

  it('counts only league results, and marks no playoff zone before any', async () => {
    renderScreen(cup, [match('m1', 'a', 'b'), match('p9', 'a', 'c', { isPlayoff: true, homeGoals: 9, awayGoals: 0 })]);
    expect(await screen.findByRole('table', { name: 'Standings' })).toBeTruthy();
    expect(cellsOf('Arsenal')).toEqual(['1', '0', '0', '0', '0', '0', '0', '0', '0']);
    expect(screen.queryByText('Qualified')).toBeNull();
  });

  it('updates the standings from a saved score', async () => {
    const user = renderScreen();
    const row = await screen.findByRole('group', { name: 'Chelsea vs Arsenal' });
    await user.type(within(row).getByLabelText('Home goals'), '0');
    await user.type(within(row).getByLabelText('Away goals'), '5{Enter}');
    expect(await screen.findByText('Championship completed! Ready to start playoffs.')).toBeTruthy();
    expect(screen.getByText('Top 2 teams will qualify for playoffs')).toBeTruthy();
    expect(cellsOf('Arsenal')).toEqual(['1', '2', '2', '0', '0', '7', '0', '+7', '6']);
    expect(await within(row).findByText('✓ Saved')).toBeTruthy();
    // One write of the pair (issue 22: a score is one value), not one per side.
    expect(memory.all<Match>('matches').find((m) => m.id === 'm3')).toMatchObject({ homeGoals: 0, awayGoals: 5, version: 2 });
  });

  it("orders the standings by the tournament's tie-breakers", async () => {
    // Arsenal and Brentford on 6 points: Arsenal +3, Brentford +2, but Brentford won their game.
    const level = [match('m1', 'a', 'c', { homeGoals: 3, awayGoals: 0 }), match('m2', 'c', 'a', { homeGoals: 0, awayGoals: 1 }), match('m3', 'b', 'c', { homeGoals: 1, awayGoals: 0 }), match('m4', 'b', 'a', { homeGoals: 1, awayGoals: 0 })];
    renderScreen({ ...cup, format: { ...cup.format, tieBreakers: 'la-liga' } }, level);
    expect(await screen.findByRole('table', { name: 'Standings' })).toBeTruthy();
    expect([cellsOf('Brentford')[0], cellsOf('Arsenal')[0]]).toEqual(['1', '2']);
  });

  it('starts the playoffs: the bracket is claimed on the tournament, then the matches are written', async () => {
    const user = renderScreen(cup, matches.map((m) => ({ ...m, homeGoals: 1, awayGoals: 0 })));
    await user.click(await screen.findByRole('button', { name: 'End Championship & Start Playoffs' }));
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    expect(memory.all<Tournament>('tournaments')[0]?.playoffBracket).toBeDefined();
    const written = memory.all<Match>('matches').filter((m) => m.isPlayoff);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ isPlayoff: true, playoffRound: 0, tournamentId: 't1', organizerId: 'org_1' });
    const writes = memory.operations.map((op) => `${op.kind} ${op.table}`);
    expect(writes.indexOf('update tournaments')).toBeLessThan(writes.indexOf('putMany matches'));
    expect(screen.queryByRole('button', { name: 'End Championship & Start Playoffs' })).toBeNull();
  });

  it('a lost race on visibility keeps the switch and shows the location saved elsewhere', async () => {
    const user = renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Public tournament' });
    // Someone else saved first: the same visibility, and a location.
    memory.seed('tournaments', [{ ...cup, visibility: 'public', version: 5, location: { name: 'Hilltop' } }]);
    await user.click(toggle);
    expect((await screen.findByText('Also updated elsewhere: Location Name.')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('📍 Hilltop')).toBeTruthy();
    expect(memory.all<Tournament>('tournaments')[0]).toMatchObject({ visibility: 'public', location: { name: 'Hilltop' } });
  });

  it('deletes after confirmation, with its matches, and goes back to the list', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Tournament' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Spring Cup”?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('tournament list')).toBeTruthy();
    expect(memory.all('tournaments')).toEqual([]);
    expect(memory.all('matches')).toEqual([]);
  });

  it.each([
    { name: 'a missing tournament', stored: null },
    { name: "another organizer's tournament", stored: { ...cup, organizerId: 'org_2', visibility: 'public' as const } },
  ])('shows Not Found for $name', async ({ stored }) => {
    renderScreen(stored);
    expect(await screen.findByText("The tournament you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' }).getAttribute('href')).toBe('/tournaments');
  });

  it('offers a retry when loading fails', async () => {
    memory.failWhen((op) => op.kind === 'get' && op.table === 'tournaments');
    const user = renderScreen();
    expect(await screen.findByText('The tournament could not be loaded')).toBeTruthy();
    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
  });
});
