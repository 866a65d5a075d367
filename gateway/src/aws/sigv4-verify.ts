import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { AwsRefusalError } from './aws-errors';
import { NodeSha256 } from './node-sha256';

/** The request exactly as it arrived: the signature covers these bytes, not our interpretation of them. */
export interface ReceivedRequest {
  method: string;
  /** req.url: the path the client signed plus the query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface VerifyOptions {
  service: 'dynamodb' | 's3';
  region: string;
  /** Secret for an access key id, or null when the id is not one we issue. */
  secretFor: (accessKeyId: string) => string | null;
  now: number;
  /** Largest accepted distance between X-Amz-Date and our clock. AWS uses 15 minutes. */
  maxSkewMs?: number;
  /** Whether x-amz-content-sha256: UNSIGNED-PAYLOAD is acceptable (S3 reads only). */
  allowUnsignedPayload?: boolean;
  /** Headers besides host and x-amz-date that must be covered by the signature (e.g. x-amz-target). */
  requiredSignedHeaders?: readonly string[];
}

export interface VerifiedRequest {
  accessKeyId: string;
  signedHeaders: string[];
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const DEFAULT_MAX_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/**
 * Verifies a SigV4 header signature by signing the received request again with @smithy/signature-v4 and
 * the secret we derive for its access key id, then comparing in constant time. The signer trusts
 * x-amz-content-sha256, so that header is checked against the actual body first.
 * @throws AwsRefusalError describing the first problem found.
 */
export async function verifySigV4(req: ReceivedRequest, options: VerifyOptions): Promise<VerifiedRequest> {
  const { path, query, hasQueryAuth } = splitUrl(req.url);
  const authorization = single(req.headers.authorization);
  if (hasQueryAuth) {
    throw new AwsRefusalError('AccessDenied', 'Presigned (query-string) requests are not accepted; sign the Authorization header.');
  }
  if (!authorization) throw new AwsRefusalError('MissingAuthentication', 'Request is missing Authentication Token');
  const auth = parseAuthorization(authorization);

  const amzDate = single(req.headers['x-amz-date']);
  if (!amzDate || !/^\d{8}T\d{6}Z$/.test(amzDate)) {
    throw new AwsRefusalError('IncompleteSignature', 'A valid X-Amz-Date header (ISO 8601 basic format) is required.');
  }
  const signingDate = parseAmzDate(amzDate);
  if (!signingDate) throw new AwsRefusalError('IncompleteSignature', `Invalid X-Amz-Date: ${amzDate}`);
  const skew = options.maxSkewMs ?? DEFAULT_MAX_SKEW_MS;
  if (Math.abs(options.now - signingDate.getTime()) > skew) {
    throw new AwsRefusalError(
      'SignatureExpired',
      `Signature expired: ${amzDate} is not within ${skew / 60000} minutes of the server time ${formatAmzDate(new Date(options.now))}.`,
    );
  }

  const [accessKeyId, scopeDate, scopeRegion, scopeService, terminator] = auth.credential;
  if (scopeDate !== amzDate.slice(0, 8) || scopeRegion !== options.region || scopeService !== options.service || terminator !== 'aws4_request') {
    throw new AwsRefusalError(
      'InvalidSignature',
      `Credential should be scoped to ${amzDate.slice(0, 8)}/${options.region}/${options.service}/aws4_request.`,
    );
  }
  if (!auth.signedHeaders.includes('host')) {
    throw new AwsRefusalError('InvalidSignature', "'Host' must be a 'SignedHeader' in the AWS Authorization.");
  }
  if (!auth.signedHeaders.includes('x-amz-date')) {
    throw new AwsRefusalError('InvalidSignature', "'X-Amz-Date' must be a 'SignedHeader' in the AWS Authorization.");
  }
  const unsigned = options.requiredSignedHeaders?.find((h) => !auth.signedHeaders.includes(h));
  if (unsigned) throw new AwsRefusalError('InvalidSignature', `'${unsigned}' must be a 'SignedHeader' in the AWS Authorization.`);

  checkPayloadHash(req, options.allowUnsignedPayload ?? false);

  const secretAccessKey = options.secretFor(accessKeyId);
  if (secretAccessKey === null) {
    throw new AwsRefusalError('UnrecognizedClient', 'The security token included in the request is invalid.');
  }

  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    // Own headers only: a signed header named 'constructor' must not find Object.prototype's.
    const value = Object.hasOwn(req.headers, name) ? req.headers[name] : undefined;
    if (value === undefined) {
      throw new AwsRefusalError('InvalidSignature', `Signed header '${name}' is missing from the request.`);
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const request = new HttpRequest({
    method: req.method,
    protocol: 'http:',
    hostname: headers.host ?? '',
    path,
    query,
    headers,
    body: req.body,
  });
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region: options.region,
    service: options.service,
    sha256: NodeSha256,
    // S3 signs the path as sent; every other service normalizes and double-encodes it (as the SDK does).
    uriEscapePath: options.service !== 's3',
    // Never add x-amz-content-sha256 ourselves: only headers the client signed may be signed.
    applyChecksum: false,
  });
  const signed = await signer.sign(request, { signingDate, signableHeaders: new Set(auth.signedHeaders) });
  const expected = parseAuthorization(single(signed.headers.authorization) ?? '');
  const same =
    expected.signedHeaders.join(';') === auth.signedHeaders.join(';') &&
    constantTimeEqual(expected.signature, auth.signature);
  if (!same) {
    throw new AwsRefusalError(
      'InvalidSignature',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
    );
  }
  return { accessKeyId, signedHeaders: auth.signedHeaders };
}

