/** Matches sharing one day of the calendar; `dateISO` null holds the matches without a date. */
export interface MatchDateGroup<M> {
  /** `YYYY-MM-DD`, or null for undated matches. */
  dateISO: string | null;
  matches: M[];
}

/** What the calendar needs from a match. */
export interface CalendarMatchLike {
  dateISO?: string;
  time?: string;
  round?: number;
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The day of a match (`YYYY-MM-DD`), from a date-only or full ISO `dateISO`; null without a usable one.
 * @example matchDay({ dateISO: '2025-05-01' }) // '2025-05-01'
 * @example matchDay({}) // null
 */
function matchDay(match: Pick<CalendarMatchLike, 'dateISO'>): string | null {
  return DAY.exec(match.dateISO ?? '')?.[1] ?? null;
}

/**
 * The match calendar (spec §2): matches grouped by day, earliest day first, undated ones last.
 * Within a day: by kick-off time (matches without a time after those with one), then by round; ties
 * keep the given order.
 * @example groupMatchesByDate([{ dateISO: '2025-05-02' }, {}, { dateISO: '2025-05-01' }])
 * // [{ dateISO: '2025-05-01', matches: [...] }, { dateISO: '2025-05-02', matches: [...] }, { dateISO: null, matches: [{}] }]
 */
export function groupMatchesByDate<M extends CalendarMatchLike>(matches: readonly M[]): MatchDateGroup<M>[] {
  const byDay = new Map<string | null, M[]>();
  for (const match of matches) {
    const day = matchDay(match);
    byDay.set(day, [...(byDay.get(day) ?? []), match]);
  }
  const order = (m: M) => [m.time ?? '\uffff', m.round ?? 0] as const;
  return [...byDay.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([dateISO, list]) => ({
      dateISO,
      matches: [...list].sort((x, y) => {
        const [tx, rx] = order(x);
        const [ty, ry] = order(y);
        return tx.localeCompare(ty) || rx - ry;
      }),
    }));
}
