import { describe, expect, it } from 'vitest';
import type { MatchDayPlan, PlanMatch } from './plan-types';
import { plannerGrid } from './planner-grid';

const DAY = '2025-06-07';
const rules = { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 };
const at = (pitchId: string, time: string, day = DAY) => ({ pitchId, day, time });
const game = (id: string, teamIds: string[], slot?: PlanMatch['slot']): PlanMatch => ({ id, label: `Game ${id}`, teamIds, ...(slot ? { slot } : {}) });
/** Pitch 1 from 09:00 to 10:15 (three slots), Pitch 2 from 09:25 to 10:15 (two), on one day; Pitch 2 also the next day. */
const plan = (matches: PlanMatch[]): MatchDayPlan => ({
  pitches: [
    { id: 'p1', name: 'Pitch 1', windows: [{ day: DAY, from: '09:00', to: '10:15' }] },
    { id: 'p2', name: 'Pitch 2', windows: [{ day: DAY, from: '09:25', to: '10:15' }, { day: '2025-06-08', from: '12:00', to: '13:00' }] },
  ],
  matches,
  rules,
});
/** The grid as `time: cell | cell`, a cell being its match labels (⚠ when conflicted), "free" or "-". */
const view = (p: MatchDayPlan, day = DAY) =>
  plannerGrid(p, day).map((row) => `${row.time}: ${row.cells.map((c) => (c.kind === 'matches' ? c.matches.map((m) => `${m.label}${m.conflicted ? ' ⚠' : ''}`).join(' + ') : c.kind === 'free' ? 'free' : '-')).join(' | ')}`);

describe('plannerGrid: the pitches × time grid of a day', () => {
  it("has a row per kick-off of the pitches' slots (window start + n × (match + break)), free or outside each pitch's window", () => {
    expect(view(plan([]))).toEqual(['09:00: free | -', '09:25: free | free', '09:50: free | free']);
  });

  it('puts each scheduled match in its pitch and kick-off, and says which ones have conflicts', () => {
    const matches = [game('1', ['a', 'b'], at('p1', '09:00')), game('2', ['c', 'd'], at('p2', '09:25')), game('3', ['a', 'c'], at('p1', '09:25')), game('4', ['e', 'f'])];
    expect(view(plan(matches))).toEqual(['09:00: Game 1 ⚠ | -', '09:25: Game 3 ⚠ | Game 2 ⚠', '09:50: free | free']);
    expect(plannerGrid(plan(matches), DAY)[0]!.cells[0]).toEqual({ pitchId: 'p1', kind: 'matches', matches: [{ id: '1', label: 'Game 1', conflicted: true }] });
  });

  it('keeps a match off the slots in sight: its kick-off gets a row of its own, and two matches at once share a cell', () => {
    const matches = [game('1', ['a', 'b'], at('p1', '09:30')), game('2', ['c', 'd'], at('p2', '09:50')), game('3', ['e', 'f'], at('p2', '09:50'))];
    expect(view(plan(matches))).toEqual(['09:00: free | -', '09:25: free | free', '09:30: Game 1 | -', '09:50: free | Game 2 ⚠ + Game 3 ⚠']);
  });

  it('shows only the chosen day, and nothing for a day that is not one', () => {
    const matches = [game('1', ['a', 'b'], at('p2', '12:25', '2025-06-08'))];
    expect(view(plan(matches), '2025-06-08')).toEqual(['12:00: - | free', '12:25: - | Game 1']);
    expect(view(plan(matches))).toEqual(['09:00: free | -', '09:25: free | free', '09:50: free | free']);
    expect(plannerGrid(plan(matches), '2025-02-30')).toEqual([]);
  });

  it('leaves out a match on a pitch the plan does not have', () => {
    expect(view(plan([game('1', ['a', 'b'], at('gone', '09:00'))]))).toEqual(['09:00: free | -', '09:25: free | free', '09:50: free | free']);
  });
});
