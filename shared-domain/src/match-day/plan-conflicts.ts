import { timeOfDay } from '../match/time-of-day';
import { planMatchName } from './plan-input-errors';
import { minuteOfDay, planMinute, whenText } from './plan-minutes';
import type { MatchDayPlan, PlanMatch } from './plan-types';

/** What is wrong with a scheduled match (issue 25). */
type PlanConflictKind = 'team-twice' | 'rest' | 'pitch-overlap' | 'outside-window' | 'team-hours' | 'feeder' | 'referee-twice' | 'referee-own-team';

/** One conflict: its kind, the matches it concerns and what to tell the organizer. */
export interface PlanConflict {
  kind: PlanConflictKind;
  matchIds: string[];
  message: string;
}

interface Placed {
  match: PlanMatch;
  name: string;
  pitchId: string;
  start: number;
  end: number;
}

const clockMinutes = (time: string | undefined): number | null => {
  const clock = time === undefined ? null : timeOfDay(time);
  return clock ? clock.hour * 60 + clock.minute : null;
};

function placedMatches(plan: MatchDayPlan): Placed[] {
  const placed: Placed[] = [];
  for (const match of plan.matches) {
    const start = match.slot ? planMinute(match.slot.day, match.slot.time) : null;
    if (match.slot && start !== null) placed.push({ match, name: planMatchName(match), pitchId: match.slot.pitchId, start, end: start + plan.rules.matchMinutes });
  }
  return placed.sort((a, b) => a.start - b.start || a.match.id.localeCompare(b.match.id));
}

/** Conflicts of one match on its own: its pitch's windows, its teams' hours, its referee's teams. */
function ownConflicts(plan: MatchDayPlan, p: Placed, teamName: (id: string) => string): PlanConflict[] {
  const found: PlanConflict[] = [];
  const ids = [p.match.id];
  const pitch = plan.pitches.find((candidate) => candidate.id === p.pitchId);
  const inWindow = pitch?.windows.some((w) => {
    const from = planMinute(w.day, w.from);
    const to = planMinute(w.day, w.to);
    return from !== null && to !== null && from <= p.start && p.end <= to;
  });
  if (pitch && !inWindow) found.push({ kind: 'outside-window', matchIds: ids, message: `${p.name} on ${pitch.name} at ${whenText(p.start)} is outside the pitch's hours.` });
  for (const team of p.match.teamIds) {
    const hours = plan.rules.teamHours?.[team];
    const notBefore = clockMinutes(hours?.notBefore);
    const notAfter = clockMinutes(hours?.notAfter);
    if (notBefore !== null && minuteOfDay(p.start) < notBefore) found.push({ kind: 'team-hours', matchIds: ids, message: `${p.name} kicks off before ${hours!.notBefore}, when ${teamName(team)} can play from.` });
    if (notAfter !== null && minuteOfDay(p.start) + plan.rules.matchMinutes > notAfter) found.push({ kind: 'team-hours', matchIds: ids, message: `${p.name} ends after ${hours!.notAfter}, when ${teamName(team)} must have finished.` });
  }
  const referee = plan.referees?.find((r) => r.id === p.match.refereeId);
  const ownTeam = referee?.teamIds.find((team) => p.match.teamIds.includes(team));
  if (referee && ownTeam !== undefined) found.push({ kind: 'referee-own-team', matchIds: ids, message: `${referee.name} belongs to ${teamName(ownTeam)} and cannot referee ${p.name}.` });
  return found;
}

/** Conflicts of two matches, `a` kicking off no later than `b`. */
function pairConflicts(plan: MatchDayPlan, a: Placed, b: Placed, teamName: (id: string) => string): PlanConflict[] {
  const { breakMinutes, minRestMinutes } = plan.rules;
  const found: PlanConflict[] = [];
  const ids = [a.match.id, b.match.id];
  const together = b.start < a.end;
  const gap = b.start - a.end;
  if (a.pitchId === b.pitchId && gap < breakMinutes) {
    const pitch = plan.pitches.find((candidate) => candidate.id === a.pitchId)?.name ?? a.pitchId;
    const message = together ? `${a.name} and ${b.name} are both on ${pitch} at ${whenText(b.start)}.` : `${pitch} has ${gap} minutes between ${a.name} and ${b.name}; the break is ${breakMinutes}.`;
    found.push({ kind: 'pitch-overlap', matchIds: ids, message });
  }
  for (const team of a.match.teamIds.filter((t) => b.match.teamIds.includes(t))) {
    if (together) found.push({ kind: 'team-twice', matchIds: ids, message: `${teamName(team)} plays ${a.name} and ${b.name} at the same time (${whenText(b.start)}).` });
    else if (gap < minRestMinutes) found.push({ kind: 'rest', matchIds: ids, message: `${teamName(team)} rests ${gap} minutes between ${a.name} and ${b.name}; the minimum is ${minRestMinutes}.` });
  }
  // A referee walks from one pitch to the next in the break, as the teams on one pitch do.
  const refereeId = a.match.refereeId;
  if (refereeId !== undefined && refereeId === b.match.refereeId && gap < breakMinutes) {
    const referee = plan.referees?.find((r) => r.id === refereeId)?.name ?? refereeId;
    const message = together ? `${referee} referees two matches at ${whenText(b.start)}: ${a.name} and ${b.name}.` : `${referee} has ${gap} minutes between ${a.name} and ${b.name}; the break is ${breakMinutes}.`;
    found.push({ kind: 'referee-twice', matchIds: ids, message });
  }
  for (const [early, late] of [[a, b], [b, a]] as const) {
    if ((late.match.after ?? []).includes(early.match.id) && late.start < early.end + minRestMinutes) {
      found.push({ kind: 'feeder', matchIds: [early.match.id, late.match.id], message: `${late.name} kicks off before ${early.name} has ended and its teams have rested ${minRestMinutes} minutes.` });
    }
  }
  return found;
}

/**
 * Every conflict of a plan's scheduled matches, explained (issue 25): a team twice at once, a team's rest below
 * the minimum, two matches on one pitch at once or without the break, a match outside its pitch's windows or its
 * teams' hours, a knockout game before its feeding game has ended plus the rest, a referee twice at once (or
 * without the break between their matches) or at a match of a team they belong to. Matches without a slot have none. In kick-off order.
 * @example planConflicts({ pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '17:00' }] }], matches: [{ id: 'm1', teamIds: ['a', 'b'], slot: { pitchId: 'p1', day: '2025-06-07', time: '10:00' } }, { id: 'm2', teamIds: ['a', 'c'], slot: { pitchId: 'p1', day: '2025-06-07', time: '10:10' } }], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }).map((c) => c.kind) // ['pitch-overlap', 'team-twice']
 */
export function planConflicts(plan: MatchDayPlan): PlanConflict[] {
  const teamName = (id: string) => plan.teamNames?.[id] ?? id;
  const placed = placedMatches(plan);
  const found: PlanConflict[] = [];
  placed.forEach((a, i) => {
    found.push(...ownConflicts(plan, a, teamName));
    for (const b of placed.slice(i + 1)) found.push(...pairConflicts(plan, a, b, teamName));
  });
  return found;
}
