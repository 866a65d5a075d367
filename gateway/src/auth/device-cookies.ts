import { createHmac, randomBytes } from 'node:crypto';
import { normalizeIdentifier } from './login-throttle';

/** How long a browser stays a known device for an account after signing in on it. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const VERSION = 'd1';
const NONCE = /^[0-9a-f]{32}$/;

/**
 * OWASP's "device cookies": a browser that signed in to an account gets a cookie naming that account and a
 * random nonce, signed with a key derived from the gateway secret (the signing is @fastify/cookie's, see
 * auth-routes.ts). A later login for the same account presenting it is judged by that cookie's own failure
 * counter (LoginThrottle), so strangers' failures never lock the owner out of a device they used before.
 *
 * One cookie per account (its name is a keyed hash of the identifier, revealing nothing), so a browser used
 * by two accounts keeps both. The value is `d1~<identifier, base64url>~<nonce>~<issued at, base 36>`.
 */
export class DeviceCookies {
  /** @param signingKey signs the cookies (@fastify/cookie's `secret`) and keys their names. */
  constructor(
    readonly signingKey: Buffer,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The cookie's name for an identifier as typed (trimmed and lower-cased, as the throttle counts it). */
  nameFor(identifier: string): string {
    return `device_${createHmac('sha256', this.signingKey).update(`name\n${normalizeIdentifier(identifier)}`, 'utf8').digest('hex').slice(0, 24)}`;
  }

  /** A new cookie value for `identifier` (to be signed) and its nonce. */
  issue(identifier: string): { value: string; nonce: string } {
    const nonce = randomBytes(16).toString('hex');
    const name = Buffer.from(normalizeIdentifier(identifier), 'utf8').toString('base64url');
    return { value: [VERSION, name, nonce, this.clock().toString(36)].join('~'), nonce };
  }

  /** The nonce of a value whose signature was valid, when it names `identifier` and has not expired; else null. */
  nonceOf(identifier: string, verifiedValue: string): string | null {
    const [version, name, nonce, issued] = verifiedValue.split('~');
    if (version !== VERSION || !nonce || !NONCE.test(nonce) || !issued) return null;
    if (Buffer.from(name ?? '', 'base64url').toString('utf8') !== normalizeIdentifier(identifier)) return null;
    const age = this.clock() - parseInt(issued, 36);
    return age >= 0 && age < DEVICE_COOKIE_MAX_AGE_MS ? nonce : null;
  }
}
