import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeElsewhere, inputLabelled, renderMatchTab, setUpMatchStore, storedMatch } from '../../../../testing/match-screen';

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

  it('counts are at least 0 and possession at most 100', async () => {
    await renderMatchTab('Statistics');
    await userEvent.type(inputLabelled('Arsenal fouls'), '-');
    expect(inputLabelled('Arsenal fouls').value).toBe('0');
    await userEvent.clear(inputLabelled('Brentford possession (%)'));
    await userEvent.type(inputLabelled('Brentford possession (%)'), '150');
    expect(inputLabelled('Brentford possession (%)').value).toBe('100');
    expect(inputLabelled('Arsenal possession (%)').value).toBe('0');
  });

  it('a statistics save that lost the race keeps nothing of it and shows the stored statistics', async () => {
    await renderMatchTab('Statistics');
    await userEvent.clear(inputLabelled('Arsenal corners'));
    await userEvent.type(inputLabelled('Arsenal corners'), '4');
    changeElsewhere(memory, { statistics: { home: { shots: 9 }, away: {} } as never });
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('This match was changed elsewhere; the latest version is shown.')).toBeTruthy();
    expect(inputLabelled('Arsenal shots').value).toBe('9');
    expect(inputLabelled('Arsenal corners').value).toBe('0');
    expect(storedMatch(memory)?.statistics?.home).toEqual({ shots: 9 });
  });
});
