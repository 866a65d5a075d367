/** A stored ISO date-time or `YYYY-MM-DD` day as the reader's locale writes a date; '' when unusable. */
export function formatMatchDate(iso: string | undefined): string {
  if (!iso) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  // A bare day is a calendar day, not UTC midnight: build it in local time so it never shifts.
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}
