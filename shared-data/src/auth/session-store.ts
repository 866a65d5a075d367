import { atom, useAtomValue } from 'jotai';
import { AUTH_TOKEN_STORAGE_KEY, type PublicUser, type SessionCredentials, type UserRole } from 'shared-domain';
import { useHydrating } from '../hydration/use-hydrating';
import { pageStore } from '../store/page-store';

/**
 * Why a page is signed out when the gateway refused its session (expired, revoked by a password reset
 * or logout elsewhere, organizer deleted): who it was (null when a stored token was refused at start)
 * and what they were working on, so the login can say so, lead back and give the super admin its pick.
 */
interface EndedSession {
  role: UserRole | null;
  userId: string | null;
  organizerId: string | null;
}

export type SessionState =
  | { status: 'loading' }
  /** `ended`: the gateway ended the session; absent after a Logout or when never signed in. */
  | { status: 'signed-out'; ended?: EndedSession }
  | { status: 'signed-in'; user: PublicUser; token: string };

/** Who is signed in on this page; written only through setSession (which also drops stale credentials). */
const sessionAtom = atom<SessionState>({ status: 'loading' });

/**
 * Credentials issued with the current session. Kept outside React state: only the SDK reads them.
 * `epoch` changes whenever who-we-are changes, so SDK clients built for an older identity are dropped.
 */
let issued: { credentials: SessionCredentials; epoch: number } | null = null;
let epoch = 0;

export function identityEpoch(): number {
  return epoch;
}

export function setIssuedCredentials(credentials: SessionCredentials | null): void {
  issued = credentials ? { credentials, epoch } : null;
}

export function issuedCredentials(): SessionCredentials | null {
  return issued && issued.epoch === epoch ? issued.credentials : null;
}

export function setSession(state: SessionState): void {
  const before = pageStore.get(sessionAtom);
  const identityChanged =
    before.status !== state.status ||
    (before.status === 'signed-in' && state.status === 'signed-in' && before.token !== state.token);
  if (identityChanged) {
    epoch += 1;
    issued = null;
  }
  pageStore.set(sessionAtom, state);
}

/** The session outside React (auth code, guards' tests): get, set (through setSession) and subscribe. */
export const sessionStore = {
  get: (): SessionState => pageStore.get(sessionAtom),
  set: setSession,
  subscribe: (listener: () => void): (() => void) => pageStore.sub(sessionAtom, listener),
};

/** What the server rendered every page with: it never knows the visitor's session. */
const SERVER_SESSION: SessionState = { status: 'loading' };

export function useSession(): SessionState {
  const session = useAtomValue(sessionAtom, { store: pageStore });
  // Hydration must see the server's session (use-hydrating.ts); the stored one shows right after.
  return useHydrating() ? SERVER_SESSION : session;
}

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for this page only.
  }
}
