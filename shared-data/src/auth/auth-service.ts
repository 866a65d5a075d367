import {
  MESSAGES,
  normalizeSecondFactorCode,
  type PublicUser,
  type SecondFactorSignedIn,
  type SecondFactorStep,
  type SessionCredentials,
  type SignedInAnswer,
} from 'shared-domain';
import { setCurrentOrganizerId } from '../organizer/current-organizer';
import { GatewayError, postGateway } from './gateway-fetch';
import { secondFactorCodeProblem } from './second-factor-code';
import {
  readStoredToken,
  sessionStore,
  setIssuedCredentials,
  setSession,
  writeStoredToken,
  type SessionState,
} from './session-store';

/** A login refusal whose message is one of the spec's texts, ready to show. */
export class LoginError extends Error {
  override name = 'LoginError';
}

/**
 * Signs in with an email address or username. Organizers are bound to their own organizer;
 * the super admin starts with none selected (spec §4 "Current organizer"). An account with a second
 * factor answers a SecondFactorStep instead: nothing is signed in until completeSecondFactor succeeds.
 */
export async function login(identifier: string, password: string): Promise<PublicUser | SecondFactorStep> {
  let answer: SignedInAnswer | SecondFactorStep;
  try {
    answer = await postGateway<SignedInAnswer | SecondFactorStep>('/auth/login', { body: { identifier, password } });
  } catch (error) {
    if (error instanceof GatewayError && (error.status === 401 || error.status === 429)) {
      throw new LoginError(error.status === 401 ? MESSAGES.invalidCredentials : error.message);
    }
    throw new LoginError(MESSAGES.loginFailed);
  }
  return 'secondFactor' in answer ? answer : startSession(answer);
}

/**
 * The login's second step: a TOTP or recovery code for the step's `challenge`. Signs in as login() does;
 * `recoveryCodes` come back when the step was an enrolment (shown once, never stored here). A code that
 * cannot be one is refused here without spending one of the challenge's attempts.
 */
export async function completeSecondFactor(challenge: string, code: string): Promise<{ user: PublicUser; recoveryCodes?: string[] }> {
  const problem = secondFactorCodeProblem(code);
  if (problem) throw new LoginError(problem);
  let answer: SecondFactorSignedIn;
  try {
    answer = await postGateway<SecondFactorSignedIn>('/auth/login/second-factor', { body: { challenge, code: normalizeSecondFactorCode(code) } });
  } catch (error) {
    // 401 says which: a wrong code or a challenge that is gone (SECOND_FACTOR_MESSAGES); 400 and 429 say why too.
    if (error instanceof GatewayError && [400, 401, 429].includes(error.status)) throw new LoginError(error.message);
    throw new LoginError(MESSAGES.loginFailed);
  }
  const user = startSession(answer);
  return answer.recoveryCodes ? { user, recoveryCodes: answer.recoveryCodes } : { user };
}

/** A finished sign-in: the token stored, the session and its credentials set, the organizer bound. */
function startSession(answer: SignedInAnswer): PublicUser {
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

/**
 * The gateway's answer to the stored token. A failure other than a refusal (the network, a 5xx, a 429) is tried
 * again after 0.3 s and 1 s before the restore counts as failed: a failed restore clears the token (spec §4), and
 * a busy gateway or a phone losing signal for a moment should not sign an organizer out.
 */
async function restoreAnswer(token: string, retries = [300, 1000]): Promise<{ user: PublicUser; credentials: SessionCredentials }> {
  try {
    return await postGateway('/auth/session', { token });
  } catch (error) {
    const delay = retries[0];
    if (delay === undefined || (error instanceof GatewayError && error.status < 500 && error.status !== 429)) throw error;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return restoreAnswer(token, retries.slice(1));
  }
}

/** Restores the session from `auth_token` at start; an invalid or failed restore clears it (spec §4). */
export async function restoreSession(): Promise<void> {
  const token = readStoredToken();
  if (!token) {
    setSession({ status: 'signed-out' });
    return;
  }
  try {
    const answer = await restoreAnswer(token);
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
