import { isSessionExpired } from 'shared-domain';
import { parseAccessKeyId, type CredentialIssuer } from '../auth/credentials';
import type { SessionStore } from '../auth/sessions';
import type { Principal } from '../policy/principal';
import { AwsRefusalError } from './aws-errors';
import { verifySigV4, type ReceivedRequest } from './sigv4-verify';

export interface AuthenticateDeps {
  issuer: CredentialIssuer;
  sessions: SessionStore;
  region: string;
  clock: () => number;
}

/**
 * Turns a SigV4-signed browser request into a Principal: signature first (pure computation, so forged
 * keys never cost a database read), then the credential's own expiry, then, for session credentials,
 * the session item itself: read at most every few seconds per session, and forgotten as soon as this
 * gateway deletes it, so logout and organizer deletion act at once (see RecentSessions).
 * @throws AwsRefusalError
 */
export async function authenticate(
  req: ReceivedRequest,
  service: 'dynamodb' | 's3',
  deps: AuthenticateDeps,
  options: { allowUnsignedPayload?: boolean; requiredSignedHeaders?: readonly string[] } = {},
): Promise<Principal> {
  const now = deps.clock();
  const { accessKeyId } = await verifySigV4(req, {
    service,
    region: deps.region,
    now,
    secretFor: (id) => (parseAccessKeyId(id) ? deps.issuer.secretFor(id) : null),
    ...options,
  });
  const handle = parseAccessKeyId(accessKeyId);
  if (!handle) throw new AwsRefusalError('UnrecognizedClient', 'The security token included in the request is invalid.');
  if (now >= handle.expiresAtMs) {
    throw new AwsRefusalError('ExpiredToken', 'The security token included in the request is expired');
  }
  if (handle.kind === 'anonymous') return { kind: 'anonymous' };

  const session = await deps.sessions.getRecent(handle.sessionId, now);
  if (!session || isSessionExpired(session, now)) {
    throw new AwsRefusalError('UnrecognizedClient', 'The session behind these credentials has ended; sign in again.');
  }
  return {
    kind: 'user',
    role: session.role,
    userId: session.userId,
    sessionId: session.id,
    ...(session.organizerId ? { organizerId: session.organizerId } : {}),
  };
}
