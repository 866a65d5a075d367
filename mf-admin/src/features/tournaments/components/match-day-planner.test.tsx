import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { DAY, SLOW, cup, fixtures } from '../../../testing/match-day-cup';
import { match, organizerWorld, renderTournamentPage, team, tournament } from '../../../testing/tournament-world';


let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Lions'), team('b', 'Tigers'), team('c', 'Bears'), team('d', 'Wolves')]);
});

const renderPlanner = (stored: Tournament, storedMatches: Match[]) => renderTournamentPage(memory, stored, storedMatches);

const slots = () => Object.fromEntries(memory.all<Match>('matches').map((m) => [m.id, `${m.pitchId ?? '-'} ${m.dateISO ?? '-'} ${m.time ?? '-'}`]));
const pitchRows = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('listitem').map((li) => li.textContent);

describe('the match-day planner (issue 25)', { timeout: 20_000 }, () => {
  it('generates the schedule: every match gets a pitch and a kick-off, rounds in order, each team rested', async () => {
    const user = renderPlanner(cup, fixtures);
    const card = await screen.findByRole('region', { name: 'Match day' }, SLOW);
    await user.click(await within(card).findByRole('button', { name: 'Generate schedule' }, SLOW));
    expect(await within(card).findByText('Scheduled 4 matches.', {}, SLOW)).toBeTruthy();
    expect(slots()).toEqual({ m1: `v1-pitch-1 ${DAY} 09:00`, m2: `v1-pitch-2 ${DAY} 09:00`, m3: `v1-pitch-1 ${DAY} 09:50`, m4: `v1-pitch-2 ${DAY} 09:50` });
    expect(pitchRows('Pitch 1').map((row) => row?.replace(/Postpone.*$/, ''))).toEqual(['09:00Lions v Tigers', '09:50Lions v Bears']);
    expect(within(card).queryByText(/conflict/)).toBeNull();
  });

  it('schedules a postponed match (un-postponing it, as a new date does) and leaves a cancelled one out', async () => {
    const user = renderPlanner(cup, [match('m1', 'a', 'b', { status: 'postponed' }), match('m2', 'c', 'd', { status: 'cancelled' })]);
    await user.click(await screen.findByRole('button', { name: 'Generate schedule' }, SLOW));
    expect(await screen.findByText('Scheduled 1 match.', {}, SLOW)).toBeTruthy();
    expect(slots()).toEqual({ m1: `v1-pitch-1 ${DAY} 09:00`, m2: '- - -' });
    expect(memory.all<Match>('matches').map((m) => m.status)).toEqual([undefined, 'cancelled']);
  });

  it('explains a conflict at once, and postpones the match to the next free slot', async () => {
    const clash = [match('m1', 'a', 'b', { pitchId: 'v1-pitch-1', dateISO: DAY, time: '10:00' }), match('m3', 'a', 'c', { round: 2, pitchId: 'v1-pitch-2', dateISO: DAY, time: '10:10' })];
    const user = renderPlanner(cup, clash);
    const card = await screen.findByRole('region', { name: 'Match day' }, SLOW);
    const alert = (await within(card).findByText('1 conflict', {}, SLOW)).closest('[role="status"]');
    expect(pitchRows('Pitch 2')[0]).toContain('⚠ Lions plays');
    expect(alert?.textContent).toContain(`Lions plays Lions v Tigers and Lions v Bears at the same time (${DAY} 10:10).`);
    await user.click(within(card).getByRole('button', { name: 'Postpone Lions v Bears to the next free slot' }));
    expect(await within(card).findByText('Postponed 1 match.', {}, SLOW)).toBeTruthy();
    // Lions end at 10:20 and rest 25 minutes; the grid (09:00 + n × 25 minutes) next offers 11:05.
    expect(slots().m3).toBe(`v1-pitch-1 ${DAY} 11:05`);
    expect(within(card).queryByText('1 conflict')).toBeNull();
  });

  it('moves a match onto a clashing slot by select and kick-off, and explains the clash', async () => {
    const day = [match('m1', 'a', 'b', { pitchId: 'v1-pitch-1', dateISO: DAY, time: '09:00' }), match('m3', 'a', 'c', { round: 2, pitchId: 'v1-pitch-1', dateISO: DAY, time: '10:00' })];
    const user = renderPlanner(cup, day);
    const form = await screen.findByRole('form', { name: 'Move Lions v Bears' }, SLOW);
    await user.click(screen.getByText('Move', { selector: '[aria-label="Move Lions v Bears"]' }));
    await user.selectOptions(within(form).getByLabelText('Pitch'), 'Pitch 2');
    await user.clear(within(form).getByLabelText('Kick-off'));
    await user.type(within(form).getByLabelText('Kick-off'), '09:10');
    await user.click(within(form).getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText('Moved 1 match.', {}, SLOW)).toBeTruthy();
    expect(slots().m3).toBe(`v1-pitch-2 ${DAY} 09:10`);
    expect(pitchRows('Pitch 2')[0]).toContain(`⚠ Lions plays Lions v Tigers and Lions v Bears at the same time (${DAY} 09:10).`);
  });

  it('shifts every match on a pitch from a time by 30 minutes in one action', async () => {
    const day = [match('m1', 'a', 'b', { pitchId: 'v1-pitch-2', dateISO: DAY, time: '13:30' }), match('m2', 'c', 'd', { pitchId: 'v1-pitch-2', dateISO: DAY, time: '14:00' }), match('m3', 'a', 'c', { round: 2, pitchId: 'v1-pitch-2', dateISO: DAY, time: '15:00' })];
    const user = renderPlanner(cup, day);
    const form = await screen.findByRole('form', { name: 'Shift matches on Pitch 2' }, SLOW);
    await user.clear(within(form).getByLabelText('Shift matches from'));
    await user.type(within(form).getByLabelText('Shift matches from'), '14:00');
    await user.click(within(form).getByRole('button', { name: 'Shift' }));
    expect(await screen.findByText('Shifted 2 matches.', {}, SLOW)).toBeTruthy();
    expect(slots()).toEqual({ m1: `v1-pitch-2 ${DAY} 13:30`, m2: `v1-pitch-2 ${DAY} 14:30`, m3: `v1-pitch-2 ${DAY} 15:30` });
  });

  describe('printing a schedule', () => {
    afterEach(() => vi.restoreAllMocks());
    const day = [match('m1', 'a', 'b', { pitchId: 'v1-pitch-1', dateISO: DAY, time: '09:00' }), match('m2', 'c', 'd', { pitchId: 'v1-pitch-2', dateISO: DAY, time: '09:00' }), match('m3', 'a', 'c', { round: 2, pitchId: 'v1-pitch-2', dateISO: DAY, time: '09:50' })];
    const printedRows = (name: string) => within(screen.getByRole('article', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).join(' | '));

    it("prints a pitch's schedule: a sheet with the tournament, pitch, day, venue and its matches, then the print dialog", async () => {
      const print = vi.spyOn(globalThis, 'print').mockImplementation(() => undefined);
      const user = renderPlanner(cup, day);
      await user.click(await screen.findByRole('button', { name: 'Print the schedule of Pitch 2' }, SLOW));
      const sheet = await screen.findByRole('article', { name: 'Printed schedule of Pitch 2' }, SLOW);
      expect(print).toHaveBeenCalledTimes(1);
      expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toMatch(/^Pitch 2, Saturday,? 7 June 2025$/);
      expect(sheet.textContent).toContain('Riverside Park');
      expect(printedRows('Printed schedule of Pitch 2')).toEqual(['09:00 | Pitch 2 | Bears | Wolves | Round 1', '09:50 | Pitch 2 | Lions | Bears | Round 2']);
      // The sheet stands beside the app (the print CSS hides the rest), and leaves when the dialog closes.
      expect(sheet.parentElement).toBe(document.body);
      globalThis.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Print the schedule of Pitch 2' }));
      expect(print).toHaveBeenCalledTimes(2);
    });

    it("prints the chosen team's matches on every pitch", async () => {
      const print = vi.spyOn(globalThis, 'print').mockImplementation(() => undefined);
      const user = renderPlanner(cup, day);
      const form = await screen.findByRole('form', { name: "Print a team's schedule" }, SLOW);
      expect(within(form).getByRole('button', { name: 'Print team schedule' })).toHaveProperty('disabled', true);
      await user.selectOptions(within(form).getByLabelText('Team'), 'Lions');
      await user.click(within(form).getByRole('button', { name: 'Print team schedule' }));
      expect(await screen.findByRole('article', { name: 'Printed schedule of Lions' }, SLOW)).toBeTruthy();
      expect(printedRows('Printed schedule of Lions')).toEqual(['09:00 | Pitch 1 | Lions | Tigers | Round 1', '09:50 | Pitch 2 | Lions | Bears | Round 2']);
      expect(print).toHaveBeenCalledTimes(1);
    });
  });

  it('sets up the pitches and times, refusing what it cannot save', async () => {
    const user = renderPlanner(tournament({ teamIds: ['a', 'b'] }), [match('m1', 'a', 'b')]);
    const form = await screen.findByRole('form', { name: 'Pitches and times' }, SLOW);
    await user.type(within(form).getByLabelText('Venue'), 'Riverside Park');
    await user.click(within(form).getByRole('button', { name: 'Save pitches and times' }));
    expect(await within(form).findByText('Choose the day of the matches.', {}, SLOW)).toBeTruthy();
    expect(memory.all<Tournament>('tournaments')[0]?.venues).toBeUndefined();
    await user.type(within(form).getByLabelText('Day'), DAY);
    await user.click(within(form).getByRole('button', { name: 'Save pitches and times' }));
    expect(await within(form).findByText('Pitches and times saved.', {}, SLOW)).toBeTruthy();
    expect(memory.all<Tournament>('tournaments')[0]?.venues?.[0]?.pitches.map((p) => p.name)).toEqual(['Pitch 1', 'Pitch 2', 'Pitch 3', 'Pitch 4']);
    expect(await screen.findByRole('button', { name: 'Generate schedule' }, SLOW)).toBeTruthy();
  });
});
