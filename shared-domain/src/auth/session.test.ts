import { describe, expect, it } from 'vitest';
import { isSessionExpired, sessionExpiresAt } from './session';

/** 7 days (spec §4, §9). */
const SESSION_LIFETIME_MS = 604800000;

const start = Date.UTC(2024, 0, 1);

describe('sessions last 7 days (spec §4, §9)', () => {
  it('expires 7 days after creation', () => expect(sessionExpiresAt(start)).toBe('2024-01-08T00:00:00.000Z'));

  it.each([
    { why: 'valid right after creation', now: start, expected: false },
    { why: 'valid one millisecond before expiry', now: start + SESSION_LIFETIME_MS - 1, expected: false },
    { why: 'invalid at expiry', now: start + SESSION_LIFETIME_MS, expected: true },
    { why: 'invalid past expiry', now: start + SESSION_LIFETIME_MS + 1, expected: true },
  ])('$why', ({ now, expected }) => {
    expect(isSessionExpired({ expiresAt: sessionExpiresAt(start) }, now)).toBe(expected);
  });

  it('treats an unparseable expiry as expired', () => {
    expect(isSessionExpired({ expiresAt: 'not a date' }, start)).toBe(true);
  });
});
