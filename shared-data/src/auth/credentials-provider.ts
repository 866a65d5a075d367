import type { SessionCredentials } from 'shared-domain';
import { postGateway } from './gateway-fetch';
import {
  identityEpoch,
  issuedCredentials,
  sessionStore,
  setIssuedCredentials,
  setSession,
  writeStoredToken,
} from './session-store';

/** The SDK's own rule: credentials expiring within 5 minutes count as expired; refresh a little earlier. */
const REFRESH_MARGIN_MS = 6 * 60 * 1000;

export interface SdkCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  expiration: Date;
}

const toSdk = (c: SessionCredentials): SdkCredentials => ({
  accessKeyId: c.accessKeyId,
  secretAccessKey: c.secretAccessKey,
  expiration: new Date(c.expiration),
});

// One refresh at a time per identity; a refresh started for an older identity never lands.
let inFlight: { epoch: number; promise: Promise<SessionCredentials> } | null = null;

/**
 * Credentials for the SDK clients: the signed-in session's, refreshed through `/auth/session`
 * before expiry, or read-only anonymous ones from `/auth/anonymous`.
 */
export async function resolveCredentials(): Promise<SdkCredentials> {
  const cached = issuedCredentials();
  if (cached && new Date(cached.expiration).getTime() - Date.now() > REFRESH_MARGIN_MS) return toSdk(cached);
  const epoch = identityEpoch();
  if (!inFlight || inFlight.epoch !== epoch) {
    const promise = fetchCredentials().then((credentials) => {
      if (identityEpoch() === epoch) setIssuedCredentials(credentials);
      return credentials;
    });
    const entry = { epoch, promise };
    inFlight = entry;
    void promise.finally(() => {
      if (inFlight === entry) inFlight = null;
    }).catch(() => undefined);
  }
  return toSdk(await inFlight.promise);
}

async function fetchCredentials(): Promise<SessionCredentials> {
  const state = sessionStore.get();
  if (state.status === 'signed-in') {
    try {
      const answer = await postGateway<{ credentials: SessionCredentials }>('/auth/session', { token: state.token });
      return answer.credentials;
    } catch {
      // The session ended (expired, logged out elsewhere, organizer deleted): continue as a visitor.
      writeStoredToken(null);
      setSession({ status: 'signed-out' });
    }
  }
  const answer = await postGateway<{ credentials: SessionCredentials }>('/auth/anonymous');
  return answer.credentials;
}
