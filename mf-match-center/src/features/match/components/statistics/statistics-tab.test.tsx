import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseMatch, changeElsewhere, inputLabelled, renderMatchTab, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

const EMPTY = { shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0, possession: 50 };

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

describe('Statistics tab (spec §3, §5, §9)', { timeout: 20_000 }, () => {
  it('keeps possession summing to 100 and saves statistics with a version check', async () => {
    await renderMatchTab('Statistics');
    expect(inputLabelled('Arsenal possession (%)').value).toBe('50');
    await userEvent.clear(inputLabelled('Arsenal possession (%)'));
    await userEvent.type(inputLabelled('Arsenal possession (%)'), '60');
    expect(inputLabelled('Brentford possession (%)').value).toBe('40');
    expect(screen.getByRole('img', { name: 'Possession: Arsenal 60%, Brentford 40%' })).toBeTruthy();
    await userEvent.clear(inputLabelled('Brentford shots'));
    await userEvent.type(inputLabelled('Brentford shots'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Statistics saved.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect(stored.version).toBe(4);
    expect(stored.statistics?.home).toMatchObject({ possession: 60, shots: 0 });
    expect(stored.statistics?.away).toMatchObject({ possession: 40, shots: 7 });
  });

  it('text that is not a whole number from 0 (possession: to 100) is refused next to its input; nothing is saved and the stored values stay (issue 11)', async () => {
    memory = setUpMatchStore({ ...baseMatch, statistics: { home: { ...EMPTY, fouls: 4, possession: 55 }, away: { ...EMPTY, possession: 45 } } });
    await renderMatchTab('Statistics');
    await userEvent.clear(inputLabelled('Arsenal fouls'));
    await userEvent.type(inputLabelled('Arsenal fouls'), 'x');
    expect(inputLabelled('Arsenal fouls').value).toBe('x');
    await userEvent.clear(inputLabelled('Brentford possession (%)'));
    await userEvent.type(inputLabelled('Brentford possession (%)'), '150');
    // The other side follows only possession that parses; the bar keeps the stored split meanwhile.
    expect(inputLabelled('Arsenal possession (%)').value).toBe('85');
    expect(screen.getByRole('img', { name: 'Possession: Arsenal 55%, Brentford 45%' })).toBeTruthy();
    await userEvent.clear(inputLabelled('Brentford shots'));
    await userEvent.type(inputLabelled('Brentford shots'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));

    const fouls = inputLabelled('Arsenal fouls');
    expect(fouls.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fouls.getAttribute('aria-describedby')!)?.textContent).toBe('Arsenal fouls must be a whole number from 0 to 999.');
    expect(screen.getByText('Brentford possession (%) must be a whole number from 0 to 100.')).toBeTruthy();
    expect(screen.getByText('Brentford shots must be a whole number from 0 to 999.')).toBeTruthy();
    expect(screen.queryByText('Statistics saved.')).toBeNull();
    expect(updateCount(memory)).toBe(0);
    expect(storedMatch(memory)?.statistics?.home).toMatchObject({ fouls: 4, possession: 55 });

    // Fixing the text takes the message away and saves what was typed; an emptied count saves 0.
    await userEvent.clear(fouls);
    expect(fouls.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(fouls, '6');
    await userEvent.clear(inputLabelled('Brentford possession (%)'));
    await userEvent.type(inputLabelled('Brentford possession (%)'), '40');
    expect(inputLabelled('Arsenal possession (%)').value).toBe('60');
    await userEvent.clear(inputLabelled('Brentford shots'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Statistics saved.')).toBeTruthy();
    expect(storedMatch(memory)?.statistics).toEqual({ home: { ...EMPTY, fouls: 6, possession: 60 }, away: { ...EMPTY, shots: 0, possession: 40 } });
  });

  it('a statistics save that lost the race keeps both edits where they touch different fields (issue 22)', async () => {
    await renderMatchTab('Statistics');
    await userEvent.clear(inputLabelled('Arsenal fouls'));
    await userEvent.type(inputLabelled('Arsenal fouls'), '4');
    changeElsewhere(memory, { statistics: { home: { ...EMPTY, shots: 9 }, away: EMPTY } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Statistics saved. Also updated elsewhere: Arsenal shots.')).toBeTruthy();
    expect(storedMatch(memory)?.statistics?.home).toMatchObject({ shots: 9, fouls: 4 });
    expect(inputLabelled('Arsenal shots').value).toBe('9');
    expect(inputLabelled('Arsenal fouls').value).toBe('4');
  });

  it('the same statistic changed differently in two places asks which to keep (issue 22)', async () => {
    await renderMatchTab('Statistics');
    await userEvent.clear(inputLabelled('Arsenal shots'));
    await userEvent.type(inputLabelled('Arsenal shots'), '11');
    changeElsewhere(memory, { statistics: { home: { ...EMPTY, shots: 9 }, away: EMPTY } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    const question = await screen.findByRole('alertdialog', { name: 'Changed in two places' });
    expect(question.textContent).toContain('Arsenal shots');
    expect(question.textContent).toContain('Yours: 11 · Elsewhere: 9');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Statistics saved.')).toBeTruthy();
    expect(storedMatch(memory)?.statistics?.home).toMatchObject({ shots: 11 });
    expect(inputLabelled('Arsenal shots').value).toBe('11');
  });

  it('typed statistics not yet saved come back after the screen is opened again (a draft, issue 22)', async () => {
    const first = await renderMatchTab('Statistics');
    await userEvent.clear(inputLabelled('Brentford corners'));
    await userEvent.type(inputLabelled('Brentford corners'), '6');
    first.unmount();
    await renderMatchTab('Statistics');
    expect(inputLabelled('Brentford corners').value).toBe('6');
    expect(screen.getByText('Unsaved changes restored.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Statistics saved.')).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });
});