interface ParsedAuthorization {
  credential: [string, string, string, string, string];
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(header: string): ParsedAuthorization {
  const malformed = (why: string) => new AwsRefusalError('IncompleteSignature', `Authorization header is malformed: ${why}`);
  const trimmed = header.trim();
  if (!trimmed.startsWith(`${ALGORITHM} `)) throw malformed(`only ${ALGORITHM} is supported`);
  const fields = new Map<string, string>();
  for (const part of trimmed.slice(ALGORITHM.length).split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) throw malformed(`'${part.trim()}' is not key=value`);
    fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const credential = fields.get('Credential')?.split('/');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || credential.length !== 5 || credential.some((c) => c === '')) {
    throw malformed('Credential must be <key>/<date>/<region>/<service>/aws4_request');
  }
  if (!signedHeaders) throw malformed('SignedHeaders is required');
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) throw malformed('Signature must be 64 hex digits');
  const names = signedHeaders.split(';');
  // The canonical list is lower-case and sorted; anything else could never have matched anyway.
  if (names.some((n) => n === '' || n !== n.toLowerCase()) || names.join(';') !== [...names].sort().join(';')) {
    throw malformed('SignedHeaders must be lower-case and sorted');
  }
  return { credential: credential as ParsedAuthorization['credential'], signedHeaders: names, signature };
}

function checkPayloadHash(req: ReceivedRequest, allowUnsigned: boolean): void {
  const declared = single(req.headers['x-amz-content-sha256']);
  if (declared === undefined) return; // then the signer hashes the body itself
  if (declared === UNSIGNED_PAYLOAD) {
    if (allowUnsigned) return;
    throw new AwsRefusalError('AccessDenied', 'UNSIGNED-PAYLOAD is not accepted for this request; sign the body.');
  }
  if (declared.startsWith('STREAMING-')) {
    throw new AwsRefusalError(
      'AccessDenied',
      "Streaming (aws-chunked) payloads are not accepted; configure the S3 client with requestChecksumCalculation: 'WHEN_REQUIRED'.",
    );
  }
  const actual = createHash('sha256').update(req.body).digest('hex');
  if (!constantTimeEqual(declared.toLowerCase(), actual)) {
    throw new AwsRefusalError('InvalidSignature', 'The provided x-amz-content-sha256 header does not match what was computed.');
  }
}

/**
 * Path as received (still percent-encoded, as the client signed it) and the query decoded into the
 * map shape the signer canonicalizes. '+' stays '+': SigV4 clients encode spaces as %20.
 */
function splitUrl(url: string): { path: string; query: Record<string, string | string[]>; hasQueryAuth: boolean } {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  // No prototype: query parameters named __proto__ or constructor are just parameters.
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  let hasQueryAuth = false;
  if (q >= 0) {
    for (const pair of url.slice(q + 1).split('&')) {
      if (!pair) continue;
      const eq = pair.indexOf('=');
      const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
      const value = eq < 0 ? '' : safeDecode(pair.slice(eq + 1));
      if (key.toLowerCase() === 'x-amz-algorithm' || key.toLowerCase() === 'x-amz-signature') hasQueryAuth = true;
      const prev = query[key];
      query[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  }
  return { path, query, hasQueryAuth };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parseAmzDate(s: string): Date | null {
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 19) + 'Z' !== iso ? null : d;
}

function formatAmzDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
