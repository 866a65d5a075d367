import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Bodies of the auth and admin endpoints: a login or an organizer, far below this. */
const JSON_BODY_LIMIT = 64 * 1024;

/** A body that is not the JSON object the endpoint needs: answered 400 with this message. */
class BadJsonError extends Error {
  readonly statusCode = 400;
}

/**
 * The conventions of the gateway's own JSON API (/auth/*, /admin/*) in `scope`: every body is read as a
 * JSON object whatever its Content-Type (an empty one reads as {}), at most JSON_BODY_LIMIT bytes, and
 * no answer is cached (they carry credentials and accounts).
 */
export function useJsonApi(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= JSON_BODY_LIMIT;
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonObject(body as string));
    } catch (err) {
      done(err as Error);
    }
  });
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadJsonError('Request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadJsonError('Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** The parsed body of a JSON API request: {} when there was none. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  return (request.body as Record<string, unknown> | undefined) ?? {};
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}
