import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, isLoginInputComplete } from 'shared-domain';
import type { AuthService } from '../auth/auth-service';
import { LOGIN_LOCKOUT_MESSAGE } from '../auth/login-throttle';
import { bearerToken, jsonBody } from '../http/json-api';

const LOGIN_FIELDS_REQUIRED = 'Email/username and password are required.';
const NOT_SIGNED_IN = 'Not signed in or session expired.';

/**
 * POST /auth/login | /auth/session | /auth/anonymous | /auth/logout (ARCHITECTURE §3 contract); any other
 * /auth/ path answers 404 to a POST and 405 to other methods. `scope` reads JSON bodies (useJsonApi).
 */
export function registerAuthRoutes(scope: FastifyInstance, auth: AuthService, onError: (err: unknown) => void): void {
  scope.post('/auth/login', (request, reply) => login(request, reply, auth, onError));

  scope.post('/auth/session', async (request, reply) => {
    const token = bearerToken(request);
    const result = token ? await auth.restore(token) : null;
    return result ? reply.send(result) : reply.code(401).send({ message: NOT_SIGNED_IN });
  });

  scope.post('/auth/anonymous', async (_request, reply) => reply.send({ credentials: auth.anonymousCredentials() }));

  scope.post('/auth/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) return reply.code(401).send({ message: NOT_SIGNED_IN });
    // Idempotent: logging out an unknown or already ended session is still a successful logout.
    await auth.logout(token);
    return reply.code(204).send();
  });

  scope.all('/auth/*', async (request, reply) =>
    reply.code(request.method === 'POST' ? 404 : 405).send({ message: 'Unknown auth endpoint.' }),
  );
}

async function login(request: FastifyRequest, reply: FastifyReply, auth: AuthService, onError: (err: unknown) => void): Promise<FastifyReply> {
  const { identifier, password } = jsonBody(request);
  if (typeof identifier !== 'string' || typeof password !== 'string' || !isLoginInputComplete({ identifier, password })) {
    return reply.code(400).send({ message: LOGIN_FIELDS_REQUIRED });
  }
  try {
    const result = await auth.login(identifier, password, requestMeta(request));
    if (!result) return reply.code(401).send({ message: MESSAGES.invalidCredentials });
    if ('lockedOut' in result) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      return reply.code(429).header('retry-after', String(seconds)).send({ message: LOGIN_LOCKOUT_MESSAGE });
    }
    return reply.send(result);
  } catch (err) {
    onError(err);
    return reply.code(500).send({ message: MESSAGES.loginFailed });
  }
}

function requestMeta(request: FastifyRequest): { userAgent?: string; ipAddress?: string } {
  const userAgent = request.headers['user-agent'];
  const ipAddress = request.raw.socket.remoteAddress;
  return {
    ...(typeof userAgent === 'string' ? { userAgent } : {}),
    ...(ipAddress ? { ipAddress } : {}),
  };
}
