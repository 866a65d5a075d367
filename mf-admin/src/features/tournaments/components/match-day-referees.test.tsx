import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match } from 'shared-domain';
import { DAY, SLOW, cup, fixtures } from '../../../testing/match-day-cup';
import { ORGANIZER_ID, match, organizerWorld, renderTournamentPage, team } from '../../../testing/tournament-world';

const referees = [
  { id: 'ann', name: 'Ann Lee', teamIds: ['a'] },
  { id: 'bo', name: 'Bo Berg', teamIds: [] },
  { id: 'cy', name: 'Cy Dunn', teamIds: [] },
];

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('organizers', [{ id: ORGANIZER_ID, name: 'One', email: 'one@example.test', createdAtISO: '', referees }]);
  memory.seed('teams', [team('a', 'Lions'), team('b', 'Tigers'), team('c', 'Bears'), team('d', 'Wolves')]);
});

const refereeOf = () => Object.fromEntries(memory.all<Match>('matches').map((m) => [m.id, `${m.refereeId ?? '-'} ${m.referee ?? '-'}`]));

describe('referees on the match-day planner (issue 25)', { timeout: 20_000 }, () => {
  it('"Assign referees" gives every match a referee who belongs to neither team and is free, with their name', async () => {
    const user = renderTournamentPage(memory, cup, fixtures);
    const card = await screen.findByRole('region', { name: 'Match day' }, SLOW);
    await user.click(await within(card).findByRole('checkbox', { name: 'Assign referees' }, SLOW));
    await user.click(within(card).getByRole('button', { name: 'Generate schedule' }));
    expect(await within(card).findByText('Saved the slots and referees of 4 matches.', {}, SLOW)).toBeTruthy();
    // 09:00 Lions v Tigers and Bears v Wolves, 09:50 Lions v Bears and Tigers v Wolves: Ann never at a Lions game.
    expect(refereeOf()).toEqual({ m1: 'bo Bo Berg', m2: 'ann Ann Lee', m3: 'cy Cy Dunn', m4: 'ann Ann Lee' });
    expect(within(card).queryByText(/conflict/)).toBeNull();
  });

  it('assigns by hand, even onto a clash, and explains it', async () => {
    const day = [match('m1', 'a', 'b', { pitchId: 'v1-pitch-1', dateISO: DAY, time: '09:00' }), match('m2', 'c', 'd', { pitchId: 'v1-pitch-2', dateISO: DAY, time: '09:00', refereeId: 'bo', referee: 'Bo Berg' })];
    const user = renderTournamentPage(memory, cup, day);
    const card = await screen.findByRole('region', { name: 'Match day' }, SLOW);
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'Referee for Lions v Tigers' }, SLOW), 'Ann Lee');
    expect(await within(card).findByText('Ann Lee belongs to Lions and cannot referee Lions v Tigers.', { selector: 'li' }, SLOW)).toBeTruthy();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Referee for Lions v Tigers' }), 'Bo Berg');
    expect(await within(card).findAllByText(`Bo Berg referees two matches at ${DAY} 09:00: Lions v Tigers and Bears v Wolves.`, {}, SLOW)).not.toHaveLength(0);
    expect(refereeOf().m1).toBe('bo Bo Berg');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Referee for Lions v Tigers' }), 'No referee');
    await waitFor(() => expect(refereeOf().m1).toBe('- -'));
    expect(within(card).queryByText(/conflict/)).toBeNull();
  });
});
