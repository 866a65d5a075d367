/**
 * A stored calendar date (YYYY-MM-DD) in the reader's format, read as a UTC date so it never shifts a
 * day with the time zone; null without a usable date.
 */
export function formatDate(value: string | undefined | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}
