import type { Session } from './entities';

/** A login session lasts 7 days (spec §4, §9). */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Expiry of a session created at `now` (epoch ms), as an ISO string.
 * @example sessionExpiresAt(Date.UTC(2024, 0, 1)) // '2024-01-08T00:00:00.000Z'
 */
export function sessionExpiresAt(now: number): string {
  return new Date(now + SESSION_LIFETIME_MS).toISOString();
}

/**
 * A session past its expiry is invalid (spec §4). An unparseable expiry also counts as expired,
 * so a corrupt item can never grant access.
 * @example isSessionExpired({ expiresAt: '2024-01-08T00:00:00.000Z' }, Date.UTC(2024, 0, 9)) // true
 */
export function isSessionExpired(session: Pick<Session, 'expiresAt'>, now: number): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || now >= expiresAt;
}
