import { isSessionExpired } from 'shared-domain';
import { parseAccessKeyId, type CredentialIssuer } from '../auth/credentials';
import type { SessionStore } from '../auth/sessions';
import type { LinkScope, Principal } from '../policy/principal';
import { AwsRefusalError } from './aws-errors';
import { verifySigV4, type ReceivedRequest } from './sigv4-verify';

export interface AuthenticateDeps {
  issuer: CredentialIssuer;
  sessions: SessionStore;
  region: string;
  clock: () => number;
  /** The scorekeeper links (issue 25); without them (tests of other callers) a link's credentials are refused. */
  links?: { scope(linkId: string, now: number): Promise<LinkScope | null> };
}

/**
 * Turns a SigV4-signed browser request into a Principal: signature first (pure computation, so forged
 * keys never cost a database read), then the credential's own expiry, then, for session credentials,
 * the session item itself: read at most every few seconds per session, and forgotten as soon as this
 * gateway deletes it, so logout and organizer deletion act at once (see RecentSessions); for scorekeeper
 * credentials, the link itself, read on every request, so a revoked or expired link acts at once everywhere.
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
  if (handle.kind === 'scorekeeper') {
    const scope = (await deps.links?.scope(handle.linkId, now)) ?? null;
    if (!scope) throw new AwsRefusalError('UnrecognizedClient', 'This scorekeeper link was revoked or has expired; ask the organizer for a new one.');
    return { kind: 'scorekeeper', linkId: handle.linkId, scope };
  }

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
