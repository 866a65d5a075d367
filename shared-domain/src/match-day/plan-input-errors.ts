import { timeOfDay } from '../match/time-of-day';
import { planMinute } from './plan-minutes';
import type { MatchDayPlan, PlanMatch, PlanRules } from './plan-types';

/** The longest match, break and rest a plan takes, in minutes (a day). */
const MAX_MINUTES = 24 * 60;

/**
 * How a message names a match: its label, else its id.
 * @example planMatchName({ id: 'm1', label: 'Final', teamIds: [] }) // 'Final'
 */
export function planMatchName(match: PlanMatch): string {
  return match.label ?? match.id;
}

function ruleErrors(rules: PlanRules): string[] {
  const errors: string[] = [];
  const minutes = (value: number, min: number, text: string) => {
    if (!Number.isInteger(value) || value < min || value > MAX_MINUTES) errors.push(text);
  };
  minutes(rules.matchMinutes, 1, `Match length must be a whole number of minutes from 1 to ${MAX_MINUTES}.`);
  minutes(rules.breakMinutes, 0, `The break between matches must be a whole number of minutes from 0 to ${MAX_MINUTES}.`);
  minutes(rules.minRestMinutes, 0, `A team's rest must be a whole number of minutes from 0 to ${MAX_MINUTES}.`);
  for (const [teamId, hours] of Object.entries(rules.teamHours ?? {})) {
    for (const time of [hours.notBefore, hours.notAfter]) {
      if (time !== undefined && !timeOfDay(time)) errors.push(`Team ${teamId}: "${time}" is not a time (HH:MM).`);
    }
  }
  return errors;
}

function pitchErrors(plan: MatchDayPlan): string[] {
  const errors: string[] = [];
  const ids = new Set<string>();
  for (const pitch of plan.pitches) {
    if (ids.has(pitch.id)) errors.push(`Two pitches have the id ${pitch.id}.`);
    ids.add(pitch.id);
    if (pitch.name.trim() === '') errors.push('Every pitch needs a name.');
    for (const window of pitch.windows) {
      const from = planMinute(window.day, window.from);
      const to = planMinute(window.day, window.to);
      if (from === null || to === null) errors.push(`${pitch.name}: "${window.day} ${window.from}–${window.to}" is not a day (YYYY-MM-DD) with two times (HH:MM).`);
      else if (to <= from) errors.push(`${pitch.name}: the window of ${window.day} ends at ${window.to}, before it starts at ${window.from}.`);
    }
  }
  return errors;
}

/** The match met again while following its feeding games, if they lead back to it. */
function feedingCycle(matches: ReadonlyMap<string, PlanMatch>): PlanMatch | null {
  const done = new Set<string>();
  const onPath = new Set<string>();
  const visit = (match: PlanMatch): PlanMatch | null => {
    if (done.has(match.id)) return null;
    if (onPath.has(match.id)) return match;
    onPath.add(match.id);
    for (const id of match.after ?? []) {
      const feeder = matches.get(id);
      const found = feeder ? visit(feeder) : null;
      if (found) return found;
    }
    onPath.delete(match.id);
    done.add(match.id);
    return null;
  };
  for (const match of matches.values()) {
    const found = visit(match);
    if (found) return found;
  }
  return null;
}

function matchErrors(plan: MatchDayPlan): string[] {
  const nameOf = planMatchName;
  const errors: string[] = [];
  const byId = new Map<string, PlanMatch>();
  const pitchIds = new Set(plan.pitches.map((pitch) => pitch.id));
  for (const match of plan.matches) {
    if (byId.has(match.id)) errors.push(`Two matches have the id ${match.id}.`);
    byId.set(match.id, match);
    if (new Set(match.teamIds).size !== match.teamIds.length) errors.push(`${nameOf(match)}: a team cannot play itself.`);
    const slot = match.slot;
    if (slot && !pitchIds.has(slot.pitchId)) errors.push(`${nameOf(match)} is on a pitch that is not in the plan.`);
    if (slot && planMinute(slot.day, slot.time) === null) errors.push(`${nameOf(match)}: "${slot.day} ${slot.time}" is not a day (YYYY-MM-DD) and kick-off (HH:MM).`);
  }
  for (const match of plan.matches) {
    for (const id of match.after ?? []) if (!byId.has(id)) errors.push(`${nameOf(match)} waits for a match that is not in the plan.`);
  }
  const cycle = errors.length === 0 ? feedingCycle(byId) : null;
  if (cycle) errors.push(`${nameOf(cycle)} waits for itself through its feeding games.`);
  return errors;
}

/**
 * What is wrong with a plan, in words, before anything is scheduled: rules that are not whole minutes, windows
 * that are not days and times or end before they start, pitches or matches named twice, matches on unknown
 * pitches or waiting for unknown (or, in a circle, their own) games. Empty when the plan can be scheduled.
 * @example planInputErrors({ pitches: [], matches: [], rules: { matchMinutes: 0, breakMinutes: 5, minRestMinutes: 0 } }) // ['Match length must be a whole number of minutes from 1 to 1440.']
 */
export function planInputErrors(plan: MatchDayPlan): string[] {
  return [...ruleErrors(plan.rules), ...pitchErrors(plan), ...matchErrors(plan)];
}
