import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES, isLoginInputComplete } from 'shared-domain';
import type { AuthService } from '../auth/auth-service';
import { LOGIN_LOCKOUT_MESSAGE } from '../auth/login-throttle';
import { bearerToken, readJsonObject } from '../http/body';
import { sendEmpty, sendJson, sendMessage } from '../http/respond';

const LOGIN_FIELDS_REQUIRED = 'Email/username and password are required.';
const NOT_SIGNED_IN = 'Not signed in or session expired.';

/**
 * POST /auth/login | /auth/session | /auth/anonymous | /auth/logout (ARCHITECTURE §3 contract).
 * @returns false when the path is not one of these.
 */
export async function handleAuthRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  auth: AuthService,
  onError: (err: unknown) => void,
): Promise<boolean> {
  switch (path) {
    case '/auth/login': {
      const body = await readJsonObject(req);
      const { identifier, password } = body;
      if (typeof identifier !== 'string' || typeof password !== 'string' || !isLoginInputComplete({ identifier, password })) {
        sendMessage(res, 400, LOGIN_FIELDS_REQUIRED);
        return true;
      }
      try {
        const result = await auth.login(identifier, password, requestMeta(req));
        if (!result) sendMessage(res, 401, MESSAGES.invalidCredentials);
        else if ('lockedOut' in result) {
          sendJson(res, 429, { message: LOGIN_LOCKOUT_MESSAGE }, { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) });
        } else sendJson(res, 200, result);
      } catch (err) {
        onError(err);
        sendMessage(res, 500, MESSAGES.loginFailed);
      }
      return true;
    }
    case '/auth/session': {
      const token = bearerToken(req);
      const result = token ? await auth.restore(token) : null;
      if (!result) sendMessage(res, 401, NOT_SIGNED_IN);
      else sendJson(res, 200, result);
      return true;
    }
    case '/auth/anonymous':
      sendJson(res, 200, { credentials: auth.anonymousCredentials() });
      return true;
    case '/auth/logout': {
      const token = bearerToken(req);
      if (!token) {
        sendMessage(res, 401, NOT_SIGNED_IN);
        return true;
      }
      // Idempotent: logging out an unknown or already ended session is still a successful logout.
      await auth.logout(token);
      sendEmpty(res, 204);
      return true;
    }
    default:
      return false;
  }
}

function requestMeta(req: IncomingMessage): { userAgent?: string; ipAddress?: string } {
  const userAgent = req.headers['user-agent'];
  const ipAddress = req.socket.remoteAddress;
  return {
    ...(typeof userAgent === 'string' ? { userAgent } : {}),
    ...(ipAddress ? { ipAddress } : {}),
  };
}
