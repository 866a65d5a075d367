/**
 * The longest address accepted: 254 characters, the practical limit of RFC 5321 (a 256-octet path
 * minus its angle brackets). The 320 of "64 + @ + 255" is only the sum of the part limits; no mail
 * server takes such an address, so nothing longer is worth storing.
 */
const MAX_EMAIL_LENGTH = 254;

/** RFC 5321: a local part of at most 64 octets, a domain of at most 253 and labels of at most 63. */
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 253;

/**
 * The local part as an RFC 5322 dot-atom: atoms of letters, digits and `!#$%&'*+/=?^_{|}~-` joined by
 * single dots. Quoted local parts (`"a b"@x.io`) and comments are not accepted, so no quote, space,
 * angle bracket, parenthesis, backslash or control character can be part of a stored address; the
 * backtick is left out as well (it quotes attributes in old browsers). The apostrophe stays: real
 * addresses carry it (o'neill@example.ie).
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_{|}~-]+)*$/;

/** A DNS label: letters, digits and inner hyphens, 1–63 characters (punycode labels `xn--…` included). */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A top-level domain: letters only, or an internationalised one in punycode (`xn--p1ai`). */
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * Whether `s` is an email address we store (spec §5 "valid format"), surrounding spaces ignored: a
 * dot-atom local part, `@`, and a domain of at least two DNS labels ending in a top-level domain;
 * at most 254 characters. Internationalised domains are accepted in their punycode form; IP literals
 * and quoted local parts are not. Used by the organizer forms and by the gateway, so what one accepts
 * the other stores. (valibot's `email()` refuses punycode domains and apostrophes; its `rfcEmail()`
 * takes dotless domains and backticks: neither is this rule.)
 * @example isValidEmail('club@example.com') // true
 * @example isValidEmail('first.last+tag@mail.sub.example.org') // true
 * @example isValidEmail('info@xn--80ak6aa92e.xn--p1ai') // true
 * @example isValidEmail('club@example') // false
 * @example isValidEmail('<img/src=x/onerror=alert(1)>@x.io') // false
 * @example isValidEmail('a"b@x.io') // false
 */
export function isValidEmail(s: string): boolean {
  const text = s.trim();
  if (text.length > MAX_EMAIL_LENGTH) return false;
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (at < 1 || local.length > MAX_LOCAL_PART_LENGTH || domain.length > MAX_DOMAIN_LENGTH) return false;
  // The local part's alphabet has no '@', so a second '@' fails here.
  if (!LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '');
}

/**
 * The canonical form used to store and look up emails: trimmed and lower-cased, so logins and the
 * organizer ↔ account link do not depend on how the address was typed.
 * @example normalizeEmail('  Club@Example.COM ') // 'club@example.com'
 */
export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}
