import type { MatchClock } from '../match/entities';

/** A half's length when the tournament names no match length: the 90-minute game's (spec §4 has no other). */
const DEFAULT_HALF_MINUTES = 45;

/**
 * What the public sees of a match's touchline clock at `nowMs` (issue 25): `67'` while a half runs (the
 * minute under way, counted from 1 as football does), `45+2'` in added time beyond the half's length,
 * `HT` at half-time, `FT` after full time; null before kick-off, and for a clock whose times cannot be
 * read. The latest step set wins: a second half started after full time was pressed reads as running.
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z' }, Date.parse('2026-06-13T09:20:30Z')) // "21'"
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z', halfTimeAt: '2026-06-13T09:47:00Z', secondHalfAt: '2026-06-13T10:00:00Z' }, Date.parse('2026-06-13T10:21:30Z')) // "67'"
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z', halfTimeAt: '2026-06-13T09:47:00Z' }, Date.parse('2026-06-13T09:50:00Z')) // 'HT'
 * @example runningMinute({ kickOffAt: '2026-06-13T09:00:00Z' }, Date.parse('2026-06-13T09:11:00Z'), 10) // "10+2'"
 */
export function runningMinute(clock: MatchClock | null | undefined, nowMs: number, halfMinutes: number = DEFAULT_HALF_MINUTES): string | null {
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
