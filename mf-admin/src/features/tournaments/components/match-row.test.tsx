import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from 'shared-domain';

const repo = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock('shared-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-data')>()),
  matchesRepository: { update: repo.update },
}));

const { MatchRow } = await import('./match-row');

const teams = [
  { id: 'a', name: 'Arsenal' },
  { id: 'b', name: 'Brentford' },
  { id: 'c', name: 'Chelsea' },
];
const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? 'Unknown team';
const NOW = new Date(2025, 4, 1, 9, 0).getTime();
const base: Match = { id: 'm1', tournamentId: 't1', organizerId: 'o1', homeTeamId: 'a', awayTeamId: 'b', round: 1, version: 1 };

function renderRow(match: Match = base, onSaved = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <ul>
        <MatchRow match={match} teams={teams} nameOf={nameOf} onSaved={onSaved} now={NOW} />
      </ul>
    </MemoryRouter>,
  );
  return { onSaved, view, user: userEvent.setup() };
}

beforeEach(() => {
  // The stored item after the update: the row's match with the written fields (null removes).
  repo.update.mockReset().mockImplementation(async (_t: string, _m: string, fields: Record<string, unknown>) => {
    const next: Record<string, unknown> = { ...base, version: 2 };
    for (const [k, v] of Object.entries(fields)) {
      if (v === null) delete next[k];
      else next[k] = v;
    }
    return next;
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MatchRow (spec §2 fixtures, §4 scoring, §5)', () => {
  it('is a group named by its teams, with a Stats link to the match detail', () => {
    renderRow();
    const row = screen.getByRole('group', { name: 'Arsenal vs Brentford' });
    expect(row).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/tournaments/t1/matches/m1');
    expect(screen.getByText('scheduled')).toBeTruthy();
  });

  it('saves one score field of this one match when the input is left', async () => {
    const { user, onSaved } = renderRow();
    await user.type(screen.getByLabelText('Home goals'), '2');
    expect(repo.update).not.toHaveBeenCalled();
    await user.tab();
    expect(repo.update).toHaveBeenCalledExactlyOnceWith('t1', 'm1', { homeGoals: 2 });
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ homeGoals: 2, version: 2 }));
  });

  it('clears a stored goal on non-numeric input and saves nothing when nothing changed', async () => {
    const { user } = renderRow({ ...base, homeGoals: 3, awayGoals: 1 });
    const home = screen.getByLabelText('Home goals') as HTMLInputElement;
    expect(home.value).toBe('3');
    await user.clear(home);
    await user.type(home, 'x{Enter}');
    expect(repo.update).toHaveBeenCalledExactlyOnceWith('t1', 'm1', { homeGoals: null });
    repo.update.mockClear();
    const away = screen.getByLabelText('Away goals') as HTMLInputElement;
    await user.clear(away);
    await user.type(away, '1');
    await user.tab();
    expect(repo.update).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when the save fails, says so, and retries', async () => {
    repo.update.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderRow();
    await user.type(screen.getByLabelText('Away goals'), '4{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved: your entry is kept.');
    expect((screen.getByLabelText('Away goals') as HTMLInputElement).value).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(repo.update).toHaveBeenLastCalledWith('t1', 'm1', { awayGoals: 4 });
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
  });

  it('changes a team with a select, and refuses a team playing itself without saving', async () => {
    const { user } = renderRow();
    await user.selectOptions(screen.getByLabelText('Away team'), 'a');
    expect((await screen.findByRole('alert')).textContent).toBe('A team cannot play against itself. Choose a different team.');
    expect((screen.getByLabelText('Away team') as HTMLSelectElement).value).toBe('b');
    expect(repo.update).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Away team'), 'c');
    expect(repo.update).toHaveBeenCalledExactlyOnceWith('t1', 'm1', { awayTeamId: 'c' });
  });

  it('a date chosen without a time brings 12:00; the time select saves in 15-minute steps', async () => {
    const { user } = renderRow();
    const time = screen.getByLabelText('Time') as HTMLSelectElement;
    expect(time.options[1]?.value).toBe('00:00');
    expect(time.options[2]?.value).toBe('00:15');
    expect(time.options).toHaveLength(1 + 96);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.min).toBe('2023-01-01');
    expect(date.max).toBe('2032-12-31');
    fireEvent.change(date, { target: { value: '2025-06-14' } });
    fireEvent.blur(date);
    expect(repo.update).toHaveBeenCalledExactlyOnceWith('t1', 'm1', { dateISO: '2025-06-14', time: '12:00' });
    await user.selectOptions(time, '18:45');
    expect(repo.update).toHaveBeenLastCalledWith('t1', 'm1', { time: '18:45' });
  });

  it('saves a picked date once the input rests, and refuses a date outside the picker years', async () => {
    vi.useFakeTimers();
    renderRow({ ...base, time: '15:00' });
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2026-01-10' } });
    expect(repo.update).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(repo.update).toHaveBeenCalledExactlyOnceWith('t1', 'm1', { dateISO: '2026-01-10', time: '15:00' });
    repo.update.mockClear();
    fireEvent.change(date, { target: { value: '2040-01-10' } });
    fireEvent.blur(date);
    expect(screen.getByRole('alert').textContent).toBe('Choose a date between 2023 and 2032.');
    expect(repo.update).not.toHaveBeenCalled();
  });

  it('playoff rows show fixed sides and lock the score until both teams are known', () => {
    render(
      <MemoryRouter>
        <ul>
          <MatchRow
            match={{ ...base, homeTeamId: 'winner-1', awayTeamId: 'winner-2', isPlayoff: true }}
            teams={teams}
            nameOf={nameOf}
            onSaved={vi.fn()}
            label="Winner of match 1 vs Winner of match 2"
            fixedSides={{ home: 'Winner of match 1', away: 'Winner of match 2', playable: false }}
            now={NOW}
          />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('group', { name: 'Winner of match 1 vs Winner of match 2' })).toBeTruthy();
    expect(screen.queryByLabelText('Home team')).toBeNull();
    expect((screen.getByLabelText('Home goals') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Date') as HTMLInputElement).disabled).toBe(false);
  });
});
