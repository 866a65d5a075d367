import { isGoalSet, type PublicMatchFacts } from 'shared-domain';

/**
 * The widget's words and number formats. It cannot use the football kit (its CSS Modules would be
 * injected into the embedding page's <head>), so the few texts it shares with the kit are kept here,
 * in the kit's wording.
 */

/**
 * The score as the `score` part shows it: home first with an en dash between spaces, or "vs" before
 * both sides have a score.
 * @example scoreText({ homeGoals: 2, awayGoals: 1 }) // '2 – 1'
 * @example scoreText({ homeGoals: null }) // 'vs'
 */
export function scoreText(match: Pick<PublicMatchFacts, 'homeGoals' | 'awayGoals'>): string {
  return isGoalSet(match.homeGoals) && isGoalSet(match.awayGoals) ? `${match.homeGoals} – ${match.awayGoals}` : 'vs';
}

/**
 * A goal minute as football writes it.
 * @example minuteText(23) // "23'"
 */
export const minuteText = (minute: number): string => `${minute}'`;

/** What the widget says while its live stream is down, in the kit's wording (ReconnectingStatus). */
export const RECONNECTING_TEXT = 'Reconnecting…';
