import type { SessionCredentials } from 'shared-domain';
import { GatewayError, postGateway } from './gateway-fetch';
import { SessionEndedError } from './session-end';
import { identityEpoch, issuedCredentials, sessionStore, setIssuedCredentials } from './session-store';

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
    } catch (error) {
      // A 401 has signed the page out (postGateway): the request that asked fails rather than going on
      // as a visitor, whose refusal would read as an ordinary failed save. Any other failure (offline,
      // a gateway error) says nothing about the session, which stays.
      throw error instanceof GatewayError && error.status === 401 ? new SessionEndedError() : error;
    }
  }
  const answer = await postGateway<{ credentials: SessionCredentials }>('/auth/anonymous');
  return answer.credentials;
}

let recheck: { epoch: number; promise: Promise<void> } | null = null;

/**
 * The data API refused the credentials of the identity `epoch` (it answers so when the session behind
 * them has ended). Asks /auth/session whether the session lives: a 401 signs the page out
 * (postGateway); a live session gets fresh credentials. Nothing is decided when the identity already
 * changed, and concurrent refusals share one question.
 */
export function recheckSession(epoch: number): Promise<void> {
  const state = sessionStore.get();
  if (state.status !== 'signed-in' || identityEpoch() !== epoch) return Promise.resolve();
  if (recheck?.epoch !== epoch) {
    const promise = postGateway<{ credentials: SessionCredentials }>('/auth/session', { token: state.token }).then(
      (answer) => {
        if (identityEpoch() === epoch) setIssuedCredentials(answer.credentials);
      },
      () => undefined,
    );
    const entry = { epoch, promise };
    recheck = entry;
    void promise.finally(() => {
      if (recheck === entry) recheck = null;
    });
  }
  return recheck.promise;
}
