import { MESSAGES } from '../common/messages';

/** Minimum organizer password length (spec §5, §9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Key derivation parameters (spec §7, §9): PBKDF2-HMAC-SHA512, 100000 iterations, 512-bit key,
 * 32-byte salt, both hex-encoded.
 */
export const PBKDF2_PARAMS = {
  iterations: 100000,
  digest: 'sha512',
  keyLengthBytes: 64,
  saltBytes: 32,
  encoding: 'hex',
} as const;

/**
 * Checks a new password (organizer creation and password reset, spec §5).
 * @returns the spec's message when shorter than 6 characters, else null.
 * @example validatePassword('12345') // 'Password must be at least 6 characters long.'
 * @example validatePassword('123456') // null
 */
export function validatePassword(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : MESSAGES.shortPassword;
}
