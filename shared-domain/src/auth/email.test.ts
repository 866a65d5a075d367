import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

/** The longest address kept (RFC 5321's practical limit). */
const MAX_EMAIL_LENGTH = 254;

describe('isValidEmail accepts real addresses', () => {
  it.each([
    ['a plain address', 'club@example.com'],
    ['surrounding spaces (ignored)', ' club@example.com '],
    ['dots and a plus tag', 'first.last+tag@example.org'],
    ['subdomains', 'fixtures@mail.league.example.co.uk'],
    ['an apostrophe', "o'neill@example.ie"],
    ['other RFC 5322 atom characters', 'team_a-1!#$%&*/=?^{|}~@example.com'],
    ['upper case', 'Club@Example.COM'],
    ['a hyphenated domain', 'info@sunday-league.example'],
    ['a punycode domain and top-level domain', 'info@xn--80ak6aa92e.xn--p1ai'],
    ['the e2e fixtures’ .test domain', 'org.w0.lx3k2abcd@example.test'],
    ['a 64-character local part', `${'a'.repeat(64)}@example.com`],
    [`exactly ${MAX_EMAIL_LENGTH} characters`, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
  ])('%s: %s', (_what, s) => {
    expect(isValidEmail(s)).toBe(true);
  });
});

describe('isValidEmail refuses markup, quotes, spaces and malformed addresses', () => {
  it.each([
    ['empty', ''],
    ['no @', 'club'],
    ['no domain dot', 'club@example'],
    ['no local part', '@example.com'],
    ['an empty domain label', 'club@.com'],
    ['a space', 'cl ub@example.com'],
    ['two @', 'a@b@c.com'],
    ['markup in the local part', '<img/src=x/onerror=alert(1)>@x.io'],
    ['markup in the domain', 'a@<b>.io'],
    ['a double quote', 'a"b@x.io'],
    ['a quoted local part', '"a b"@x.io'],
    ['a backtick', 'a`b@x.io'],
    ['a backslash', 'a\\b@x.io'],
    ['parentheses (comments)', 'a(b)@x.io'],
    ['a control character', 'a\u0000b@x.io'],
    ['a tab inside', 'a\tb@x.io'],
    ['a newline inside', 'a@x.io\nBcc: b@y.io'],
    ['a leading dot', '.a@x.io'],
    ['a trailing dot in the local part', 'a.@x.io'],
    ['two dots in a row', 'a..b@x.io'],
    ['a trailing dot in the domain', 'a@x.io.'],
    ['a label starting with a hyphen', 'a@-x.io'],
    ['a label ending with a hyphen', 'a@x-.io'],
    ['a numeric top-level domain', 'a@example.123'],
    ['a one-letter top-level domain', 'a@example.c'],
    ['an IP literal', 'a@[127.0.0.1]'],
    ['non-ASCII (not punycode)', 'info@bücher.de'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['a 64-character label', `a@${'b'.repeat(64)}.com`],
    [`${MAX_EMAIL_LENGTH + 1} characters`, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`],
    ['a 60 KB identifier', `${'a'.repeat(60_000)}@example.com`],
  ])('%s', (_what, s) => {
    expect(isValidEmail(s)).toBe(false);
  });
});

describe('normalizeEmail trims and lower-cases', () => {
  it.each([
    { s: '  Club@Example.COM ', expected: 'club@example.com' },
    { s: 'a@b.co', expected: 'a@b.co' },
    { s: '', expected: '' },
  ])('"$s" → "$expected"', ({ s, expected }) => {
    expect(normalizeEmail(s)).toBe(expected);
  });
});
