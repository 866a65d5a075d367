import { recheckSession } from '../auth/credentials-provider';
import { identityEpoch } from '../auth/session-store';

/**
 * What the gateway's data API answers (403) for credentials whose session it no longer accepts:
 * DynamoDB's and S3's own codes for an unknown and an expired security token. AccessDenied is not
 * among them: that is the policy refusing one request, not the session ending.
 */
const SESSION_REFUSALS = new Set(['UnrecognizedClientException', 'ExpiredTokenException', 'InvalidAccessKeyId', 'ExpiredToken']);

/** Whether an SDK error is the data API refusing the credentials themselves. */
function isSessionRefusal(error: unknown): boolean {
  return error instanceof Error && SESSION_REFUSALS.has(error.name);
}

/**
 * SDK middleware (initialize step: once per call, after the SDK's own retries) that notices a refused
 * session. It asks the gateway whether the session still lives before the error reaches the screen, so
 * an ended session has already signed the page out (and the guard sent the user to the login) when a
 * save reports its failure; a session that lives gets fresh credentials instead.
 * @example client.middlewareStack.add(watchSessionRefusal, { step: 'initialize', name: 'watchSessionRefusal' })
 */
export function watchSessionRefusal<Args, Result>(next: (args: Args) => Promise<Result>): (args: Args) => Promise<Result> {
  return async (args) => {
    const epoch = identityEpoch();
    try {
      return await next(args);
    } catch (error) {
      if (isSessionRefusal(error)) await recheckSession(epoch);
      throw error;
    }
  };
}
