import { isGoalSet, type ScoredLike } from './scores';

/** How a public fixture row looks (spec §4). */
export interface FixtureDisplay {
  state: 'finished' | 'upcoming' | 'live';
  /** Text badge; a finished fixture shows its score instead. */
  label: 'UPCOMING' | 'LIVE' | null;
  /** Dot colour: green finished, blue upcoming, yellow live. */
  tone: 'green' | 'blue' | 'yellow';
  /** Only the live dot pulses. */
  pulsing: boolean;
}

/**
 * Public fixture display state (spec §4): both goals set → finished (green dot, score shown); both
 * unset → UPCOMING (blue); one set → LIVE (yellow, pulsing).
 * @example fixtureDisplay({ homeGoals: 2, awayGoals: 1 }).state // 'finished'
 * @example fixtureDisplay({ homeGoals: 2 }).label // 'LIVE'
 */
export function fixtureDisplay(match: ScoredLike): FixtureDisplay {
  const home = isGoalSet(match.homeGoals);
  const away = isGoalSet(match.awayGoals);
  if (home && away) return { state: 'finished', label: null, tone: 'green', pulsing: false };
  if (!home && !away) return { state: 'upcoming', label: 'UPCOMING', tone: 'blue', pulsing: false };
  return { state: 'live', label: 'LIVE', tone: 'yellow', pulsing: true };
}
