import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_INPUT_LIMITS, MESSAGES, SECOND_FACTOR_MESSAGES, isLoginInputComplete, type AuthUser } from 'shared-domain';
import type { AuthService } from '../auth/auth-service';
import { DEVICE_COOKIE_MAX_AGE_MS, type DeviceCookies } from '../auth/device-cookies';
import { loginLockoutMessage } from '../auth/login-throttle';
import { SecondFactorError } from '../auth/second-factor-service';
import { bearerToken, jsonBody, textFieldsBody } from '../http/json-api';

const LOGIN_FIELDS_REQUIRED = 'Email/username and password are required.';
const NOT_SIGNED_IN = 'Not signed in or session expired.';

const LOGIN_BODY = textFieldsBody(
  {
    identifier: { label: 'Email/username', maxLength: LOGIN_INPUT_LIMITS.identifier },
    password: { label: 'Password', maxLength: LOGIN_INPUT_LIMITS.password },
  },
  LOGIN_FIELDS_REQUIRED,
);
/** A challenge token is 43 characters; a code as typed may carry spaces and dashes. */
const SECOND_STEP_BODY = textFieldsBody({ challenge: { label: 'Challenge', maxLength: 64 }, code: { label: 'Code', maxLength: 64 } });
const CODE_BODY = textFieldsBody({ code: { label: 'Code', maxLength: 64 } });

interface AuthRouteDeps {
  auth: AuthService;
  onError: (err: unknown) => void;
}

/**
 * POST /auth/login | /auth/login/second-factor | /auth/session | /auth/anonymous | /auth/logout and the
 * signed-in account's /auth/second-factor/* (ARCHITECTURE §3 contract and shared-domain's second-factor.ts);
 * any other /auth/ path answers 404 to a POST and 405 to other methods. `scope` reads JSON bodies
 * (useJsonApi). Cookies (device cookies, Path=/auth) are read and written only here.
 */
export function registerAuthRoutes(scope: FastifyInstance, deps: AuthRouteDeps): void {
  void scope.register(async (auth) => {
    await auth.register(fastifyCookie, { secret: deps.auth.deviceCookies.signingKey });
    auth.post('/auth/login', LOGIN_BODY, (request, reply) => login(request, reply, deps));
    auth.post('/auth/login/second-factor', SECOND_STEP_BODY, (request, reply) => secondStep(request, reply, deps));
    registerSessionRoutes(auth, deps.auth);
    registerSecondFactorRoutes(auth, deps);
    auth.all('/auth/*', async (request, reply) =>
      reply.code(request.method === 'POST' ? 404 : 405).send({ message: 'Unknown auth endpoint.' }),
    );
  });
}

function registerSessionRoutes(scope: FastifyInstance, auth: AuthService): void {
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
}

/** The signed-in account's second factor; a refusal answers the SecondFactorError's status and text. */
function registerSecondFactorRoutes(scope: FastifyInstance, deps: AuthRouteDeps): void {
  const { secondFactor } = deps.auth;
  const signedIn = (path: string, run: (user: AuthUser, code: string) => Promise<object | void>) =>
    scope.post(`/auth/second-factor/${path}`, CODE_BODY, async (request, reply) => {
      const token = bearerToken(request);
      const user = token ? (await deps.auth.resolveToken(token))?.user : undefined;
      if (!user) return reply.code(401).send({ message: NOT_SIGNED_IN });
      const { code } = jsonBody(request);
      try {
        const body = await run(user, typeof code === 'string' ? code : '');
        return body === undefined ? reply.code(204).send() : reply.send(body);
      } catch (err) {
        if (!(err instanceof SecondFactorError)) throw err;
        if (err.status === 429) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
        return reply.code(err.status).send({ message: err.message });
      }
    });

  signedIn('status', async (user) => secondFactor.status(user));
  signedIn('enrol', (user) => secondFactor.startEnrolment(user));
  signedIn('confirm', async (user, code) => ({ recoveryCodes: await secondFactor.confirm(user, code) }));
  signedIn('disable', (user, code) => secondFactor.disable(user, code));
  signedIn('recovery-codes', async (user, code) => ({ recoveryCodes: await secondFactor.regenerateRecoveryCodes(user, code) }));
}

async function login(request: FastifyRequest, reply: FastifyReply, deps: AuthRouteDeps): Promise<FastifyReply> {
  const { identifier, password } = jsonBody(request);
  if (typeof identifier !== 'string' || typeof password !== 'string' || !isLoginInputComplete({ identifier, password })) {
    return reply.code(400).send({ message: LOGIN_FIELDS_REQUIRED });
  }
  try {
    const device = knownDevice(request, deps.auth.deviceCookies, identifier);
    const outcome = await deps.auth.login({ identifier, password, address: request.ip, ...(device ? { device } : {}), ...userAgent(request) });
    switch (outcome.kind) {
      case 'invalid':
        return reply.code(401).send({ message: MESSAGES.invalidCredentials });
      case 'locked-out': {
        const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
        return reply.code(429).header('retry-after', String(seconds)).send({ message: loginLockoutMessage(outcome.retryAfterMs) });
      }
      case 'second-factor':
        return reply.send(outcome.step);
      case 'signed-in':
        setDeviceCookie(request, reply, deps.auth.deviceCookies, outcome.identifier);
        return reply.send(outcome.answer);
    }
  } catch (err) {
    deps.onError(err);
    return reply.code(500).send({ message: MESSAGES.loginFailed });
  }
}

async function secondStep(request: FastifyRequest, reply: FastifyReply, deps: AuthRouteDeps): Promise<FastifyReply> {
  const { challenge, code } = jsonBody(request);
  if (typeof code !== 'string' || code.trim() === '') return reply.code(400).send({ message: SECOND_FACTOR_MESSAGES.codeRequired });
  if (typeof challenge !== 'string') return reply.code(401).send({ message: SECOND_FACTOR_MESSAGES.challengeExpired });
  try {
    const outcome = await deps.auth.completeSecondFactor({ challenge, code, address: request.ip, ...userAgent(request) });
    switch (outcome.kind) {
      case 'invalid-code':
        return reply.code(401).send({ message: SECOND_FACTOR_MESSAGES.invalidCode });
      case 'challenge-expired':
        return reply.code(401).send({ message: SECOND_FACTOR_MESSAGES.challengeExpired });
      case 'signed-in':
        setDeviceCookie(request, reply, deps.auth.deviceCookies, outcome.identifier);
        return reply.send(outcome.answer);
    }
  } catch (err) {
    deps.onError(err);
    return reply.code(500).send({ message: MESSAGES.loginFailed });
  }
}

/** The nonce of a device cookie this browser holds for `identifier`, when its signature and contents check out. */
function knownDevice(request: FastifyRequest, cookies: DeviceCookies, identifier: string): string | undefined {
  const raw = request.cookies[cookies.nameFor(identifier)];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value ? (cookies.nonceOf(identifier, value) ?? undefined) : undefined;
}

/** After a sign-in: a new device cookie for this account (any earlier one of it is replaced). */
function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, cookies: DeviceCookies, identifier: string): void {
  void reply.setCookie(cookies.nameFor(identifier), cookies.issue(identifier).value, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    path: '/auth',
    secure: request.protocol === 'https',
    maxAge: Math.floor(DEVICE_COOKIE_MAX_AGE_MS / 1000),
  });
}

function userAgent(request: FastifyRequest): { userAgent?: string } {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? { userAgent: value } : {};
}
