import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_INPUT_LIMITS, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MESSAGES, PROGRESS_LINES_TYPE, isSuperAdmin } from 'shared-domain';
import { AdminError, type OrganizerAdmin } from '../admin/organizer-admin';
import { acceptsProgressLines, progressLines } from '../admin/progress-lines';
import type { AuthService } from '../auth/auth-service';
import { bearerToken, jsonBody, textFieldsBody } from '../http/json-api';

interface AdminDeps {
  auth: AuthService;
  organizers: OrganizerAdmin;
  onError: (err: unknown) => void;
}

/**
 * Bounds on the body fields, checked before any work. Generous on purpose: the domain's own limits (name
 * 100, description 2,000 characters, trimmed) answer with their own texts below these.
 */
const EMAIL_FIELD = { label: 'Email', maxLength: LOGIN_INPUT_LIMITS.identifier };
const PASSWORD_FIELD = { label: 'Password', maxLength: LOGIN_INPUT_LIMITS.password };
const CREATE_BODY = textFieldsBody({
  name: { label: 'Name', maxLength: 10 * MAX_NAME_LENGTH },
  email: EMAIL_FIELD,
  password: PASSWORD_FIELD,
  description: { label: 'Description', maxLength: 5 * MAX_DESCRIPTION_LENGTH },
});
const RESET_PASSWORD_BODY = textFieldsBody({ email: EMAIL_FIELD, password: PASSWORD_FIELD });
const NO_FIELDS = textFieldsBody({});

/** The spec's failure texts (§8), one per action. */
const FAILURE_TEXT = {
  create: MESSAGES.organizerCreateFailed,
  delete: MESSAGES.organizerDeleteFailed,
  'reset-password': MESSAGES.passwordResetFailed,
  'sync-emails': MESSAGES.syncEmailsFailed,
  // Ours: the spec has no second factor.
  'reset-second-factor': 'Could not reset two-step verification. Please try again.',
} as const;
type Action = keyof typeof FAILURE_TEXT;

const ORGANIZER_NOT_FOUND = 'Organizer not found';

/** The methods of the API; GET and HEAD /admin/... are the admin console's pages. */
const API_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The super admin API (non-GET /admin/*): 401 without a valid session, 403 for organizers, checked before
 * the body is read; 404 for any other non-GET /admin/ path. `scope` reads JSON bodies (useJsonApi).
 * DELETE /admin/organizers/:id asked with `Accept: application/x-ndjson` answers 200 at once and streams
 * the delete's progress (progress-lines.ts): `{"done":n,"total":m}` lines, then the outcome line, whose
 * failure message is the one the plain answer would carry.
 */
export function registerAdminRoutes(scope: FastifyInstance, deps: AdminDeps): void {
  /** What a failed action answers: an AdminError's own text, otherwise (logged) the spec's failure text. */
  const failureText = (action: Action, err: unknown) => {
    if (err instanceof AdminError) return err.message;
    deps.onError(err);
    return FAILURE_TEXT[action];
  };
  // `run` resolves to the created resource (answered 201), to progress lines (200, streamed) or to nothing (204).
  const route = (method: string, url: string, action: Action, run: (request: FastifyRequest) => Promise<object | void>, body = NO_FIELDS) =>
    scope.route({
      method,
      url,
      ...body,
      onRequest: (request, reply) => requireSuperAdmin(request, reply, deps.auth),
      handler: async (request, reply) => {
        try {
          const body = await run(request);
          if (body instanceof Readable) return reply.code(200).type(PROGRESS_LINES_TYPE).send(body);
          return body === undefined ? reply.code(204).send() : reply.code(201).send(body);
        } catch (err) {
          return reply.code(err instanceof AdminError ? err.status : 500).send({ message: failureText(action, err) });
        }
      },
    });

  route('POST', '/admin/organizers', 'create', async (request) => {
    const body = jsonBody(request);
    const organizer = await deps.organizers.create({
      name: str(body.name),
      email: str(body.email),
      password: str(body.password),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
    });
    return { organizer };
  }, CREATE_BODY);
  route('POST', '/admin/organizers/reset-password', 'reset-password', async (request) => {
    const body = jsonBody(request);
    await deps.organizers.resetPassword(str(body.email), str(body.password));
  }, RESET_PASSWORD_BODY);
  route('POST', '/admin/organizers/sync-emails', 'sync-emails', async () => {
    await deps.organizers.syncEmails();
  });
  route('DELETE', '/admin/organizers/:id', 'delete', async (request) => {
    const id = (request.params as { id: string }).id;
    if (!acceptsProgressLines(request.headers.accept)) return deps.organizers.delete(id);
    return progressLines((onProgress) => deps.organizers.delete(id, onProgress), (err) => failureText('delete', err));
  });
  route('DELETE', '/admin/organizers/:id/second-factor', 'reset-second-factor', async (request) => {
    if (!(await deps.auth.resetOrganizerSecondFactor((request.params as { id: string }).id))) throw new AdminError(404, ORGANIZER_NOT_FOUND);
  });

  scope.route({ method: API_METHODS, url: '/admin/*', handler: async (_request, reply) => reply.code(404).send({ message: 'Unknown admin endpoint.' }) });
}

/** Answers 401 or 403 (returning the reply ends the request there), or lets a super admin through. */
async function requireSuperAdmin(request: FastifyRequest, reply: FastifyReply, auth: AuthService): Promise<FastifyReply | undefined> {
  const token = bearerToken(request);
  const signedIn = token ? await auth.resolveToken(token) : null;
  if (!signedIn) return reply.code(401).send({ message: 'Not signed in or session expired.' });
  if (!isSuperAdmin(signedIn.user)) return reply.code(403).send({ message: MESSAGES.superAdminRequired });
  return undefined;
}

/** Missing or non-string fields read as '' so validation reports them with its own texts. */
function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
