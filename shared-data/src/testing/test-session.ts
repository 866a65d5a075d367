import type { PublicUser } from 'shared-domain';
import { setSession } from '../auth/session-store';

/** The session becomes signed-in with this user (nothing is asked of a gateway; the selection is untouched). */
export function signInForTest(user: PublicUser, token = 'test-token'): void {
  setSession({ status: 'signed-in', user, token });
}

/** The session becomes signed-out. */
export function signOutForTest(): void {
  setSession({ status: 'signed-out' });
}
