import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Exposed so browser SDK clients can read them. Every response carries the CORS headers, errors included:
 * without them the SDK sees an opaque network failure and retries blind. `date` lets the SDK correct a
 * skewed clock; CORS has no wildcard for x-amz-*, so the ones S3 and DynamoDB send are listed.
 */
const EXPOSED_HEADERS = [
  'date',
  'etag',
  'last-modified',
  'content-length',
  'content-type',
  'content-range',
  'x-amzn-requestid',
  'x-amzn-errortype',
  'x-amz-crc32',
  'x-amz-request-id',
  'x-amz-id-2',
  'x-amz-version-id',
  'x-amz-delete-marker',
  'x-amz-expiration',
  'x-amz-server-side-encryption',
  'x-amz-checksum-crc32',
  'x-amz-checksum-crc32c',
  'x-amz-checksum-sha1',
  'x-amz-checksum-sha256',
  'x-amz-checksum-type',
  'x-amz-mp-parts-count',
  'x-amz-bucket-region',
  'retry-after',
].join(', ');

/**
 * Access-Control-Allow-Origin '*' is safe here: auth travels in headers, never in cookies. Set on the raw
 * response, so they also reach responses that a route writes itself after reply.hijack().
 */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE, OPTIONS');
    // Reflecting the request list covers every amz-sdk-* / x-amz-* header the SDK versions may add.
    const requested = req.headers['access-control-request-headers'];
    res.setHeader(
      'Access-Control-Allow-Headers',
      typeof requested === 'string' && requested ? requested : 'authorization, content-type',
    );
    res.setHeader('Access-Control-Max-Age', '86400');
  }
}

/**
 * A JSON answer written on the raw response: for routes that take the response over from Fastify
 * (reply.hijack(), the public API and its event streams). Everything else answers through its reply.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendMessage(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { message });
}
