import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError, RouteShorthandOptions } from 'fastify';

/**
 * Bodies of the auth and admin endpoints: at most an organizer with a 2,000-character description (8 KB
 * even in 4-byte characters), so twice that leaves room and refuses anything bigger unread.
 */
const JSON_BODY_LIMIT = 16 * 1024;

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

/** A text field of a JSON API body: its name in messages and the most characters it may hold. */
export interface TextField {
  label: string;
  maxLength: number;
}

/**
 * Route options that check a JSON body's text fields before the handler runs (Fastify's JSON schema):
 * each listed field, when present, must be text of at most `maxLength` characters; a refusal is a 400 whose
 * message names the field ('Password must be at most 1,024 characters.'), or `typeMessage` for a field that
 * is not text. Missing fields are left to the handler, which answers them with its own texts; fields not
 * listed are allowed and never read.
 */
export function textFieldsBody(
  fields: Record<string, TextField>,
  typeMessage?: string,
): Pick<RouteShorthandOptions, 'schema' | 'schemaErrorFormatter' | 'preValidation'> {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { type: 'string', maxLength: field.maxLength }]));
  if (Object.keys(properties).length === 0) return {};
  return {
    schema: { body: { type: 'object', properties } },
    schemaErrorFormatter: (errors) => new BadJsonError(fieldProblem(errors[0], fields, typeMessage)),
    // A request without a body reaches the handler as {} (jsonBody), so the schema sees one too. Fastify's
    // validator coerces scalars to the schema's type (123 would pass as '123'); a listed field that is not
    // text is refused before it can be. null reads as missing, as the handlers always took it.
    preValidation: async (request) => {
      request.body ??= {};
      const body = jsonBody(request);
      const wrong = Object.entries(fields).find(([name]) => body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string');
      if (wrong) throw new BadJsonError(typeMessage ?? `${wrong[1].label} must be text.`);
    },
  };
}

function fieldProblem(error: FastifySchemaValidationError | undefined, fields: Record<string, TextField>, typeMessage: string | undefined): string {
  const field = fields[(error?.instancePath ?? '').slice(1)];
  if (!error || !field) return 'Request body is not valid';
  if (error.keyword === 'maxLength') return `${field.label} must be at most ${field.maxLength.toLocaleString('en-US')} characters.`;
  return typeMessage ?? `${field.label} must be text.`;
}
