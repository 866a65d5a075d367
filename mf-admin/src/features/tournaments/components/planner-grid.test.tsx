import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match } from 'shared-domain';
import { DAY, SLOW, cup } from '../../../testing/match-day-cup';
import { match, organizerWorld, renderTournamentPage, team } from '../../../testing/tournament-world';

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Lions'), team('b', 'Tigers'), team('c', 'Bears'), team('d', 'Wolves')]);
});

const slotOf = (id: string) => {
  const stored = memory.all<Match>('matches').find((m) => m.id === id);
  return `${stored?.pitchId ?? '-'} ${stored?.dateISO ?? '-'} ${stored?.time ?? '-'}`;
};
/** The grid row of a kick-off: its cells' text, one per pitch. */
const rowAt = (table: HTMLElement, time: string) => {
  const row = within(table).getByRole('rowheader', { name: time }).closest('tr')!;
  return within(row).getAllByRole('cell');
};

describe('the planner grid (issue 25)', { timeout: 20_000 }, () => {
  // Lions play at 09:00 on Pitch 1 and again at 09:25: 5 minutes' rest where 25 are the minimum.
  const day = [match('m1', 'a', 'b', { pitchId: 'v1-pitch-1', dateISO: DAY, time: '09:00' }), match('m2', 'c', 'd', { pitchId: 'v1-pitch-2', dateISO: DAY, time: '11:05' }), match('m3', 'a', 'c', { round: 2, pitchId: 'v1-pitch-1', dateISO: DAY, time: '09:25' })];

  it('shows the pitches × kick-offs with the conflicts explained, and moves a match to a free kick-off by keyboard', async () => {
    const user = renderTournamentPage(memory, cup, day);
    const card = await screen.findByRole('region', { name: 'Match day' }, SLOW);
    expect(await within(card).findByRole('radio', { name: 'List' }, SLOW)).toHaveProperty('checked', true);
    await user.click(within(card).getByRole('radio', { name: 'Grid' }));
    const table = within(card).getByRole('table', { name: `Schedule of ${DAY}` });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Kick-off', 'Pitch 1', 'Pitch 2']);
    // 09:00 + n × (20 + 5) minutes, the last ending by 17:00.
    const times = within(table).getAllByRole('rowheader').map((th) => th.textContent);
    expect([times[0], times[1], times[2], times.at(-1), times.length]).toEqual(['09:00', '09:25', '09:50', '16:30', 19]);
    const why = '⚠ Lions rests 5 minutes between Lions v Tigers and Lions v Bears; the minimum is 25.';
    expect(rowAt(table, '09:00').map((td) => td.textContent)).toEqual([`Lions v TigersMove${why}`, 'Free']);
    expect(rowAt(table, '09:25').map((td) => td.textContent)).toEqual([`Lions v BearsMove${why}`, 'Free']);
    expect(rowAt(table, '11:05').map((td) => td.textContent)).toEqual(['Free', 'Bears v WolvesMove']);

    // Pick Lions v Bears; Escape lets it go, and "Cancel move" too.
    await user.click(within(table).getByRole('button', { name: 'Move Lions v Bears' }));
    expect(within(card).getByText('Moving Lions v Bears: choose a free kick-off, or press Escape.').getAttribute('role')).toBe('status');
    await user.keyboard('{Escape}');
    expect(within(table).queryAllByRole('button', { name: /^Move here/ })).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Move Lions v Bears' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel move' }));
    expect(within(table).queryAllByRole('button', { name: /^Move here/ })).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Move Lions v Bears' }));
    await user.click(within(table).getByRole('button', { name: 'Move here: Pitch 2 at 09:50' }));
    expect(await within(card).findByText('Moved 1 match.', {}, SLOW)).toBeTruthy();
    expect(slotOf('m3')).toBe(`v1-pitch-2 ${DAY} 09:50`);
    // Lions end at 09:20 and kick off again at 09:50: rested, no conflict left.
    expect(rowAt(table, '09:50')[1]!.textContent).toBe('Lions v BearsMove');
    expect(rowAt(table, '09:25').map((td) => td.textContent)).toEqual(['Free', 'Free']);
    expect(within(card).queryByText(/conflict/)).toBeNull();
  });
});
