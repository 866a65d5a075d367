import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { MAX_IMAGE_BYTES, MESSAGES } from 'shared-domain';
import { BodyTooLargeError, readBody } from '../http/body';
import { sendMessage } from '../http/respond';
import { sniffImageType } from '../policy/image-types';
import { encodeKeyPath } from '../policy/object-keys';
import { checkResourceOwnership, type ResourceLookups } from '../policy/object-ownership';
import { authorizeS3, type S3PolicyContext } from '../policy/s3-policy';
import type { BackendTarget } from '../store/backend';
import { authenticate, type AuthenticateDeps } from './authenticate';
import { AwsRefusalError, sendS3Error, sendS3Refusal } from './aws-errors';
import type { Forwarder } from './forward';

export const S3_PREFIX = '/aws/s3';
/** Requests other than PUT carry no meaningful body. */
const SMALL_BODY_LIMIT = 64 * 1024;
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
 * refused image content and size carry the spec's texts (see sendContentRefusal).
 */
export async function handleS3(req: IncomingMessage, res: ServerResponse, deps: S3ProxyDeps): Promise<void> {
  const method = req.method ?? 'GET';
  const rawUrl = req.url ?? '/';
  const parsed = parseS3Path(rawUrl);
  if (!parsed) {
    sendS3Error(res, 400, 'InvalidURI', 'Could not parse the request URI.');
    return;
  }

  const isPut = method === 'PUT';
  let body: Buffer;
  try {
    body = await readBody(req, isPut ? MAX_IMAGE_BYTES : SMALL_BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      res.setHeader('Connection', 'close');
      if (isPut) sendContentRefusal(req, res, 413, 'EntityTooLarge', MESSAGES.imageTooLarge);
      else sendS3Error(res, 413, 'EntityTooLarge', 'Request body too large.');
      return;
    }
    throw err;
  }

  let principal;
  try {
    principal = await authenticate({ method, url: rawUrl, headers: req.headers, body }, 's3', deps, {
      // Reads have no body to protect; a write's body must be covered by the signature.
      allowUnsignedPayload: method === 'GET' || method === 'HEAD',
    });
  } catch (err) {
    if (err instanceof AwsRefusalError) return sendS3Refusal(res, err);
    throw err;
  }

  const decision = authorizeS3(principal, { method, ...parsed }, deps.policy);
  if (!decision.allow) {
    sendS3Error(res, 403, 'AccessDenied', decision.message);
    return;
  }
  if (decision.ownership) {
    let refusal: string | null;
    try {
      refusal = await checkResourceOwnership(decision.ownership.target, decision.ownership.organizerId, deps.lookups);
    } catch (err) {
      deps.onBackendError?.(err);
      sendS3Error(res, 503, 'ServiceUnavailable', 'The database behind the gateway is unavailable.');
      return;
    }
    if (refusal) {
      sendS3Error(res, 403, 'AccessDenied', `Access denied: ${refusal}`);
      return;
    }
  }

  const headers: Record<string, string> = {};
  if (isPut) {
    if (/aws-chunked/i.test(String(req.headers['content-encoding'] ?? ''))) {
      sendS3Error(res, 400, 'InvalidRequest', "aws-chunked uploads are not accepted; use requestChecksumCalculation: 'WHEN_REQUIRED'.");
      return;
    }
    const type = sniffImageType(body);
    if (!type) {
      sendContentRefusal(req, res, 400, 'InvalidImageType', MESSAGES.invalidImageType);
      return;
    }
    // The stored type is the one we detected, so /media never serves bytes under a type they are not.
    headers['content-type'] = type;
    headers['content-length'] = String(body.length);
  } else {
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
  }

  let upstream;
  try {
    upstream = await deps.forwarder.send(deps.target, 's3', {
      method,
      path: `/${encodeURIComponent(parsed.bucket)}/${encodeKeyPath(parsed.key)}`,
      headers,
      ...(isPut ? { body } : {}),
    });
  } catch (err) {
    deps.onBackendError?.(err);
    sendS3Error(res, 503, 'ServiceUnavailable', 'The object store behind the gateway is unavailable.');
    return;
  }
  const responseHeaders: Record<string, string> = {};
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') responseHeaders[name] = value;
  }
  res.writeHead(upstream.statusCode ?? 502, responseHeaders);
  await pipeline(upstream, res);
}

/**
 * Refused image content or size: `{message}` with the spec text, as the gateway contract says. AWS SDK
 * clients (recognised by the amz-sdk-invocation-id header every SDK call carries) can only parse S3 XML
 * errors and would otherwise report "XML parse error", so they get the same text as <Message>, which
 * the SDK turns into error.message (error.name = code).
 */
function sendContentRefusal(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string): void {
  if (typeof req.headers['amz-sdk-invocation-id'] === 'string') sendS3Error(res, status, code, message);
  else sendMessage(res, status, message);
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
