import type { Tournament } from './entities';

/**
 * The zone of a tournament that has none (saved before time zones existed, or created where the browser
 * named no usable zone): its matches' dates and times read as UTC, which is how older calendars
 * treated them.
 */
export const DEFAULT_TOURNAMENT_TIME_ZONE = 'UTC';

/** Texts of the time-zone setting (ours; the spec has no time zones). */
const TIME_ZONE_MESSAGES = {
  invalid: 'Choose a time zone from the list, such as Europe/London.',
} as const;

/**
 * IANA names: letters first, then letters, digits, `_`, `+` and `-`, in `/`-separated parts. Newer
 * runtimes also accept offsets such as "+01:00" as zones; those have no summer time, so they are not
 * offered as a tournament's zone.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The zones the runtime lists (its canonical names), by lower-case name; made on first use. */
let listedZones: Map<string, string> | null = null;

function listedZone(name: string): string | undefined {
  listedZones ??= new Map([DEFAULT_TOURNAMENT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')].map((zone) => [zone.toLowerCase(), zone]));
  return listedZones.get(name.toLowerCase());
}

/**
 * The spelling to store for an IANA time zone name, or null when the runtime does not know the zone: a
 * listed zone as listed (whatever the case typed), an alias the list lacks (Asia/Calcutta) as the
 * runtime resolves it. Only the runtime's time-zone database can tell a real zone, so the check asks
 * Intl (no list of our own).
 * @example canonicalTimeZone('europe/london') // 'Europe/London'
 * @example canonicalTimeZone(' America/New_York ') // 'America/New_York'
 * @example canonicalTimeZone('Mars/Olympus_Mons') // null
 * @example canonicalTimeZone('+01:00') // null
 */
export function canonicalTimeZone(text: string | null | undefined): string | null {
  const name = typeof text === 'string' ? text.trim() : '';
  if (!IANA_NAME.test(name)) return null;
  const listed = listedZone(name);
  if (listed) return listed;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Null when `text` names a time zone, otherwise the message to show (and nothing is saved).
 * @example timeZoneError('Europe/Paris') // null
 * @example timeZoneError('Paris') // 'Choose a time zone from the list, such as Europe/London.'
 */
export function timeZoneError(text: string | null | undefined): string | null {
  return canonicalTimeZone(text) === null ? TIME_ZONE_MESSAGES.invalid : null;
}

/**
 * The zone a tournament's match dates and times are in: its stored zone, or UTC when it has none or one
 * the runtime does not know (an item written by hand), so a feed never fails on it.
 * @example tournamentTimeZone({ timeZone: 'Europe/London' }) // 'Europe/London'
 * @example tournamentTimeZone({}) // 'UTC'
 */
export function tournamentTimeZone(tournament: Pick<Tournament, 'timeZone'>): string {
  return canonicalTimeZone(tournament.timeZone) ?? DEFAULT_TOURNAMENT_TIME_ZONE;
}

/**
 * The zones the setting offers: UTC first, then every zone the runtime lists, and the current value when
 * the list lacks it (an older alias such as Asia/Calcutta, which browsers still report), so a select
 * always shows what is stored.
 * @example timeZoneOptions('Asia/Calcutta').includes('Asia/Calcutta') // true
 * @example timeZoneOptions()[0] // 'UTC'
 */
export function timeZoneOptions(current?: string | null): string[] {
  const known = canonicalTimeZone(current);
  return [...new Set([DEFAULT_TOURNAMENT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone'), ...(known ? [known] : [])])];
}
