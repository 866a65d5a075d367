import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseMatch, changeElsewhere, inputLabelled, renderMatchTab, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

describe('Lineups tab (spec §3)', { timeout: 20_000 }, () => {
  it('starting and substitutes from the team players, with counts', async () => {
    await renderMatchTab('Lineups');
    await userEvent.click(inputLabelled('Bukayo Saka starting'));
    await userEvent.click(inputLabelled('Martin Odegaard substitute'));
    await userEvent.click(inputLabelled('Martin Odegaard starting'));
    expect(inputLabelled('Martin Odegaard substitute').checked).toBe(false);
    expect(screen.getByText('Starting: 2 · Substitutes: 0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineups' }));
    expect(await screen.findByText('Lineups saved.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({
      version: 4,
      lineups: { home: { starting: ['p1', 'p2'], substitutes: [] }, away: { starting: [], substitutes: [] } },
    });
  });

  it('after losing a race to another edit the choices are merged into the latest version and saved (issue 22)', async () => {
    await renderMatchTab('Lineups');
    await userEvent.click(inputLabelled('Ivan Toney substitute'));
    changeElsewhere(memory, { referee: 'Anthony Taylor', lineups: { home: { starting: ['p1'], substitutes: [] }, away: { starting: [], substitutes: [] } } });
    // The save is slow, as over a network: the screen renders while it is under way.
    const release = memory.pauseWhen((op) => op.kind === 'update');
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineups' }));
    await waitFor(() => expect(updateCount(memory)).toBe(1));
    release();
    expect(await screen.findByText('Lineups saved. Also updated elsewhere: Referee, Arsenal starting lineup.')).toBeTruthy();
    expect(inputLabelled('Ivan Toney substitute').checked).toBe(true);
    expect(inputLabelled('Bukayo Saka starting').checked).toBe(true);
    expect(storedMatch(memory)).toMatchObject({
      referee: 'Anthony Taylor',
      version: 5,
      lineups: { home: { starting: ['p1'], substitutes: [] }, away: { starting: [], substitutes: ['p3'] } },
    });
  });

  it('a player made a substitute here and a starter elsewhere meanwhile stays one role: a starter (issue 22)', async () => {
    await renderMatchTab('Lineups');
    await userEvent.click(inputLabelled('Ivan Toney substitute'));
    await userEvent.click(inputLabelled('Bukayo Saka starting'));
    changeElsewhere(memory, { lineups: { home: { starting: [], substitutes: [] }, away: { starting: ['p3'], substitutes: [] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineups' }));
    expect(await screen.findByText('Lineups saved. Also updated elsewhere: Brentford starting lineup.')).toBeTruthy();
    expect(storedMatch(memory)?.lineups).toEqual({ home: { starting: ['p1'], substitutes: [] }, away: { starting: ['p3'], substitutes: [] } });
    expect(inputLabelled('Ivan Toney starting').checked).toBe(true);
    expect(inputLabelled('Ivan Toney substitute').checked).toBe(false);
  });

  it('statistics first saved elsewhere (every default written) are named by what was typed there only', async () => {
    await renderMatchTab('Lineups');
    await userEvent.click(inputLabelled('Bukayo Saka starting'));
    const side = { shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0, possession: 50 };
    changeElsewhere(memory, { statistics: { home: { ...side, shots: 5 }, away: side } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineups' }));
    expect(await screen.findByText('Lineups saved. Also updated elsewhere: Arsenal shots.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ statistics: { home: { shots: 5 } }, lineups: { home: { starting: ['p1'] } } });
  });

  it('a deleted player the lineup names is listed as "Former player", counted, and can be unticked', async () => {
    memory = setUpMatchStore({ ...baseMatch, lineups: { home: { starting: ['p1', 'deleted'], substitutes: [] }, away: { starting: [], substitutes: [] } } });
    await renderMatchTab('Lineups');
    expect(screen.getByText('Starting: 2 · Substitutes: 0')).toBeTruthy();
    expect(inputLabelled('Former player starting').checked).toBe(true);
    await userEvent.click(inputLabelled('Former player starting'));
    expect(screen.getByText('Starting: 1 · Substitutes: 0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineups' }));
    expect(await screen.findByText('Lineups saved.')).toBeTruthy();
    expect(storedMatch(memory)?.lineups?.home).toEqual({ starting: ['p1'], substitutes: [] });
  });
});
