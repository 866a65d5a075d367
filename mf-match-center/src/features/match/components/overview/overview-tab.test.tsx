import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseMatch, changeElsewhere, renderLoadedMatchScreen, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

const year = new Date().getFullYear();

describe('Overview tab (spec §2, §4)', { timeout: 20_000 }, () => {
  it('removing a goal in the timeline recalculates the score from the remaining goals', async () => {
    await renderLoadedMatchScreen();
    await userEvent.click(screen.getByRole('button', { name: "Remove goal: 70' Bukayo Saka" }));
    expect(await screen.findByText('Goal removed; score updated.')).toBeTruthy();
    expect(screen.getByLabelText('Score 1 – 1')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ goals: [baseMatch.goals![1], baseMatch.goals![2]], homeGoals: 1, awayGoals: 1, version: 4 });
  });

  it('saves details as one update of only the changed fields; a date without a time gets 12:00', async () => {
    memory = setUpMatchStore({ ...baseMatch, homeGoals: undefined, awayGoals: undefined });
    await renderLoadedMatchScreen();
    await userEvent.type(screen.getByLabelText('Arsenal goals'), '3');
    await userEvent.type(screen.getByLabelText('Brentford goals'), '0');
    await userEvent.type(screen.getByLabelText('Date'), `${year}-06-01`);
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('12:00');
    await userEvent.type(screen.getByLabelText('Venue'), 'Emirates');
    // Someone sets the referee meanwhile: a save of other fields must not undo it.
    changeElsewhere(memory, { referee: 'Michael Oliver' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(updateCount(memory)).toBe(1);
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 3, awayGoals: 0, dateISO: `${year}-06-01`, time: '12:00', venue: 'Emirates', referee: 'Michael Oliver' });
    expect(screen.getByText('Emirates', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByLabelText('Score 3 – 0')).toBeTruthy();
  });

  it('emptied fields are removed; an unchanged form saves nothing', async () => {
    memory = setUpMatchStore({ ...baseMatch, venue: 'Emirates', time: '18:30' });
    await renderLoadedMatchScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(updateCount(memory)).toBe(0);
    await userEvent.clear(screen.getByLabelText('Venue'));
    await userEvent.clear(screen.getByLabelText('Arsenal goals'));
    await userEvent.clear(screen.getByLabelText('Brentford goals'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect('venue' in stored).toBe(false);
    expect('homeGoals' in stored).toBe(false);
    expect('awayGoals' in stored).toBe(false);
    expect(stored).toMatchObject({ time: '18:30' });
    expect(screen.getByLabelText('No score yet')).toBeTruthy();
  });

  it('a past season\'s date (2022-08-05) is saved and kept; the date field accepts 1900–2100', async () => {
    await renderLoadedMatchScreen();
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect([date.min, date.max]).toEqual(['1900-01-01', '2100-12-31']);
    await userEvent.type(date, '2022-08-05');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ dateISO: '2022-08-05', time: '12:00' });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2022-08-05');
  });

  it('a date outside 1900–2100 is refused next to the field and nothing is saved', async () => {
    await renderLoadedMatchScreen();
    await userEvent.type(screen.getByLabelText('Date'), '1899-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Choose a date between 1900 and 2100.')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Venue'), 'Emirates');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(updateCount(memory)).toBe(1);
    expect(storedMatch(memory)).toMatchObject({ venue: 'Emirates' });
    expect('dateISO' in storedMatch(memory)!).toBe(false);
  });

  it('"x" as a score is refused next to its field: nothing is saved and the stored goals stay (issue 11)', async () => {
    await renderLoadedMatchScreen();
    const arsenal = screen.getByLabelText('Arsenal goals');
    await userEvent.clear(arsenal);
    await userEvent.type(arsenal, 'x');
    await userEvent.clear(screen.getByLabelText('Brentford goals'));
    await userEvent.type(screen.getByLabelText('Brentford goals'), '1000');
    await userEvent.type(screen.getByLabelText('Venue'), 'Emirates');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));

    expect(await screen.findByText('Goals must be a whole number from 0 to 999.', { selector: '#' + arsenal.id + '-error' })).toBeTruthy();
    expect(arsenal.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Brentford goals').getAttribute('aria-invalid')).toBe('true');
    expect(updateCount(memory)).toBe(0);
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    expect('venue' in storedMatch(memory)!).toBe(false);
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();

    // Editing the field takes its message away; fixed text saves.
    await userEvent.clear(arsenal);
    expect(arsenal.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(arsenal, '3');
    await userEvent.clear(screen.getByLabelText('Brentford goals'));
    await userEvent.type(screen.getByLabelText('Brentford goals'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 3, awayGoals: 1, venue: 'Emirates' });
  });

  it('a stored time off the 15-minute grid is still offered', async () => {
    memory = setUpMatchStore({ ...baseMatch, dateISO: `${year}-05-01`, time: '19:05' });
    await renderLoadedMatchScreen();
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('19:05');
  });
});
