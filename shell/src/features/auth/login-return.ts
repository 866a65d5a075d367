import type { UserRole } from 'shared-domain';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH } from '../routing/route-table';

/** What the login says when the gateway ended the session the page was using (issue 11). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Where a login leads when nobody was sent to it from a page. */
const DEFAULT_AFTER_LOGIN = '/admin';

/** The history state the guard hands the login: the page to come back to, and whether a session ended. */
export interface LoginState {
  from: string;
  sessionEnded: boolean;
}

/** The login that fits whoever's session ended: the super admin's own page, everyone else's login. */
export function loginPathFor(role: UserRole | null | undefined): string {
  return role === 'super_admin' ? SUPER_ADMIN_LOGIN_PATH : LOGIN_PATH;
}

/**
 * Reads the login's history state, which a reload keeps and anyone could have written: only a path of
 * this app (one leading slash, not a login page itself) is led back to; anything else goes to /admin.
 */
export function readLoginState(state: unknown): LoginState {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const from = typeof record.from === 'string' ? record.from : '';
  const ownPath = from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\');
  const loginPage = [LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH].includes(from.split(/[?#]/)[0] ?? '');
  return { from: ownPath && !loginPage ? from : DEFAULT_AFTER_LOGIN, sessionEnded: record.sessionEnded === true };
}
