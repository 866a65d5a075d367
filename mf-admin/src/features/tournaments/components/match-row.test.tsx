import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match } from 'shared-domain';
import { match, organizerWorld, renderWithData } from '../../../testing/tournament-world';
import { MatchRow } from './match-row';

const teams = [
  { id: 'a', name: 'Arsenal' },
  { id: 'b', name: 'Brentford' },
  { id: 'c', name: 'Chelsea' },
];
const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? 'Unknown team';
const NOW = new Date(2025, 4, 1, 9, 0).getTime();
const base = match('m1', 'a', 'b');

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderRow(row: Match = base) {
  memory.seed('matches', [row]);
  renderWithData(
    <ul>
      <li>
        <MatchRow match={row} teams={teams} nameOf={nameOf} now={NOW} />
      </li>
    </ul>,
  );
  return userEvent.setup();
}

const stored = () => memory.all<Match>('matches')[0]!;
const updates = () => memory.operations.filter((op) => op.kind === 'update' && op.table === 'matches');

describe('MatchRow (spec §2 fixtures, §4 scoring, §5)', () => {
  it('is a group named by its teams, with a Stats link to the match detail', () => {
    renderRow();
    expect(screen.getByRole('group', { name: 'Arsenal vs Brentford' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/tournaments/t1/matches/m1');
    expect(screen.getByText('Scheduled')).toBeTruthy();
  });

  it('saves the result as one value once both goals are entered and the pair is left (issue 22)', async () => {
    const user = renderRow();
    await user.type(screen.getByLabelText('Home goals'), '2');
    await user.tab();
    // Moving from one side to the other saves nothing.
    expect(updates()).toHaveLength(0);
    await user.type(screen.getByLabelText('Away goals'), '1');
    await user.tab();
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(updates()).toHaveLength(1);
    expect(stored()).toMatchObject({ homeGoals: 2, awayGoals: 1, version: 2 });
  });

  it('saves nothing for one side alone and says which is missing (issue 22)', async () => {
    const user = renderRow();
    await user.type(screen.getByLabelText('Home goals'), '2{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the away goals too: a score is saved once both sides are entered.');
    expect((screen.getByLabelText('Home goals') as HTMLInputElement).value).toBe('2');
    expect(updates()).toHaveLength(0);
    expect(stored()).not.toHaveProperty('homeGoals');
  });

  it('refuses non-numeric input with a message, keeps the stored goal, and saves once it is corrected', async () => {
    const user = renderRow({ ...base, homeGoals: 3, awayGoals: 1 });
    const home = screen.getByLabelText('Home goals') as HTMLInputElement;
    expect(home.value).toBe('3');
    await user.clear(home);
    await user.type(home, '2x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Goals must be a whole number from 0 to 999.');
    expect(home.getAttribute('aria-invalid')).toBe('true');
    expect(home.value).toBe('2x');
    expect(updates()).toHaveLength(0);
    expect(stored()).toMatchObject({ homeGoals: 3, awayGoals: 1 });

    await user.type(home, '{Backspace}{Enter}');
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(home.getAttribute('aria-invalid')).toBeNull();
    expect(stored()).toMatchObject({ homeGoals: 2, awayGoals: 1 });
  });

  it('clears the result when both inputs are emptied, and saves nothing when nothing changed', async () => {
    const user = renderRow({ ...base, homeGoals: 3, awayGoals: 1 });
    const home = screen.getByLabelText('Home goals') as HTMLInputElement;
    const away = screen.getByLabelText('Away goals') as HTMLInputElement;
    await user.clear(home);
    await user.clear(away);
    await user.type(away, '{Enter}');
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(stored()).not.toHaveProperty('homeGoals');
    expect(stored()).not.toHaveProperty('awayGoals');
    expect(updates()).toHaveLength(1);
    await user.type(away, '{Enter}');
    expect(updates()).toHaveLength(1);
  });

  it('takes no score on a postponed match: the inputs are disabled and say why (issue 22)', () => {
    renderRow({ ...base, status: 'postponed', dateISO: '2025-04-20', time: '15:00' });
    const home = screen.getByLabelText('Home goals') as HTMLInputElement;
    expect(home.disabled).toBe(true);
    expect(home.title).toBe('A postponed match takes no score. Give it a new date first.');
    expect(screen.getByText('Postponed')).toBeTruthy();
  });

  it('moving a postponed match to a new date un-postpones it (issue 22)', async () => {
    renderRow({ ...base, status: 'postponed', dateISO: '2025-04-20', time: '15:00' });
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2025-05-20' } });
    fireEvent.blur(date);
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(stored()).toMatchObject({ dateISO: '2025-05-20', time: '15:00' });
    expect(stored()).not.toHaveProperty('status');
  });

  it('keeps what the user typed when the save fails, says so, and retries', async () => {
    memory.failWhen((op) => op.kind === 'update');
    const user = renderRow();
    await user.type(screen.getByLabelText('Home goals'), '0');
    await user.type(screen.getByLabelText('Away goals'), '4{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved: your entry is kept.');
    expect((screen.getByLabelText('Away goals') as HTMLInputElement).value).toBe('4');
    expect(stored()).not.toHaveProperty('awayGoals');
    memory.stopFailing();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(stored()).toMatchObject({ homeGoals: 0, awayGoals: 4 });
  });

  it('says Saving... while the save is under way', async () => {
    const release = memory.pauseWhen((op) => op.kind === 'update');
    const user = renderRow({ ...base, awayGoals: 0, homeGoals: 0 });
    await user.type(screen.getByLabelText('Home goals'), '{Backspace}1{Enter}');
    expect(await screen.findByText('Saving...')).toBeTruthy();
    release();
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
  });

  it('changes a team with a select, and refuses a team playing itself without saving', async () => {
    const user = renderRow();
    await user.selectOptions(screen.getByLabelText('Away team'), 'a');
    expect((await screen.findByRole('alert')).textContent).toBe('A team cannot play against itself. Choose a different team.');
    expect((screen.getByLabelText('Away team') as HTMLSelectElement).value).toBe('b');
    expect(updates()).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Away team'), 'c');
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(stored().awayTeamId).toBe('c');
    expect(updates()).toHaveLength(1);
  });

  it('a date chosen without a time brings 12:00; the time select saves in 15-minute steps', async () => {
    const user = renderRow();
    const time = screen.getByLabelText('Time') as HTMLSelectElement;
    expect(time.options[1]?.value).toBe('00:00');
    expect(time.options[2]?.value).toBe('00:15');
    expect(time.options).toHaveLength(1 + 96);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.min).toBe('1900-01-01');
    expect(date.max).toBe('2100-12-31');
    fireEvent.change(date, { target: { value: '2025-06-14' } });
    fireEvent.blur(date);
    expect(await screen.findByText('✓ Saved')).toBeTruthy();
    expect(stored()).toMatchObject({ dateISO: '2025-06-14', time: '12:00' });
    await user.selectOptions(time, '18:45');
    await vi.waitFor(() => expect(stored().time).toBe('18:45'));
  });

  it('saves a picked date once the input rests, and refuses a date outside 1900–2100', async () => {
    vi.useFakeTimers();
    renderRow({ ...base, time: '15:00' });
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2026-01-10' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(updates()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(stored()).toMatchObject({ dateISO: '2026-01-10', time: '15:00' });
    expect(updates()).toHaveLength(1);
    fireEvent.change(date, { target: { value: '2101-01-10' } });
    fireEvent.blur(date);
    expect(screen.getByRole('alert').textContent).toBe('Choose a date between 1900 and 2100.');
    fireEvent.change(date, { target: { value: '1899-12-31' } });
    fireEvent.blur(date);
    expect(screen.getByRole('alert').textContent).toBe('Choose a date between 1900 and 2100.');
    expect(updates()).toHaveLength(1);
    expect(stored().dateISO).toBe('2026-01-10');
  });

  it('saves a past season\'s date (2022-08-05) when the input is left, not while a year is being typed', async () => {
    vi.useFakeTimers();
    renderRow({ ...base, dateISO: '2025-05-10', time: '15:00' });
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    // Typing the year digit by digit passes through years like 0202 and 2022.
    for (const value of ['0202-08-05', '2022-08-05']) fireEvent.change(date, { target: { value } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(updates()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(date);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(stored()).toMatchObject({ dateISO: '2022-08-05', time: '15:00' });
    expect(updates()).toHaveLength(1);
  });

  it('playoff rows show fixed sides and lock the score until both teams are known', () => {
    memory.seed('matches', [base]);
    renderWithData(
      <MatchRow
        match={{ ...base, homeTeamId: 'winner-1', awayTeamId: 'winner-2', isPlayoff: true }}
        teams={teams}
        nameOf={nameOf}
        label="Winner of match 1 vs Winner of match 2"
        fixedSides={{ home: 'Winner of match 1', away: 'Winner of match 2', playable: false }}
        now={NOW}
      />,
    );
    expect(screen.getByRole('group', { name: 'Winner of match 1 vs Winner of match 2' })).toBeTruthy();
    expect(screen.queryByLabelText('Home team')).toBeNull();
    expect((screen.getByLabelText('Home goals') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Date') as HTMLInputElement).disabled).toBe(false);
  });
});
