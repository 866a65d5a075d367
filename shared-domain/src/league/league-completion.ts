import { isScored, type ScoredLike } from '../match/scores';

/** What the league-completion rules need from a match. */
export interface LeagueMatchLike extends ScoredLike {
  isPlayoff?: boolean;
}

/**
 * The league phase is complete when there is at least one non-playoff match and every one has both
 * goals (spec §4).
 * @example isLeagueComplete([{ homeGoals: 1, awayGoals: 0 }]) // true
 * @example isLeagueComplete([]) // false
 */
export function isLeagueComplete(matches: readonly LeagueMatchLike[]): boolean {
  const league = matches.filter((m) => !m.isPlayoff);
  return league.length > 0 && league.every(isScored);
}

/**
 * Whether any playoff match exists already.
 * @example hasPlayoffMatches([{ isPlayoff: true }]) // true
 */
function hasPlayoffMatches(matches: readonly LeagueMatchLike[]): boolean {
  return matches.some((m) => m.isPlayoff === true);
}

/** State of the playoff section of a league_playoff / swiss_elimination tournament (spec §2). */
export type PlayoffSectionState = 'league-in-progress' | 'ready-to-start' | 'playoffs-started';

/**
 * Which playoff panel to show: the "End Championship & Start Playoffs" button appears only when the
 * league is complete and no playoff match exists yet (spec §2).
 * @example playoffSectionState([{ homeGoals: 1, awayGoals: 0 }]) // 'ready-to-start'
 * @example playoffSectionState([{ homeGoals: 1 }]) // 'league-in-progress'
 */
export function playoffSectionState(matches: readonly LeagueMatchLike[]): PlayoffSectionState {
  if (hasPlayoffMatches(matches)) return 'playoffs-started';
  return isLeagueComplete(matches) ? 'ready-to-start' : 'league-in-progress';
}

/**
 * Whether the End Championship & Start Playoffs action may run.
 * @example canStartPlayoffs([{ homeGoals: 0, awayGoals: 0 }]) // true
 */
export function canStartPlayoffs(matches: readonly LeagueMatchLike[]): boolean {
  return playoffSectionState(matches) === 'ready-to-start';
}
