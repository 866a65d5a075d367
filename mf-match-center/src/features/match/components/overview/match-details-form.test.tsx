import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { describe, expect, it } from 'vitest';
import { baseMatch, renderLoadedMatchScreen, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

let memory: MemoryStorage;

describe('Match details: a score is one value, a postponed match takes none (issue 22)', { timeout: 20_000 }, () => {
  it('one side of the score alone is refused next to the other and nothing is saved (issue 22)', async () => {
    memory = setUpMatchStore({ ...baseMatch, venue: 'Emirates' });
    await renderLoadedMatchScreen();
    await userEvent.clear(screen.getByLabelText('Brentford goals'));
    await userEvent.clear(screen.getByLabelText('Venue'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Enter the away goals too: a score is saved once both sides are entered.')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    expect(storedMatch(memory)).toMatchObject({ awayGoals: 1, venue: 'Emirates' });
  });

  it('a postponed match takes no score: the inputs are disabled and say why; a new date un-postpones it (issue 22)', async () => {
    memory = setUpMatchStore({ ...baseMatch, homeGoals: undefined, awayGoals: undefined, status: 'postponed', dateISO: '2025-03-01', time: '15:00' });
    await renderLoadedMatchScreen();
    expect((screen.getByLabelText('Arsenal goals') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('A postponed match takes no score. Give it a new date first.')).toBeTruthy();
    const date = screen.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2025-03-08');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect(stored.dateISO).toBe('2025-03-08');
    expect('status' in stored).toBe(false);
    expect((screen.getByLabelText('Arsenal goals') as HTMLInputElement).disabled).toBe(false);
  });

  it('venue and referee typed and not saved come back when the screen opens again; saving ends the draft (issue 22)', async () => {
    memory = setUpMatchStore({ ...baseMatch, venue: 'Emirates' });
    const first = await renderLoadedMatchScreen();
    await userEvent.clear(screen.getByLabelText('Venue'));
    await userEvent.type(screen.getByLabelText('Venue'), 'Wembley');
    await userEvent.type(screen.getByLabelText('Referee'), 'Anthony Taylor');
    first.unmount();
    await renderLoadedMatchScreen();
    expect(screen.getByLabelText<HTMLInputElement>('Venue').value).toBe('Wembley');
    expect(screen.getByLabelText<HTMLInputElement>('Referee').value).toBe('Anthony Taylor');
    expect(screen.getByText('Unsaved changes restored.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ venue: 'Wembley', referee: 'Anthony Taylor' });
    expect(sessionStorage.length).toBe(0);
  });

  it('a name typed over an assigned referee’s unassigns them; the name is the match’s referee (issue 25)', async () => {
    memory = setUpMatchStore({ ...baseMatch, refereeId: 'referee_1', referee: 'Ann Lee' });
    await renderLoadedMatchScreen();
    expect(screen.getByLabelText<HTMLInputElement>('Referee').value).toBe('Ann Lee');
    await userEvent.clear(screen.getByLabelText('Referee'));
    await userEvent.type(screen.getByLabelText('Referee'), 'Bo Berg');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect(stored.referee).toBe('Bo Berg');
    expect('refereeId' in stored).toBe(false);
  });
});
