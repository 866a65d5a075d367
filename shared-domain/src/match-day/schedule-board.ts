import { timeOfDay } from '../match/time-of-day';
import { dayAndTime, minuteOfDay, planMinute, whenText } from './plan-minutes';
import type { MatchDayPlan, PlanMatch, PlanSlot } from './plan-types';

/** A kick-off the grid offers: a pitch's window start plus whole slots (match + break). */
interface Candidate {
  start: number;
  pitch: number;
}

/** A match that holds a pitch, its teams and its referee from `start` to `end` (plan minutes). */
interface Booking {
  start: number;
  end: number;
}

/** Why a kick-off was refused, counted per cause for the reason of a match left out. */
type Refusal = 'pitch' | 'team' | 'hours' | 'referee';

const REFUSAL_TEXT: Readonly<Record<Refusal, string>> = {
  pitch: 'the pitch is taken',
  team: 'a team is playing or resting',
  hours: "outside a team's hours",
  referee: 'its referee has another match',
};

/** The free kick-off found for a match, or the causes that ruled out each one tried. */
export type SlotSearch = { found: true; start: number; slot: PlanSlot } | { found: false; reason: string };

/** Bookings overlap when neither ends (plus the gap it needs) before the other starts. */
const clashes = (list: readonly Booking[] | undefined, start: number, end: number, gap: number) => (list ?? []).some((b) => start < b.end + gap && b.start < end + gap);

const minutesOfTime = (time: string | undefined): number | null => {
  const clock = time === undefined ? null : timeOfDay(time);
  return clock ? clock.hour * 60 + clock.minute : null;
};

function gridOf(plan: MatchDayPlan): Candidate[] {
  const { matchMinutes, breakMinutes } = plan.rules;
  const grid: Candidate[] = [];
  plan.pitches.forEach((pitch, index) => {
    for (const window of pitch.windows) {
      const from = planMinute(window.day, window.from);
      const to = planMinute(window.day, window.to);
      if (from === null || to === null) continue;
      for (let start = from; start + matchMinutes <= to; start += matchMinutes + breakMinutes) grid.push({ start, pitch: index });
    }
  });
  // Earliest first, then the pitches' order: the same plan always gives the same schedule.
  return grid.sort((a, b) => a.start - b.start || a.pitch - b.pitch).filter((c, i, all) => i === 0 || c.start !== all[i - 1]!.start || c.pitch !== all[i - 1]!.pitch);
}

/**
 * The plan's bookings and free kick-offs (issue 25): pitches, teams and referees with the matches that hold
 * them, and the grid of kick-offs each pitch's windows offer (window start + n × (match + break)). `book` adds a
 * placed match; `firstFree` finds the earliest grid kick-off in a range where the pitch is free (with the break),
 * every team has its rest and hours, and the referee is free (with the break, to reach the next pitch). Shared by the generator and the one-action edits.
 * @example scheduleBoard({ pitches: [], matches: [], rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } }).firstFree({ id: 'm', teamIds: [] }, 0).found // false
 */
export function scheduleBoard(plan: MatchDayPlan) {
  const { matchMinutes, breakMinutes, minRestMinutes, teamHours = {} } = plan.rules;
  const grid = gridOf(plan);
  const pitchIndex = new Map(plan.pitches.map((pitch, index) => [pitch.id, index]));
  const pitches = new Map<number, Booking[]>();
  const teams = new Map<string, Booking[]>();
  const referees = new Map<string, Booking[]>();
  const add = <K>(map: Map<K, Booking[]>, key: K, booking: Booking) => map.set(key, [...(map.get(key) ?? []), booking]);

  const refusal = (match: PlanMatch, { start, pitch }: Candidate): Refusal | null => {
    const end = start + matchMinutes;
    if (clashes(pitches.get(pitch), start, end, breakMinutes)) return 'pitch';
    for (const team of match.teamIds) {
      const hours = teamHours[team];
      const notBefore = minutesOfTime(hours?.notBefore);
      const notAfter = minutesOfTime(hours?.notAfter);
      if ((notBefore !== null && minuteOfDay(start) < notBefore) || (notAfter !== null && minuteOfDay(start) + matchMinutes > notAfter)) return 'hours';
    }
    if (match.teamIds.some((team) => clashes(teams.get(team), start, end, minRestMinutes))) return 'team';
    if (match.refereeId !== undefined && clashes(referees.get(match.refereeId), start, end, breakMinutes)) return 'referee';
    return null;
  };

  return {
    /** Every kick-off the pitches' windows offer, earliest first, then in the pitches' order (the planner's grid). */
    kickOffs: grid.map(({ start, pitch }) => ({ pitchId: plan.pitches[pitch]!.id, start })),
    /** Holds the match's pitch, teams and referee from `start`. */
    book(match: PlanMatch, pitchId: string, start: number): void {
      const booking = { start, end: start + matchMinutes };
      const pitch = pitchIndex.get(pitchId);
      if (pitch !== undefined) add(pitches, pitch, booking);
      for (const team of match.teamIds) add(teams, team, booking);
      if (match.refereeId !== undefined) add(referees, match.refereeId, booking);
    },
    /** The earliest free grid kick-off from `from` to `until` (inclusive), or why there is none. */
    firstFree(match: PlanMatch, from: number, until = Number.POSITIVE_INFINITY): SlotSearch {
      const counts = new Map<Refusal, number>();
      let tried = 0;
      for (const candidate of grid) {
        if (candidate.start < from) continue;
        if (candidate.start > until) break;
        tried += 1;
        const refused = refusal(match, candidate);
        if (refused === null) return { found: true, start: candidate.start, slot: { pitchId: plan.pitches[candidate.pitch]!.id, ...dayAndTime(candidate.start) } };
        counts.set(refused, (counts.get(refused) ?? 0) + 1);
      }
      if (grid.length === 0) return { found: false, reason: `No pitch has a window long enough for a ${matchMinutes}-minute match.` };
      const since = Number.isFinite(from) && from > grid[0]!.start ? ` from ${whenText(from)}` : '';
      if (tried === 0) return { found: false, reason: `No pitch has a free kick-off${since}${Number.isFinite(until) ? ` until ${whenText(until)}` : ''}.` };
      const causes = [...counts].map(([cause, n]) => `${REFUSAL_TEXT[cause]} (${n} ${n === 1 ? 'kick-off' : 'kick-offs'})`);
      return { found: false, reason: `No free kick-off${since}: ${causes.join(', ')}.` };
    },
  };
}
