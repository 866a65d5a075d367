import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Exposed to the pages of an allowed origin, so their SDK clients can read them: `date` lets the SDK correct
 * a skewed clock; CORS has no wildcard for x-amz-*, so the ones S3 and DynamoDB send are listed.
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
 * What the embeddable widget loads from another site's page: /widget.js and the mf-match-center remote it
 * loads (script elements, and a fetch of its mf-manifest.json), the public match view and the tournament's
 * event stream. Paths as sent, undecoded.
 */
const WIDGET_PATHS = [/^\/widget\.js$/, /^\/remotes\/mf-match-center\//, /^\/api\/public\/tournaments\/[^/]+\/(?:matches\/[^/]+|events)$/];

/** Whether `urlPath` is one of the widget's files or data, which any site may read. */
function isOpenToEveryOrigin(urlPath: string): boolean {
  return WIDGET_PATHS.some((pattern) => pattern.test(urlPath));
}

/**
 * Cross-origin access (CORS), set on the raw response so it also reaches answers a route writes itself
 * after reply.hijack(), errors included (without them a cross-origin caller sees an opaque failure and
 * retries blind):
 * - the widget's files and data answer every origin (`*`, never with credentials) and may be embedded by
 *   any site (Cross-Origin-Resource-Policy: cross-origin);
 * - everything else answers only the origins configured (ALLOWED_ORIGINS: apps served from another
 *   origin, the remotes' standalone development pages), by name; by default none, so a page on another
 *   site can neither read the auth, admin, data or runtime answers nor embed them.
 * Preflights (OPTIONS) are answered at once by the caller, with what this set.
 */
export class CorsPolicy {
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(allowedOrigins: readonly string[]) {
    this.allowedOrigins = new Set(allowedOrigins);
  }

  apply(req: IncomingMessage, res: ServerResponse): void {
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (isOpenToEveryOrigin(urlPath)) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
        res.setHeader('Access-Control-Max-Age', '86400');
      }
      return;
    }
    if (this.allowedOrigins.size === 0) return;
    // Which origin an answer names depends on the request's: shared caches must keep them apart.
    res.appendHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin === undefined || !this.allowedOrigins.has(origin)) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE, OPTIONS');
      // Reflecting the request list covers every amz-sdk-* / x-amz-* header the SDK versions may add.
      const requested = req.headers['access-control-request-headers'];
      res.setHeader('Access-Control-Allow-Headers', typeof requested === 'string' && requested ? requested : 'authorization, content-type');
      res.setHeader('Access-Control-Max-Age', '86400');
    }
  }
}
