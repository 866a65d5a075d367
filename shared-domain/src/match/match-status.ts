import type { MatchStatus } from './entities';
import { isScored, type ScoredLike } from './scores';
import { isOneOf } from '../common/is-one-of';

/** Values of the match status selector, in its order (spec §4). */
export const MATCH_STATUSES: readonly MatchStatus[] = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'];

/**
 * What a match shows as its status: a stored status, or "pending" (issue 22), derived for a match whose
 * kick-off is long past and that still has no result; it is never stored nor offered by the selector.
 */
export type MatchDisplayStatus = MatchStatus | 'pending';

/** How each status reads: the selector, the badges and the widget use the same words. */
export const MATCH_STATUS_LABELS: Readonly<Record<MatchDisplayStatus, string>> = {
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
  pending: 'Result pending',
};

/** How long after kick-off an unscored match is shown as live (a game with extra time and a shoot-out fits). */
const LIVE_WINDOW_MS = 3 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the status rules read of a match. */
export type StatusLike = ScoredLike & { dateISO?: string; time?: string; status?: MatchStatus };

/**
 * Whether a value is a stored match status.
 * @example isMatchStatus('postponed') // true
 */
export function isMatchStatus(value: unknown): value is MatchStatus {
  return isOneOf(MATCH_STATUSES, value);
}

const hasTime = (time: string | undefined): time is string => time !== undefined && /^\d{2}:\d{2}$/.test(time);
const isDateOnly = (dateISO: string) => /^\d{4}-\d{2}-\d{2}$/.test(dateISO);

/**
 * Kick-off instant in epoch ms, or null without a usable date. A date-only `dateISO` takes `time`
 * (HH:MM, default midnight) in local time, as the date and time pickers mean it; a full ISO date-time is
 * used as is.
 * @example matchStartMs('2024-05-01T12:00:00.000Z') // 1714564800000
 * @example matchStartMs(undefined) // null
 */
export function matchStartMs(dateISO: string | undefined, time?: string): number | null {
  if (!dateISO) return null;
  const ms = Date.parse(isDateOnly(dateISO) ? `${dateISO}T${hasTime(time) ? time : '00:00'}:00` : dateISO);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The status a match's date and score give (spec §4, bounded by issue 22): a future kick-off is
 * scheduled; a scored match is otherwise finished, a date or not; an unscored one is scheduled without
 * a date, live for `LIVE_WINDOW_MS` after kick-off, then pending. A day without a kick-off time has no
 * known live window: scheduled through that day, pending after it.
 */
function deriveMatchStatus(match: StatusLike, now: number): Exclude<MatchDisplayStatus, 'postponed' | 'cancelled'> {
  const start = matchStartMs(match.dateISO, match.time);
  if (start !== null && now < start) return 'scheduled';
  if (isScored(match)) return 'finished';
  if (start === null) return 'scheduled';
  const untimed = isDateOnly(match.dateISO ?? '') && !hasTime(match.time);
  if (untimed) return now < start + DAY_MS ? 'scheduled' : 'pending';
  return now < start + LIVE_WINDOW_MS ? 'live' : 'pending';
}

/**
 * What to show for a match, on every surface (admin row, match centre, public pages, widget, calendar):
 * a status the organizer (or a scorekeeper) set explicitly wins, whatever the date and score say (issue 25:
 * a match set to Live at 1–0 after its kick-off is live, not finished); the status derived from date and
 * score (see deriveMatchStatus) is for matches nobody set a status on.
 * @example matchStatusForDisplay({ status: 'postponed' }, 0) // 'postponed'
 * @example matchStatusForDisplay({ status: 'live', dateISO: '1970-01-01T00:00:00.000Z', homeGoals: 1, awayGoals: 0 }, 1) // 'live'
 * @example matchStatusForDisplay({ homeGoals: 2, awayGoals: 1 }, 0) // 'finished'
 */
export function matchStatusForDisplay(match: StatusLike, now: number): MatchDisplayStatus {
  return match.status ?? deriveMatchStatus(match, now);
}

/** Why a match takes no score (issue 22), shown beside its disabled score inputs. */
const SCORE_LOCKED_MESSAGES = {
  postponed: 'A postponed match takes no score. Give it a new date first.',
  cancelled: 'A cancelled match takes no score.',
} as const;

/**
 * Why a score may not be entered for this match, or null when it may: a postponed or cancelled match
 * is not played, so it takes no score (and counts for no table).
 * @example scoreLockedReason({ status: 'postponed' }) // 'A postponed match takes no score. Give it a new date first.'
 * @example scoreLockedReason({ status: 'live' }) // null
 */
export function scoreLockedReason(match: { status?: MatchStatus }): string | null {
  return match.status === 'postponed' || match.status === 'cancelled' ? SCORE_LOCKED_MESSAGES[match.status] : null;
}

/**
 * A date edit, completed (issue 22): a postponed match given a new date is played then, so it is no
 * longer postponed; its status goes back to the derived one. Other edits are returned as they are.
 * @example withRescheduleRule({ dateISO: '2025-03-01' }, { status: 'postponed', dateISO: '2025-02-01' }) // { dateISO: '2025-03-01', status: null }
 * @example withRescheduleRule({ dateISO: null }, { status: 'postponed' }) // { dateISO: null }
 */
export function withRescheduleRule<F extends { dateISO?: string | null }>(fields: F, match: { status?: MatchStatus; dateISO?: string }): F | (F & { status: null }) {
  const moved = typeof fields.dateISO === 'string' && fields.dateISO !== (match.dateISO ?? '').slice(0, 10);
  return match.status === 'postponed' && moved ? { ...fields, status: null } : fields;
}
