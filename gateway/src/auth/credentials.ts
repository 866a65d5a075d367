import { createHmac, randomBytes } from 'node:crypto';
import type { SessionCredentials } from 'shared-domain';
import { MIN_CREDENTIAL_LIFETIME_MS } from '../config';

/**
 * Session credentials are stateless: the access key id is a readable, non-secret handle
 *
 *   GWS1_<expiry, epoch seconds in base 36>_<session id>     signed-in session
 *   GWA1_<expiry, epoch seconds in base 36>_<random nonce>   anonymous visitor
 *   GWK1_<expiry, epoch seconds in base 36>_<link id>        scorekeeper link (issue 25)
 *
 * and the secret is HMAC-SHA256(gateway secret, access key id). Verifying a request therefore needs no
 * stored secret: parse the id, recompute the secret, check the signature and the expiry, and for a
 * session id check that the session still exists (so logout and deletion act at once).
 * The session id is SHA-256 of the login token, the auth-sessions key, which cannot be turned back into
 * a token; a link id likewise is SHA-256 of the link's token (scorekeeper/scorekeeper-links.ts), checked
 * against the stored link on every request so that revoking it acts at once. Characters are limited to [A-Za-z0-9_] because the id travels inside the Authorization header.
 */
const SESSION_PREFIX = 'GWS1';
const ANONYMOUS_PREFIX = 'GWA1';
const SCOREKEEPER_PREFIX = 'GWK1';
const ACCESS_KEY_PATTERN = /^(GWS1|GWA1|GWK1)_([0-9a-z]{1,12})_([0-9a-f]{64}|[0-9a-f]{16})$/;

export type CredentialHandle =
  | { kind: 'session'; sessionId: string; expiresAtMs: number }
  | { kind: 'anonymous'; expiresAtMs: number }
  | { kind: 'scorekeeper'; linkId: string; expiresAtMs: number };

export class CredentialIssuer {
  constructor(
    private readonly gatewaySecret: Buffer,
    private readonly lifetimeMs: number,
  ) {}

  /** Secret of a given access key id; recomputed on every request instead of being stored. */
  secretFor(accessKeyId: string): string {
    return createHmac('sha256', this.gatewaySecret).update(accessKeyId, 'utf8').digest('base64url');
  }

  /**
   * Credentials for a session, expiring after the configured lifetime but never after the session.
   * @returns null when less than 15 minutes of the session remain: the SDK would treat shorter-lived
   *   credentials as already expired and refresh in a loop, so such a session counts as ended.
   */
  forSession(sessionId: string, sessionExpiresAtMs: number, now: number): SessionCredentials | null {
    const expiresAtMs = Math.min(now + this.lifetimeMs, sessionExpiresAtMs);
    if (expiresAtMs - now < MIN_CREDENTIAL_LIFETIME_MS) return null;
    return this.build(SESSION_PREFIX, expiresAtMs, sessionId);
  }

  forAnonymous(now: number): SessionCredentials {
    // The nonce only makes each visitor's key distinct (useful in logs); it grants nothing.
    return this.build(ANONYMOUS_PREFIX, now + this.lifetimeMs, randomBytes(8).toString('hex'));
  }

  /**
   * Credentials for a scorekeeper link, expiring after the configured lifetime but never after the link.
   * @returns null when less than 15 minutes of the link remain (as forSession: the SDK would refresh in a loop).
   */
  forScorekeeper(linkId: string, linkExpiresAtMs: number, now: number): SessionCredentials | null {
    const expiresAtMs = Math.min(now + this.lifetimeMs, linkExpiresAtMs);
    if (expiresAtMs - now < MIN_CREDENTIAL_LIFETIME_MS) return null;
    return this.build(SCOREKEEPER_PREFIX, expiresAtMs, linkId);
  }

  /** Test seam: credentials with an arbitrary expiry (e.g. already expired). */
  buildForTest(kind: 'session' | 'anonymous', expiresAtMs: number, id: string): SessionCredentials {
    return this.build(kind === 'session' ? SESSION_PREFIX : ANONYMOUS_PREFIX, expiresAtMs, id);
  }

  private build(prefix: string, expiresAtMs: number, id: string): SessionCredentials {
    // Whole seconds, rounded down, so the handle never claims more time than was granted.
    const expiresSec = Math.floor(expiresAtMs / 1000);
    const accessKeyId = `${prefix}_${expiresSec.toString(36)}_${id}`;
    return {
      accessKeyId,
      secretAccessKey: this.secretFor(accessKeyId),
      expiration: new Date(expiresSec * 1000).toISOString(),
    };
  }
}

/** Reads an access key id; null when it is not one of ours. */
export function parseAccessKeyId(accessKeyId: string): CredentialHandle | null {
  const m = ACCESS_KEY_PATTERN.exec(accessKeyId);
  if (!m) return null;
  const [, prefix, expiry, id] = m as unknown as [string, string, string, string];
  const expiresAtMs = parseInt(expiry, 36) * 1000;
  if (!Number.isSafeInteger(expiresAtMs)) return null;
  if (prefix === SESSION_PREFIX) return id.length === 64 ? { kind: 'session', sessionId: id, expiresAtMs } : null;
  if (prefix === SCOREKEEPER_PREFIX) return id.length === 64 ? { kind: 'scorekeeper', linkId: id, expiresAtMs } : null;
  return id.length === 16 ? { kind: 'anonymous', expiresAtMs } : null;
}
