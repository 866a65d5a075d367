import { planMatchName } from './plan-input-errors';
import { dayAndTime, planMinute } from './plan-minutes';
import type { MatchDayPlan, PlanPlacement, PlanSlot } from './plan-types';
import { scheduleBoard } from './schedule-board';

/** What a one-action edit gives: the new slots to save, or why nothing changes. */
export type PlanEdit = { ok: true; placements: PlanPlacement[] } | { ok: false; error: string };

/** The longest shift, in minutes, either way (a day). */
const MAX_SHIFT = 24 * 60;

/**
 * "Shift all matches on Pitch 2 after 14:00 by 30 minutes" (issue 25): every match on the pitch kicking off at
 * or after `from` (day and time), moved by `minutes` (earlier when negative), kept on its pitch. The edit does
 * not look for conflicts it causes: the planner shows them at once (planConflicts). Nothing changes when the
 * shift is not a whole number of minutes up to a day, the pitch is unknown or the time is not one.
 * @example shiftPitchAfter({ pitches: [{ id: 'p2', name: 'Pitch 2', windows: [] }], matches: [{ id: 'm', teamIds: [], slot: { pitchId: 'p2', day: '2025-06-07', time: '14:00' } }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }, 'p2', { day: '2025-06-07', time: '14:00' }, 30) // { ok: true, placements: [{ matchId: 'm', slot: { pitchId: 'p2', day: '2025-06-07', time: '14:30' } }] }
 */
export function shiftPitchAfter(plan: MatchDayPlan, pitchId: string, from: { day: string; time: string }, minutes: number): PlanEdit {
  const pitch = plan.pitches.find((candidate) => candidate.id === pitchId);
  if (!pitch) return { ok: false, error: 'Choose a pitch of this plan.' };
  const since = planMinute(from.day, from.time);
  if (since === null) return { ok: false, error: 'Choose a day and a time (HH:MM) to shift from.' };
  if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > MAX_SHIFT) return { ok: false, error: `Shift by a whole number of minutes, up to ${MAX_SHIFT} either way.` };
  const placements: PlanPlacement[] = [];
  for (const match of plan.matches) {
    const start = match.slot?.pitchId === pitchId ? planMinute(match.slot.day, match.slot.time) : null;
    if (start !== null && start >= since) placements.push({ matchId: match.id, slot: { pitchId, ...dayAndTime(start + minutes) } });
  }
  if (placements.length === 0) return { ok: false, error: `No match on ${pitch.name} kicks off from ${from.day} ${from.time}.` };
  return { ok: true, placements };
}

/**
 * "Postpone this match to the next free slot" (issue 25): the first kick-off of the grid after the match's own
 * (the earliest, for a match without one) on any pitch, where the pitch is free with the break, its teams have
 * their rest and hours, its referee is free and its feeding games have ended plus the rest; or why there is none.
 * @example postponeToNextFreeSlot({ pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '10:00' }] }], matches: [{ id: 'm', teamIds: ['a', 'b'], slot: { pitchId: 'p1', day: '2025-06-07', time: '09:00' } }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }, 'm') // { ok: true, placements: [{ matchId: 'm', slot: { pitchId: 'p1', day: '2025-06-07', time: '09:25' } }] }
 */
export function postponeToNextFreeSlot(plan: MatchDayPlan, matchId: string): PlanEdit {
  const match = plan.matches.find((candidate) => candidate.id === matchId);
  if (!match) return { ok: false, error: 'That match is not in this plan.' };
  const board = scheduleBoard(plan);
  const starts = new Map<string, number>();
  for (const other of plan.matches) {
    const start = other.slot ? planMinute(other.slot.day, other.slot.time) : null;
    if (start === null) continue;
    starts.set(other.id, start);
    if (other.id !== matchId) board.book(other, other.slot!.pitchId, start);
  }
  const own = starts.get(matchId);
  const { matchMinutes, minRestMinutes } = plan.rules;
  const afterFeeders = (match.after ?? []).map((id) => (starts.get(id) ?? Number.NEGATIVE_INFINITY) + matchMinutes + minRestMinutes);
  const search = board.firstFree(match, Math.max(own === undefined ? Number.NEGATIVE_INFINITY : own + 1, ...afterFeeders));
  if (!search.found) return { ok: false, error: `${planMatchName(match)} cannot be postponed. ${search.reason}` };
  return { ok: true, placements: [{ matchId, slot: search.slot }] };
}

/**
 * "Move this match to Pitch 2 at 10:00" (issue 25): the match gets that slot whatever it clashes with; the planner
 * then shows the conflicts it causes (planConflicts). Nothing changes for an unknown match or pitch, or a day or
 * time that is not one.
 * @example moveMatch({ pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }], matches: [{ id: 'm', teamIds: [] }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }, 'm', { pitchId: 'p1', day: '2025-06-07', time: '10:00' }) // { ok: true, placements: [{ matchId: 'm', slot: { pitchId: 'p1', day: '2025-06-07', time: '10:00' } }] }
 */
export function moveMatch(plan: MatchDayPlan, matchId: string, slot: PlanSlot): PlanEdit {
  if (!plan.matches.some((match) => match.id === matchId)) return { ok: false, error: 'That match is not in this plan.' };
  if (!plan.pitches.some((pitch) => pitch.id === slot.pitchId)) return { ok: false, error: 'Choose a pitch of this plan.' };
  if (planMinute(slot.day, slot.time) === null) return { ok: false, error: 'Choose a day and a kick-off (HH:MM).' };
  return { ok: true, placements: [{ matchId, slot }] };
}
