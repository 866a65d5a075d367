import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MESSAGES } from 'shared-domain';
import { sniffImageType } from '../policy/image-types';
import { encodeKeyPath } from '../policy/object-keys';
import { checkResourceOwnership, type ResourceLookups } from '../policy/object-ownership';
import { authorizeS3, type S3PolicyContext } from '../policy/s3-policy';
import type { BackendTarget } from '../store/backend';
import { authenticate, type AuthenticateDeps } from './authenticate';
import { AwsRefusalError, sendS3Error, sendS3Refusal } from './aws-errors';
import type { Forwarder } from './forward';

export const S3_PREFIX = '/aws/s3';
/** The largest upload (an image, spec §7); requests other than PUT carry no meaningful body. */
export const S3_BODY_LIMITS = { PUT: MAX_IMAGE_BYTES, other: 64 * 1024 } as const;
const PASSED_REQUEST_HEADERS = ['range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'x-amz-request-id',
  'x-amz-id-2',
  'x-amz-version-id',
  'x-amz-delete-marker',
];

export interface S3ProxyDeps extends AuthenticateDeps {
  policy: S3PolicyContext;
  lookups: ResourceLookups;
  target: BackendTarget;
  forwarder: Forwarder;
  onBackendError?: (err: unknown) => void;
}

/**
 * `* /aws/s3/<bucket>/<key>` (path style): verify, apply the policy, check uploaded images by content,
 * re-sign and forward. Refusals of the signature or policy are S3 XML errors (what the SDK parses);
 * refused image content and size carry the spec's texts (see sendContentRefusal). The body arrives as
 * the exact bytes sent (a Buffer; none for GET and HEAD).
 */
export async function handleS3(request: FastifyRequest, reply: FastifyReply, deps: S3ProxyDeps): Promise<FastifyReply> {
  const method = request.method;
  const rawUrl = request.raw.url ?? '/';
  const parsed = parseS3Path(rawUrl);
  if (!parsed) return sendS3Error(reply, 400, 'InvalidURI', 'Could not parse the request URI.');
  const body = (request.body as Buffer | undefined) ?? Buffer.alloc(0);

  let principal;
  try {
    principal = await authenticate({ method, url: rawUrl, headers: request.headers, body }, 's3', deps, {
      // Reads have no body to protect; a write's body must be covered by the signature.
      allowUnsignedPayload: method === 'GET' || method === 'HEAD',
    });
  } catch (err) {
    if (err instanceof AwsRefusalError) return sendS3Refusal(reply, err);
    throw err;
  }

  const decision = authorizeS3(principal, { method, ...parsed }, deps.policy);
  if (!decision.allow) return sendS3Error(reply, 403, 'AccessDenied', decision.message);
  if (decision.ownership) {
    let refusal: string | null;
    try {
      refusal = await checkResourceOwnership(decision.ownership.target, decision.ownership.organizerId, deps.lookups);
    } catch (err) {
      deps.onBackendError?.(err);
      return sendS3Error(reply, 503, 'ServiceUnavailable', 'The database behind the gateway is unavailable.');
    }
    if (refusal) return sendS3Error(reply, 403, 'AccessDenied', `Access denied: ${refusal}`);
  }

  const headers = method === 'PUT' ? uploadHeaders(request, reply, body) : passedHeaders(request);
  if (!headers) return reply;
  let upstream;
  try {
    upstream = await deps.forwarder.send(deps.target, 's3', {
      method,
      path: `/${encodeURIComponent(parsed.bucket)}/${encodeKeyPath(parsed.key)}`,
      headers,
      ...(method === 'PUT' ? { body } : {}),
    });
  } catch (err) {
    deps.onBackendError?.(err);
    return sendS3Error(reply, 503, 'ServiceUnavailable', 'The object store behind the gateway is unavailable.');
  }
  const responseHeaders: Record<string, string> = {};
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') responseHeaders[name] = value;
  }
  return reply.code(upstream.statusCode ?? 502).headers(responseHeaders).send(upstream);
}

/**
 * The headers an upload is stored with: the type detected from its bytes, so /media never serves bytes
 * under a type they are not. Null when the upload was refused (the refusal is already answered).
 */
function uploadHeaders(request: FastifyRequest, reply: FastifyReply, body: Buffer): Record<string, string> | null {
  if (/aws-chunked/i.test(String(request.headers['content-encoding'] ?? ''))) {
    sendS3Error(reply, 400, 'InvalidRequest', "aws-chunked uploads are not accepted; use requestChecksumCalculation: 'WHEN_REQUIRED'.");
    return null;
  }
  const type = sniffImageType(body);
  if (!type) {
    sendContentRefusal(request, reply, 400, 'InvalidImageType', MESSAGES.invalidImageType);
    return null;
  }
  return { 'content-type': type, 'content-length': String(body.length) };
}

/** The conditional and range headers of a read, passed on to the object store. */
function passedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Errors before the handler runs: an upload over the image limit gets the spec's text (the connection
 * closes without reading the rest), any other body over its limit and other malformed requests S3's own.
 */
export function s3RequestError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    reply.header('connection', 'close');
    if (request.method === 'PUT') return sendContentRefusal(request, reply, 413, 'EntityTooLarge', MESSAGES.imageTooLarge);
    return sendS3Error(reply, 413, 'EntityTooLarge', 'Request body too large.');
  }
  if (error.statusCode !== undefined && error.statusCode < 500) return sendS3Error(reply, error.statusCode, 'InvalidRequest', error.message);
  throw error;
}

/**
 * Refused image content or size: `{message}` with the spec text, as the gateway contract says. AWS SDK
 * clients (recognised by the amz-sdk-invocation-id header every SDK call carries) can only parse S3 XML
 * errors and would otherwise report "XML parse error", so they get the same text as <Message>, which
 * the SDK turns into error.message (error.name = code).
 */
function sendContentRefusal(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  if (typeof request.headers['amz-sdk-invocation-id'] === 'string') return sendS3Error(reply, status, code, message);
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/** '/aws/s3/<bucket>/<key...>?<query>' → decoded bucket, key and query parameter names. */
function parseS3Path(rawUrl: string): { bucket: string; key: string; queryKeys: string[] } | null {
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  if (!path.startsWith(`${S3_PREFIX}/`)) return null;
  const rest = path.slice(S3_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  try {
    const bucket = decodeURIComponent(slash < 0 ? rest : rest.slice(0, slash));
    const key = slash < 0 ? '' : decodeURIComponent(rest.slice(slash + 1));
    const queryKeys =
      q < 0
        ? []
        : rawUrl
            .slice(q + 1)
            .split('&')
            .filter(Boolean)
            .map((p) => decodeURIComponent(p.split('=')[0] ?? ''));
    return bucket ? { bucket, key, queryKeys } : null;
  } catch {
    return null;
  }
}
