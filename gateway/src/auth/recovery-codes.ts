import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT, normalizeSecondFactorCode } from 'shared-domain';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HALF = 5;

/** One code as shown: two groups of 5 lowercase letters or digits, `xxxxx-xxxxx` (about 51 random bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 2 * HALF; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/** A fresh set of RECOVERY_CODE_COUNT distinct codes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * Recovery codes are stored as HMAC-SHA256 under a key derived from the gateway secret, bound to the account:
 * 51 random bits need no slow hash, and a copy of the table alone cannot be checked against guesses.
 */
export class RecoveryCodeHasher {
  constructor(private readonly key: Buffer) {}

  /** The stored form of a code as typed (spaces, dashes and case do not matter). */
  hash(userId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}\n${normalizeSecondFactorCode(code)}`, 'utf8').digest('base64url');
  }

  /** The stored hash matching `code`, compared in constant time against every stored one, or null. */
  findMatch(userId: string, code: string, stored: Iterable<string>): string | null {
    const wanted = Buffer.from(this.hash(userId, code));
    let match: string | null = null;
    for (const candidate of stored) {
      const bytes = Buffer.from(candidate);
      if (bytes.length === wanted.length && timingSafeEqual(bytes, wanted)) match = candidate;
    }
    return match;
  }
}
