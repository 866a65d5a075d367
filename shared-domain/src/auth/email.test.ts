import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  const valid = ['club@example.com', ' club@example.com ', 'first.last+tag@sub.example.org'];
  const invalid = ['', 'club', 'club@example', '@example.com', 'club@.com', 'cl ub@example.com', 'a@b@c.com'];
  it.each(valid)('accepts "%s"', (s) => expect(isValidEmail(s)).toBe(true));
  it.each(invalid)('refuses "%s"', (s) => expect(isValidEmail(s)).toBe(false));
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
