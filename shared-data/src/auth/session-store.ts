import type { PublicUser, SessionCredentials } from 'shared-domain';
import { createExternalStore, useExternalStore } from '../store/external-store';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: PublicUser; token: string };

/** The spec's storage key for the session token (spec §4 "Session"). */
export const AUTH_TOKEN_KEY = 'auth_token';

/** One session per page: the shell and every remote share this module as a federation singleton. */
export const sessionStore = createExternalStore<SessionState>({ status: 'loading' });

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
  const before = sessionStore.get();
  const identityChanged =
    before.status !== state.status ||
    (before.status === 'signed-in' && state.status === 'signed-in' && before.token !== state.token);
  if (identityChanged) {
    epoch += 1;
    issued = null;
  }
  sessionStore.set(state);
}

export function useSession(): SessionState {
  return useExternalStore(sessionStore);
}

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(AUTH_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for this page only.
  }
}
