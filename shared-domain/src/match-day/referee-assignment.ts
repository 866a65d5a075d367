import type { MatchPatch } from '../match/match-patch';
import type { Referee } from '../organizer/entities';
import { planMatchName } from './plan-input-errors';
import { planMinute, whenText } from './plan-minutes';
import type { MatchDayPlan, PlanMatch, PlanUnplaced } from './plan-types';

/** A referee given to a match. */
export interface PlanRefereeAssignment {
  matchId: string;
  refereeId: string;
}

/** What "Assign referees" gives: a referee per match it could serve, and why each other match has none. */
export interface RefereeAssignments {
  assignments: PlanRefereeAssignment[];
  withoutReferee: PlanUnplaced[];
}

interface Booking {
  start: number;
  end: number;
}

/**
 * Gives every scheduled match without a referee one of the plan's referees (issue 25), in kick-off order: never
 * a referee who belongs to one of its teams, never one who has another match then (their matches are a break
 * apart at least, to reach the next pitch). Among the free ones, the one with the fewest matches so far, then the
 * list's order, so the same plan always gives the same referees. Matches that have a referee keep them; a match
 * no referee can take is reported with the reason, never skipped silently.
 * @example assignReferees({ pitches: [], matches: [{ id: 'm1', teamIds: ['a', 'b'], slot: { pitchId: 'p1', day: '2025-06-07', time: '09:00' } }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 }, referees: [{ id: 'r1', name: 'Ann', teamIds: ['a'] }, { id: 'r2', name: 'Bo', teamIds: [] }] }) // { assignments: [{ matchId: 'm1', refereeId: 'r2' }], withoutReferee: [] }
 */
export function assignReferees(plan: MatchDayPlan): RefereeAssignments {
  const { matchMinutes, breakMinutes } = plan.rules;
  const referees = plan.referees ?? [];
  const bookings = new Map<string, Booking[]>();
  const book = (refereeId: string, start: number) => bookings.set(refereeId, [...(bookings.get(refereeId) ?? []), { start, end: start + matchMinutes }]);
  const free = (refereeId: string, start: number) => (bookings.get(refereeId) ?? []).every((b) => start >= b.end + breakMinutes || b.start >= start + matchMinutes + breakMinutes);

  const scheduled = plan.matches
    .map((match, index) => ({ match, index, start: match.slot ? planMinute(match.slot.day, match.slot.time) : null }))
    .filter((entry): entry is { match: PlanMatch; index: number; start: number } => entry.start !== null)
    .sort((a, b) => a.start - b.start || a.index - b.index);
  for (const { match, start } of scheduled) if (match.refereeId !== undefined) book(match.refereeId, start);

  const assignments: PlanRefereeAssignment[] = [];
  const withoutReferee: PlanUnplaced[] = [];
  for (const { match, start } of scheduled) {
    if (match.refereeId !== undefined) continue;
    const neutral = referees.filter((referee) => !referee.teamIds.some((team) => match.teamIds.includes(team)));
    const candidates = neutral.filter((referee) => free(referee.id, start));
    const chosen = candidates.reduce<(typeof candidates)[number] | undefined>((best, referee) => (best === undefined || (bookings.get(referee.id)?.length ?? 0) < (bookings.get(best.id)?.length ?? 0) ? referee : best), undefined);
    if (chosen) {
      book(chosen.id, start);
      assignments.push({ matchId: match.id, refereeId: chosen.id });
      continue;
    }
    let reason: string;
    if (referees.length === 0) reason = 'There are no referees on your list.';
    else if (neutral.length === 0) reason = 'Every referee belongs to one of its teams.';
    else reason = `No referee is free at ${whenText(start)}: ${referees.length - neutral.length} belong to its teams, ${neutral.length} referee another match then.`;
    withoutReferee.push({ matchId: match.id, reason: `${planMatchName(match)} has no referee. ${reason}` });
  }
  return { assignments, withoutReferee };
}

/**
 * What to save on a match given a referee (or none): the referee's id and name, so the match header and the
 * public match page, which show the `referee` text, show the name.
 * @example refereePatch({ id: 'r1', name: 'Ann Lee', teamIds: [] }) // { refereeId: 'r1', referee: 'Ann Lee' }
 * @example refereePatch(undefined) // { refereeId: null, referee: null }
 */
export function refereePatch(referee: Referee | undefined): Pick<MatchPatch, 'refereeId' | 'referee'> {
  return referee ? { refereeId: referee.id, referee: referee.name } : { refereeId: null, referee: null };
}
