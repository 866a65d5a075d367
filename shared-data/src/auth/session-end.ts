import { currentOrganizerStore } from '../organizer/current-organizer';
import { readStoredToken, sessionStore, setSession, writeStoredToken } from './session-store';

/** A request that needed the session failed because the gateway no longer accepts it. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
  constructor() {
    super('The session has ended.');
  }
}

/**
 * The gateway refused `token` (a 401 for a bearer token, or /auth/session refusing it): signs the page
 * out at once, remembering who it was and which organizer they had chosen (the signed-out state's
 * `ended`), so the guard sends them to the right login and the next login can lead them back.
 * The token is compared first: a late refusal of an older token must not end a newer session, and a
 * page already signed out stays as it is.
 */
export function endSessionOf(token: string): void {
  const state = sessionStore.get();
  const current = state.status === 'signed-in' ? state.token : state.status === 'loading' ? readStoredToken() : null;
  if (current !== token) return;
  const user = state.status === 'signed-in' ? state.user : null;
  const ended = { role: user?.role ?? null, userId: user?.id ?? null, organizerId: user ? currentOrganizerStore.get() : null };
  writeStoredToken(null);
  // Signed out without a Logout: the bar and the selection go (current-organizer clears it), the
  // credentials and SDK clients of this identity are dropped (setSession moves the identity epoch).
  setSession({ status: 'signed-out', ended });
}
