import type { MatchStatus } from './entities';
import { isScored, type ScoredLike } from './scores';
import { isOneOf } from '../common/is-one-of';

/** Values of the match status selector, in its order (spec §4). */
export const MATCH_STATUSES: readonly MatchStatus[] = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'];

/** How each match status reads: the selector, the badge and the widget use the same words. */
export const MATCH_STATUS_LABELS: Readonly<Record<MatchStatus, string>> = {
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** The statuses the spec derives from date and goals. */
type DerivedMatchStatus = Extract<MatchStatus, 'scheduled' | 'live' | 'finished'>;

/**
 * Whether a value is a stored match status.
 * @example isMatchStatus('postponed') // true
 */
export function isMatchStatus(value: unknown): value is MatchStatus {
  return isOneOf(MATCH_STATUSES, value);
}

/**
 * Kick-off instant in epoch ms, or null without a usable date. A date-only `dateISO` takes `time`
 * (HH:MM, default midnight) in local time, as the date and time pickers mean it; a full ISO date-time is
 * used as is.
 * @example matchStartMs('2024-05-01T12:00:00.000Z') // 1714564800000
 * @example matchStartMs(undefined) // null
 */
export function matchStartMs(dateISO: string | undefined, time?: string): number | null {
  if (!dateISO) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(dateISO);
  const hhmm = time && /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  const ms = Date.parse(dateOnly ? `${dateISO}T${hhmm}:00` : dateISO);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The status the admin selector displays (spec §4): no date or a future date → scheduled; a past date
 * with both goals set → finished; a past date without both goals → live.
 * @param now current time in epoch ms (passed in: rules never read the clock)
 * @example deriveMatchStatus({ dateISO: '2024-05-01T12:00:00Z', homeGoals: 1, awayGoals: 0 }, Date.UTC(2024, 5, 1)) // 'finished'
 * @example deriveMatchStatus({}, 0) // 'scheduled'
 */
function deriveMatchStatus(match: ScoredLike & { dateISO?: string; time?: string }, now: number): DerivedMatchStatus {
  const start = matchStartMs(match.dateISO, match.time);
  if (start === null || start > now) return 'scheduled';
  return isScored(match) ? 'finished' : 'live';
}

/**
 * What to show for a match: postponed and cancelled cannot be derived from date and goals, so a stored
 * one is shown as chosen; otherwise the derived status (spec §4).
 * @example matchStatusForDisplay({ status: 'postponed' }, 0) // 'postponed'
 * @example matchStatusForDisplay({ status: 'live' }, 0) // 'scheduled'
 */
export function matchStatusForDisplay(match: ScoredLike & { dateISO?: string; time?: string; status?: MatchStatus }, now: number): MatchStatus {
  if (match.status === 'postponed' || match.status === 'cancelled') return match.status;
  return deriveMatchStatus(match, now);
}
