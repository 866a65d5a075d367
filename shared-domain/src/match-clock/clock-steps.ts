import type { MatchClock, MatchStatus } from '../match/entities';

/** The touchline's four clock buttons (issue 25), in the order a match passes them. */
export type ClockStep = 'kickOff' | 'halfTime' | 'secondHalf' | 'fullTime';

/** Each step: its button's text, the clock field it sets, and the status it gives the match. */
export const CLOCK_STEPS: readonly { step: ClockStep; label: string; field: keyof MatchClock; status: MatchStatus }[] = [
  { step: 'kickOff', label: 'Kick-off', field: 'kickOffAt', status: 'live' },
  { step: 'halfTime', label: 'Half-time', field: 'halfTimeAt', status: 'live' },
  { step: 'secondHalf', label: 'Second half', field: 'secondHalfAt', status: 'live' },
  { step: 'fullTime', label: 'Full-time', field: 'fullTimeAt', status: 'finished' },
];

/**
 * The match fields one clock button writes: the step's instant added to the clock (a step pressed again
 * is moved to the new instant, for a button pressed too early), and the status it implies: Live from
 * kick-off, Finished at full time (a status set explicitly wins over the derived one, D23). Kick-off also
 * stores the half's length the public pages count the minute with (`halfMinutes`, from halfMinutesOf).
 * @example clockStepChanges({}, 'kickOff', '2026-06-13T09:00:00.000Z') // { clock: { kickOffAt: '2026-06-13T09:00:00.000Z' }, status: 'live' }
 * @example clockStepChanges({ kickOffAt: 'a' }, 'fullTime', 'b') // { clock: { kickOffAt: 'a', fullTimeAt: 'b' }, status: 'finished' }
 */
export function clockStepChanges(clock: MatchClock | undefined, step: ClockStep, atISO: string, halfMinutes?: number): { clock: MatchClock; status: MatchStatus } {
  const found = CLOCK_STEPS.find((s) => s.step === step) as (typeof CLOCK_STEPS)[number];
  const half = step === 'kickOff' && halfMinutes !== undefined ? { halfMinutes } : {};
  return { clock: { ...clock, [found.field]: atISO, ...half }, status: found.status };
}
