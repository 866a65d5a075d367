import { MESSAGES, type PublicUser, type SessionCredentials } from 'shared-domain';
import { setCurrentOrganizerId } from '../organizer/current-organizer';
import { GatewayError, postGateway } from './gateway-fetch';
import {
  readStoredToken,
  sessionStore,
  setIssuedCredentials,
  setSession,
  writeStoredToken,
  type SessionState,
} from './session-store';

interface LoginAnswer {
  token: string;
  user: PublicUser;
  credentials: SessionCredentials;
}

/** A login refusal whose message is one of the spec's texts, ready to show. */
export class LoginError extends Error {
  override name = 'LoginError';
}

/**
 * Signs in with an email address or username. Organizers are bound to their own organizer;
 * the super admin starts with none selected (spec §4 "Current organizer").
 */
export async function login(identifier: string, password: string): Promise<PublicUser> {
  let answer: LoginAnswer;
  try {
    answer = await postGateway<LoginAnswer>('/auth/login', { body: { identifier, password } });
  } catch (error) {
    if (error instanceof GatewayError && (error.status === 401 || error.status === 429)) {
      throw new LoginError(error.status === 401 ? MESSAGES.invalidCredentials : error.message);
    }
    throw new LoginError(MESSAGES.loginFailed);
  }
  const before = sessionStore.get();
  writeStoredToken(answer.token);
  setSession({ status: 'signed-in', user: answer.user, token: answer.token });
  setIssuedCredentials(answer.credentials);
  setCurrentOrganizerId(answer.user.role === 'organizer' ? (answer.user.organizerId ?? null) : pickAfterEndedSession(before, answer.user));
  return answer.user;
}

/**
 * The super admin signing in again after its session ended (not after a Logout) gets back the organizer
 * it was working on, so the page it returns to shows what it showed; anyone else starts with none.
 */
function pickAfterEndedSession(before: SessionState, user: PublicUser): string | null {
  const ended = before.status === 'signed-out' ? before.ended : undefined;
  return ended && ended.userId === user.id ? ended.organizerId : null;
}

/** Restores the session from `auth_token` at start; an invalid or failed restore clears it (spec §4). */
export async function restoreSession(): Promise<void> {
  const token = readStoredToken();
  if (!token) {
    setSession({ status: 'signed-out' });
    return;
  }
  try {
    const answer = await postGateway<{ user: PublicUser; credentials: SessionCredentials }>('/auth/session', { token });
    setSession({ status: 'signed-in', user: answer.user, token });
    setIssuedCredentials(answer.credentials);
    // The selection is not rebound here: binding happens at login, and a selection this user may
    // not access (edited storage, a shared browser) must meet the guard, not be silently replaced.
  } catch {
    // A refused token has already signed the page out, noting the ended session (postGateway);
    // any other failure clears the token too.
    if (sessionStore.get().status !== 'loading') return;
    writeStoredToken(null);
    setSession({ status: 'signed-out' });
  }
}

/** Ends the session on the gateway and forgets it here, including the selected organizer. */
export async function logout(): Promise<void> {
  const state = sessionStore.get();
  writeStoredToken(null);
  setCurrentOrganizerId(null);
  setSession({ status: 'signed-out' });
  if (state.status === 'signed-in') {
    try {
      await postGateway('/auth/logout', { token: state.token });
    } catch (error) {
      // The local session is gone either way; the gateway expires it at the latest after 7 days.
      console.error('logout: gateway did not confirm', error);
    }
  }
}

/** The bearer token for `/admin/*` calls, or null when signed out. */
export function currentToken(): string | null {
  const state = sessionStore.get();
  return state.status === 'signed-in' ? state.token : null;
}
