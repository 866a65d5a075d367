import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Team, Tournament } from 'shared-domain';

import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { CalendarScreen } from './calendar-screen';

const team = (id: string, name: string): Team => ({ id, name, colors: [], organizerId: 'org_1', createdAtISO: '', players: [] });
const tournament = (id: string, name: string): Tournament => ({ id, name, format: { mode: 'league' }, teamIds: [], organizerId: 'org_1', createdAtISO: '' });
const match = (id: string, tournamentId: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId,
  organizerId: 'org_1',
  homeTeamId: 'a',
  awayTeamId: 'b',
  round: 1,
  ...extra,
});

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('tournaments', [tournament('t1', 'Spring Cup'), tournament('t2', 'Winter League'), { ...tournament('t_foreign', 'Elsewhere'), organizerId: 'org_2' }]);
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford')]);
  memory.seed('matches', [
    match('undated', 't1', { homeTeamId: 'winner-1', awayTeamId: 'winner-2', isPlayoff: true }),
    match('late', 't2', { dateISO: '2020-03-02', time: '18:00', homeGoals: 2, awayGoals: 1 }),
    match('early', 't1', { dateISO: '2020-03-01', time: '15:00' }),
    match('orphan', 't_gone', { dateISO: '2020-03-01' }),
    { ...match('foreign', 't_foreign', { dateISO: '2020-03-01' }), organizerId: 'org_2' },
  ]);
});

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter>
        <CalendarScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

describe('CalendarScreen (spec §2 Match Calendar)', () => {
  it('groups the matches by day, undated last, with team, tournament and Stats links', async () => {
    renderScreen();
    const days = await screen.findAllByRole('region');
    expect(days.map((d) => d.querySelector('h2')?.textContent)).toEqual([expect.stringContaining('2020'), expect.stringContaining('2020'), 'Date not set']);
    const early = within(days[0]!).getByRole('group', { name: 'Arsenal vs Brentford' });
    expect(within(early).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/a');
    expect(within(early).getByRole('link', { name: 'Brentford' }).getAttribute('href')).toBe('/teams/b');
    expect(within(early).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/tournaments/t1/matches/early');
    expect(within(early).getByRole('link', { name: 'Spring Cup' }).getAttribute('href')).toBe('/tournaments/t1');
    expect(early.textContent).toContain('15:00');
    // Long past without a result: pending, never "Live" years later (issue 22).
    expect(early.textContent).toContain('Result pending');
    const late = within(days[1]!).getByRole('group');
    expect(late.textContent).toContain('2 – 1');
    expect(late.textContent).toContain('Finished');
    const undated = within(days[2]!).getByRole('group', { name: 'Winner of match 1 vs Winner of match 2' });
    expect(undated.textContent).toContain('Scheduled');
    expect(within(undated).queryByRole('link', { name: 'Winner of match 1' })).toBeNull();
    // A match whose tournament is gone is not listed, nor another organizer's.
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('filters by tournament', async () => {
    renderScreen();
    await screen.findAllByRole('region');
    await userEvent.setup().selectOptions(screen.getByLabelText('Tournament'), 't2');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByText('1 match')).toBeTruthy();
  });

  it('shows an empty state without matches', async () => {
    memory = installMemoryStorage();
    renderScreen();
    expect(await screen.findByText('No matches yet')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    memory.failWhen((op) => op.table === 'matches');
    renderScreen();
    expect(await screen.findByText(/Could not load your matches/)).toBeTruthy();
    memory.stopFailing();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Date not set')).toBeTruthy();
  });

  it('shows the readable matches and says how many items it left out (a broken tournament takes its matches along)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    memory.seed('matches', [match('broken', 't1', { dateISO: '2020-03-01', homeGoals: '2' as never })]);
    memory.seed('tournaments', [{ ...tournament('t2', 'Winter League'), format: 'league' }]);
    renderScreen();
    expect(await screen.findByText('2 items could not be shown')).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Arsenal vs Brentford', 'Winner of match 1 vs Winner of match 2']);
    vi.mocked(console.warn).mockRestore();
  });
});
