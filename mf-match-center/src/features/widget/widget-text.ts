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

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A stored match date in the reader's locale (or `locale`): a bare `YYYY-MM-DD` is a calendar day read
 * in local time, so no time zone shifts it; an ISO date-time is shown as its instant's day. Null when
 * there is no usable date.
 * @example formatMatchDay('2024-03-05', 'en-US') // 'Mar 5, 2024'
 */
export function formatMatchDay(dateISO: string | undefined, locale?: string): string | null {
  if (!dateISO) return null;
  const day = CALENDAR_DAY.exec(dateISO);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(dateISO);
  if (Number.isNaN(date.getTime()) || (day && date.getDate() !== Number(day[3]))) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
