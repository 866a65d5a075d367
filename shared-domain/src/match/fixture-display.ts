import { matchStatusForDisplay, type StatusLike } from './match-status';
import { isGoalSet } from './scores';
import type { MatchStatus } from './entities';

/** How a public fixture row looks (spec §4, issue 22). */
export interface FixtureDisplay {
  state: 'finished' | 'upcoming' | 'live' | 'pending' | 'postponed' | 'cancelled';
  /** Text badge; a finished fixture shows its score instead. */
  label: 'UPCOMING' | 'LIVE' | 'RESULT PENDING' | 'POSTPONED' | 'CANCELLED' | null;
  /** Dot colour: green finished, blue upcoming, yellow live, grey pending, red postponed or cancelled. */
  tone: 'green' | 'blue' | 'yellow' | 'grey' | 'red';
  /** Only the live dot pulses. */
  pulsing: boolean;
}

const SHOWN: Readonly<Record<FixtureDisplay['state'], FixtureDisplay>> = {
  finished: { state: 'finished', label: null, tone: 'green', pulsing: false },
  upcoming: { state: 'upcoming', label: 'UPCOMING', tone: 'blue', pulsing: false },
  live: { state: 'live', label: 'LIVE', tone: 'yellow', pulsing: true },
  pending: { state: 'pending', label: 'RESULT PENDING', tone: 'grey', pulsing: false },
  postponed: { state: 'postponed', label: 'POSTPONED', tone: 'red', pulsing: false },
  cancelled: { state: 'cancelled', label: 'CANCELLED', tone: 'red', pulsing: false },
};

/** The fixture state of a status someone set (issue 25): it needs neither the clock nor the score. */
const STORED_STATE: Readonly<Record<MatchStatus, FixtureDisplay['state']>> = {
  scheduled: 'upcoming',
  live: 'live',
  finished: 'finished',
  postponed: 'postponed',
  cancelled: 'cancelled',
};

/**
 * Public fixture display state: the match status of `matchStatusForDisplay` in the fixture's words, so
 * the list and the match page never disagree (issue 22). A status the organizer set wins (issue 25: a
 * match set to Live at 1–0 is LIVE, not finished). Otherwise: both goals set → finished (green dot, score
 * shown; spec §4); from kick-off: UPCOMING (blue) before it, LIVE (yellow, pulsing) for a while after it,
 * RESULT PENDING (grey) once that is over. Without `now` (no clock) an unscored match is UPCOMING. One goal
 * alone (older data) is LIVE (spec §4).
 * @example fixtureDisplay({ homeGoals: 2, awayGoals: 1 }).state // 'finished'
 * @example fixtureDisplay({ status: 'live', homeGoals: 1, awayGoals: 0 }).label // 'LIVE'
 * @example fixtureDisplay({ status: 'postponed' }).label // 'POSTPONED'
 * @example fixtureDisplay({ homeGoals: 2 }).label // 'LIVE'
 */
export function fixtureDisplay(match: StatusLike, now?: number): FixtureDisplay {
  if (match.status) return SHOWN[STORED_STATE[match.status]];
  const home = isGoalSet(match.homeGoals);
  const away = isGoalSet(match.awayGoals);
  if (home && away) return SHOWN.finished;
  if (home || away) return SHOWN.live;
  if (now === undefined) return SHOWN.upcoming;
  const status = matchStatusForDisplay(match, now);
  return status === 'live' || status === 'pending' ? SHOWN[status] : SHOWN.upcoming;
}
