/**
 * Kick-off text for a fixture: a date-only value is a calendar date (formatted as UTC so it never
 * shifts a day) followed by the stored HH:MM; a full date-time is shown in the reader's time zone.
 * Null when there is no usable date.
 */
export function formatKickoff(dateISO: string | undefined, time: string | undefined): string | null {
  if (!dateISO) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(dateISO)) {
    const date = new Date(`${dateISO}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return null;
    const day = date.toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    return time && /^\d{2}:\d{2}$/.test(time) ? `${day}, ${time}` : day;
  }
  const date = new Date(dateISO);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
