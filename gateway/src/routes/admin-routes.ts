import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES, isSuperAdmin } from 'shared-domain';
import { AdminError, type OrganizerAdmin } from '../admin/organizer-admin';
import type { AuthService } from '../auth/auth-service';
import { BadJsonError, BodyTooLargeError, bearerToken, readJsonObject } from '../http/body';
import { sendEmpty, sendJson, sendMessage } from '../http/respond';

const ORGANIZER_PATH = /^\/admin\/organizers\/([^/]+)$/;

/**
 * The super admin API (non-GET /admin/*; GET /admin/... are SPA pages). 401 without a valid session,
 * 403 for organizers. @returns false when no route matches.
 */
export async function handleAdminRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: { auth: AuthService; organizers: OrganizerAdmin; onError: (err: unknown) => void },
): Promise<boolean> {
  const method = req.method ?? '';
  const route = matchRoute(method, path);
  if (!route) return false;

  const token = bearerToken(req);
  const signedIn = token ? await deps.auth.resolveToken(token) : null;
  if (!signedIn) {
    sendMessage(res, 401, 'Not signed in or session expired.');
    return true;
  }
  if (!isSuperAdmin(signedIn.user)) {
    sendMessage(res, 403, MESSAGES.superAdminRequired);
    return true;
  }

  try {
    switch (route.name) {
      case 'create': {
        const body = await readJsonObject(req);
        const organizer = await deps.organizers.create({
          name: str(body.name),
          email: str(body.email),
          password: str(body.password),
          ...(typeof body.description === 'string' ? { description: body.description } : {}),
        });
        sendJson(res, 201, { organizer });
        return true;
      }
      case 'reset-password': {
        const body = await readJsonObject(req);
        await deps.organizers.resetPassword(str(body.email), str(body.password));
        sendEmpty(res, 204);
        return true;
      }
      case 'sync-emails':
        await deps.organizers.syncEmails();
        sendEmpty(res, 204);
        return true;
      case 'delete':
        await deps.organizers.delete(route.id);
        sendEmpty(res, 204);
        return true;
    }
  } catch (err) {
    // Malformed requests are the caller's mistake: the server-level handler answers 400/413 for them.
    if (err instanceof BadJsonError || err instanceof BodyTooLargeError) throw err;
    if (err instanceof AdminError) {
      sendMessage(res, err.status, err.message);
      return true;
    }
    deps.onError(err);
    sendMessage(res, 500, FAILURE_TEXT[route.name]);
    return true;
  }
}

/** The spec's failure texts (§8), one per action. */
const FAILURE_TEXT = {
  create: MESSAGES.organizerCreateFailed,
  delete: MESSAGES.organizerDeleteFailed,
  'reset-password': MESSAGES.passwordResetFailed,
  'sync-emails': MESSAGES.syncEmailsFailed,
} as const;

type Route =
  | { name: 'create' | 'reset-password' | 'sync-emails' }
  | { name: 'delete'; id: string };

function matchRoute(method: string, path: string): Route | null {
  if (method === 'POST' && path === '/admin/organizers') return { name: 'create' };
  if (method === 'POST' && path === '/admin/organizers/reset-password') return { name: 'reset-password' };
  if (method === 'POST' && path === '/admin/organizers/sync-emails') return { name: 'sync-emails' };
  const m = method === 'DELETE' ? ORGANIZER_PATH.exec(path) : null;
  if (m?.[1]) {
    try {
      return { name: 'delete', id: decodeURIComponent(m[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

/** Missing or non-string fields read as '' so validation reports them with its own texts. */
function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
