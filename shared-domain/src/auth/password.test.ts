import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import { MIN_PASSWORD_LENGTH, PBKDF2_PARAMS, validatePassword } from './password';

describe('validatePassword (spec §5: at least 6 characters, also for resets)', () => {
  it.each([
    { password: '', expected: MESSAGES.shortPassword },
    { password: '12345', expected: MESSAGES.shortPassword },
    { password: '123456', expected: null },
    { password: 'a much longer passphrase', expected: null },
  ])('"$password" → $expected', ({ password, expected }) => {
    expect(validatePassword(password)).toBe(expected);
  });
});

describe('password constants (spec §7, §9)', () => {
  it('requires 6 characters', () => expect(MIN_PASSWORD_LENGTH).toBe(6));
  it('derives with PBKDF2-SHA512, 100000 iterations, 512-bit key, 32-byte salt, hex', () => {
    expect(PBKDF2_PARAMS).toEqual({ iterations: 100000, digest: 'sha512', keyLengthBytes: 64, saltBytes: 32, encoding: 'hex' });
  });
});
