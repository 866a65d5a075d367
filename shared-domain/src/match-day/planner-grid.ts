import { planConflicts } from './plan-conflicts';
import { planMatchName } from './plan-input-errors';
import { dayAndTime, planMinute } from './plan-minutes';
import type { MatchDayPlan } from './plan-types';
import { scheduleBoard } from './schedule-board';

/** A match as a cell of the planner's grid shows it. */
interface GridMatch {
  id: string;
  label: string;
  /** Whether planConflicts finds anything wrong with it. */
  conflicted: boolean;
}

/**
 * One pitch at one time: the matches kicking off there then (more than one only when they clash), a free
 * kick-off of the pitch's slots, or no kick-off the pitch offers (outside its windows, or between its slots).
 */
export type PlannerGridCell = { pitchId: string; kind: 'matches'; matches: GridMatch[] } | { pitchId: string; kind: 'free' } | { pitchId: string; kind: 'outside' };

/** One kick-off time of the day, with a cell per pitch in the plan's order. */
export interface PlannerGridRow {
  time: string;
  cells: PlannerGridCell[];
}

/**
 * The planner's pitches × time grid of one day (issue 25): a row for every kick-off the pitches' slots offer that
 * day (each window's start plus whole slots of match + break, as the generator uses them) and for every other
 * kick-off a match of the day has (a shifted or moved one stays in sight), earliest first; in each row one cell
 * per pitch. Matches on a pitch the plan does not have are not in it; an unknown day gives no rows.
 * @example plannerGrid({ pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '09:50' }] }], matches: [{ id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: { pitchId: 'p1', day: '2025-06-07', time: '09:25' } }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }, '2025-06-07').map((row) => [row.time, row.cells[0]!.kind]) // [['09:00', 'free'], ['09:25', 'matches']]
 */
export function plannerGrid(plan: MatchDayPlan, day: string): PlannerGridRow[] {
  const midnight = planMinute(day, '00:00');
  if (midnight === null) return [];
  const ofDay = (start: number) => start >= midnight && start < midnight + 24 * 60;
  const kickOffs = scheduleBoard(plan).kickOffs.filter((k) => ofDay(k.start));
  const free = new Set(kickOffs.map((k) => `${k.pitchId} ${k.start}`));
  const conflicted = new Set(planConflicts(plan).flatMap((c) => c.matchIds));
  const placed = new Map<string, GridMatch[]>();
  const starts = new Set(kickOffs.map((k) => k.start));
  for (const match of plan.matches) {
    const start = match.slot ? planMinute(match.slot.day, match.slot.time) : null;
    if (start === null || !ofDay(start) || !plan.pitches.some((p) => p.id === match.slot!.pitchId)) continue;
    const key = `${match.slot!.pitchId} ${start}`;
    placed.set(key, [...(placed.get(key) ?? []), { id: match.id, label: planMatchName(match), conflicted: conflicted.has(match.id) }]);
    starts.add(start);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      time: dayAndTime(start).time,
      cells: plan.pitches.map((pitch): PlannerGridCell => {
        const key = `${pitch.id} ${start}`;
        const matches = placed.get(key);
        if (matches) return { pitchId: pitch.id, kind: 'matches', matches };
        return { pitchId: pitch.id, kind: free.has(key) ? 'free' : 'outside' };
      }),
    }));
}
