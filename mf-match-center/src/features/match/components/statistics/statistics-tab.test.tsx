import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeElsewhere, openTab, renderLoadedMatchScreen, setUpMatchStore, storedMatch } from '../../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Statistics tab (spec §3, §5, §9)', { timeout: 20_000 }, () => {
  it('keeps possession summing to 100 and saves statistics with a version check', async () => {
    await renderLoadedMatchScreen();
    await openTab('Statistics');
    expect(input('Arsenal possession (%)').value).toBe('50');
    await userEvent.clear(input('Arsenal possession (%)'));
    await userEvent.type(input('Arsenal possession (%)'), '60');
    expect(input('Brentford possession (%)').value).toBe('40');
    expect(screen.getByRole('img', { name: 'Possession: Arsenal 60%, Brentford 40%' })).toBeTruthy();
    await userEvent.clear(input('Brentford shots'));
    await userEvent.type(input('Brentford shots'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Statistics saved.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect(stored.version).toBe(4);
    expect(stored.statistics?.home).toMatchObject({ possession: 60, shots: 0 });
    expect(stored.statistics?.away).toMatchObject({ possession: 40, shots: 7 });
  });

  it('counts are at least 0 and possession at most 100', async () => {
    await renderLoadedMatchScreen();
    await openTab('Statistics');
    await userEvent.type(input('Arsenal fouls'), '-');
    expect(input('Arsenal fouls').value).toBe('0');
    await userEvent.clear(input('Brentford possession (%)'));
    await userEvent.type(input('Brentford possession (%)'), '150');
    expect(input('Brentford possession (%)').value).toBe('100');
    expect(input('Arsenal possession (%)').value).toBe('0');
  });

  it('a statistics save that lost the race keeps nothing of it and shows the stored statistics', async () => {
    await renderLoadedMatchScreen();
    await openTab('Statistics');
    await userEvent.clear(input('Arsenal corners'));
    await userEvent.type(input('Arsenal corners'), '4');
    changeElsewhere(memory, { statistics: { home: { shots: 9 }, away: {} } as never });
    await userEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('This match was changed elsewhere; the latest version is shown.')).toBeTruthy();
    expect(input('Arsenal shots').value).toBe('9');
    expect(input('Arsenal corners').value).toBe('0');
    expect(storedMatch(memory)?.statistics?.home).toEqual({ shots: 9 });
  });
});
