import type { MatchClock } from '../match/entities';

/** A half's length when the tournament names no match length: the 90-minute game's (spec §4 has no other). */
const DEFAULT_HALF_MINUTES = 45;

/**
 * A half's length for a match length: half of it (issue 25: a 20-minute youth game has 10-minute halves),
 * otherwise the 90-minute game's 45. Takes a tournament's match-day match length, where it sets one.
 * @example halfMinutesOf(20) // 10
 * @example halfMinutesOf(undefined) // 45
 */
export function halfMinutesOf(length: number | null | undefined): number {
  return typeof length === 'number' && length >= 2 ? Math.floor(length / 2) : DEFAULT_HALF_MINUTES;
}

/**
 * What the public sees of a match's touchline clock at `nowMs` (issue 25): `67'` while a half runs (the
 * minute under way, counted from 1 as football does), `45+2'` in added time beyond the half's length,
 * `HT` at half-time, `FT` after full time; null before kick-off, and for a clock whose times cannot be
 * read. A half lasts the clock's `halfMinutes` (set at kick-off), else 45. The latest step set wins: a second half started after full time was pressed reads as running.
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z' }, Date.parse('2026-06-13T09:20:30Z')) // "21'"
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z', halfTimeAt: '2026-06-13T09:47:00Z', secondHalfAt: '2026-06-13T10:00:00Z' }, Date.parse('2026-06-13T10:21:30Z')) // "67'"
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z', halfTimeAt: '2026-06-13T09:47:00Z' }, Date.parse('2026-06-13T09:50:00Z')) // 'HT'
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z' }, Date.parse('2026-06-13T09:11:00Z'), 10) // "10+2'"
 */
export function runningMinute(clock: MatchClock | null | undefined, nowMs: number, halfMinutes: number = clock?.halfMinutes ?? DEFAULT_HALF_MINUTES): string | null {
  const at = (iso: string | undefined) => (iso === undefined ? NaN : Date.parse(iso));
  const kickOff = at(clock?.kickOffAt);
  if (Number.isNaN(kickOff)) return null;
  const steps = [
    { text: 'HT', at: at(clock?.halfTimeAt) },
    { text: 'FT', at: at(clock?.fullTimeAt) },
    { text: 'second', at: at(clock?.secondHalfAt) },
  ].filter((step) => !Number.isNaN(step.at) && step.at >= kickOff);
  const latest = steps.reduce<(typeof steps)[number] | null>((best, step) => (best === null || step.at >= best.at ? step : best), null);
  if (latest && latest.text !== 'second') return latest.text;
  const secondHalf = latest !== null;
  const start = secondHalf ? latest.at : kickOff;
  const minute = Math.max(1, Math.floor((nowMs - start) / 60_000) + 1);
  const offset = secondHalf ? halfMinutes : 0;
  return minute > halfMinutes ? `${offset + halfMinutes}+${minute - halfMinutes}'` : `${offset + minute}'`;
}

/**
 * The minute a goal scored at `nowMs` is recorded at (a GoalEvent's 1–120): the minute under way, added
 * time counted on (45+2 is 47), the second half from the half's length; 0 (to be entered) before kick-off
 * or at half-time and after full time.
 * @example goalMinute({ kickOffAt: '2026-06-13T09:00:00Z' }, Date.parse('2026-06-13T09:11:30Z')) // 12
 * @example goalMinute(undefined, 0) // 0
 */
export function goalMinute(clock: MatchClock | null | undefined, nowMs: number, halfMinutes: number = clock?.halfMinutes ?? DEFAULT_HALF_MINUTES): number {
  const shown = runningMinute(clock, nowMs, halfMinutes);
  if (shown === null || !shown.endsWith("'")) return 0;
  const minute = shown
    .slice(0, -1)
    .split('+')
    .reduce((sum, part) => sum + Number(part), 0);
  return Math.min(120, minute);
}
