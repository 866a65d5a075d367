/**
 * Deliberately simple shape check (something@something.tld without spaces): the real proof of an
 * address is delivery, and a stricter pattern rejects valid addresses.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether `s` looks like an email address (spec §5 "valid format"). Surrounding spaces are ignored.
 * @example isValidEmail('club@example.com') // true
 * @example isValidEmail('club@example') // false
 */
export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s.trim());
}

/**
 * The canonical form used to store and look up emails: trimmed and lower-cased, so logins and the
 * organizer ↔ account link do not depend on how the address was typed.
 * @example normalizeEmail('  Club@Example.COM ') // 'club@example.com'
 */
export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}
