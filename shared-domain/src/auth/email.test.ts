import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    { s: 'club@example.com', expected: true },
    { s: ' club@example.com ', expected: true },
    { s: 'first.last+tag@sub.example.org', expected: true },
    { s: '', expected: false },
    { s: 'club', expected: false },
    { s: 'club@example', expected: false },
    { s: '@example.com', expected: false },
    { s: 'club@.com', expected: false },
    { s: 'cl ub@example.com', expected: false },
    { s: 'a@b@c.com', expected: false },
  ])('"$s" → $expected', ({ s, expected }) => {
    expect(isValidEmail(s)).toBe(expected);
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
