import type { PublicUser } from 'shared-domain';
import { setSession } from '../auth/session-store';
import { currentOrganizerStore } from '../organizer/current-organizer';

/** The session becomes signed-in with this user (nothing is asked of a gateway; the selection is untouched). */
export function signInForTest(user: PublicUser, token = 'test-token'): void {
  setSession({ status: 'signed-in', user, token });
}

/** The session becomes signed-out. */
export function signOutForTest(): void {
  setSession({ status: 'signed-out' });
}

/** The session is being restored (status loading), as on a page that has just started. */
export function restoringSessionForTest(): void {
  setSession({ status: 'loading' });
}

/** The selected organizer id as the page store holds it (what screens and guards read). */
export function selectedOrganizerForTest(): string | null {
  return currentOrganizerStore.get();
}
