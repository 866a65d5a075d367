import { planInputErrors, planMatchName } from './plan-input-errors';
import { planMinute } from './plan-minutes';
import type { MatchDayPlan, PlanMatch, PlanPlacement, PlanUnplaced } from './plan-types';
import { assignReferees, type RefereeAssignments } from './referee-assignment';
import { scheduleBoard } from './schedule-board';

/** What the generator gives: the input's errors (nothing scheduled), or a slot per match it placed and a reason per one it could not. */
export type GeneratedSchedule = { ok: false; errors: string[] } | { ok: true; placements: PlanPlacement[]; unplaced: PlanUnplaced[]; referees?: RefereeAssignments };

/** What the organizer asks of "Generate schedule" besides the slots. */
interface GenerateOptions {
  /** Also give every scheduled match without a referee one (assignReferees), after the slots are found. */
  assignReferees?: boolean;
}

/** How many feeding games stand before a match: groups first, then each knockout round after the one feeding it. */
function depths(matches: readonly PlanMatch[]): Map<string, number> {
  const byId = new Map(matches.map((match) => [match.id, match]));
  const depth = new Map<string, number>();
  const of = (match: PlanMatch): number => {
    const known = depth.get(match.id);
    if (known !== undefined) return known;
    const feeders = (match.after ?? []).map((id) => byId.get(id)).filter((m): m is PlanMatch => m !== undefined);
    const value = feeders.length === 0 ? 0 : 1 + Math.max(...feeders.map(of));
    depth.set(match.id, value);
    return value;
  };
  matches.forEach(of);
  return depth;
}

/**
 * Schedules every unscheduled match of a plan (issue 25): each gets a pitch and a kick-off on the grid of its
 * pitches' windows (window start + n × (match + break)) where the pitch is free with the break, each team has had
 * at least the minimum rest since its last match and keeps it before its next, each team's hours are kept, its
 * referee is free, a group's rounds kick off in order, and a knockout game starts no earlier than its feeding
 * games' end plus the rest. Matches already scheduled stay where they are. Greedy and earliest-first, in a fixed
 * order (feeding depth, round, then the plan's order), so the same plan always gives the same schedule. A match
 * with no free kick-off is reported with the reason, never dropped; a plan with errors schedules nothing.
 * With `assignReferees`, every scheduled match without a referee then gets one (see assignReferees), and the
 * matches left without are reported.
 * @example generateSchedule({ pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '10:00' }] }], matches: [{ id: 'm1', teamIds: ['a', 'b'] }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }) // { ok: true, placements: [{ matchId: 'm1', slot: { pitchId: 'p1', day: '2025-06-07', time: '09:00' } }], unplaced: [] }
 */
export function generateSchedule(plan: MatchDayPlan, options: GenerateOptions = {}): GeneratedSchedule {
  const errors = planInputErrors(plan);
  if (errors.length > 0) return { ok: false, errors };
  const board = scheduleBoard(plan);
  const { matchMinutes, minRestMinutes } = plan.rules;
  const start = new Map<string, number>();
  for (const match of plan.matches) {
    if (!match.slot) continue;
    const at = planMinute(match.slot.day, match.slot.time)!;
    board.book(match, match.slot.pitchId, at);
    start.set(match.id, at);
  }
  const depth = depths(plan.matches);
  const order = plan.matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => !match.slot)
    .sort((a, b) => depth.get(a.match.id)! - depth.get(b.match.id)! || (a.match.round ?? 0) - (b.match.round ?? 0) || a.index - b.index)
    .map(({ match }) => match);
  const byId = new Map(plan.matches.map((match) => [match.id, match]));
  const placements: PlanPlacement[] = [];
  const unplaced: PlanUnplaced[] = [];
  for (const match of order) {
    const waiting = (match.after ?? []).find((id) => !start.has(id));
    if (waiting !== undefined) {
      unplaced.push({ matchId: match.id, reason: `Waits for ${planMatchName(byId.get(waiting)!)}, which has no kick-off.` });
      continue;
    }
    let from = Math.max(Number.NEGATIVE_INFINITY, ...(match.after ?? []).map((id) => start.get(id)! + matchMinutes + minRestMinutes));
    let until = Number.POSITIVE_INFINITY;
    for (const other of plan.matches) {
      const at = start.get(other.id);
      if (at === undefined || match.group === undefined || other.group !== match.group || match.round === undefined || other.round === undefined) continue;
      if (other.round < match.round) from = Math.max(from, at);
      if (other.round > match.round) until = Math.min(until, at);
    }
    const search = board.firstFree(match, from, until);
    if (!search.found) {
      unplaced.push({ matchId: match.id, reason: search.reason });
      continue;
    }
    board.book(match, search.slot.pitchId, search.start);
    start.set(match.id, search.start);
    placements.push({ matchId: match.id, slot: search.slot });
  }
  if (!options.assignReferees) return { ok: true, placements, unplaced };
  const slots = new Map(placements.map((p) => [p.matchId, p.slot]));
  const referees = assignReferees({ ...plan, matches: plan.matches.map((match) => (slots.has(match.id) ? { ...match, slot: slots.get(match.id)! } : match)) });
  return { ok: true, placements, unplaced, referees };
}
