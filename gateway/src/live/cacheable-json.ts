import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves less than its headers and time cost. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/** br when the client takes it, else gzip, else none (a coding with q=0 is refused). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return accepted.has('*') ? 'br' : 'identity';
}

/** If-None-Match holds the tag (compared weakly, as RFC 9110 asks for this header) or '*'. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

async function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    // Quality 5 compresses JSON nearly as well as 11 at a fraction of the CPU, per request.
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return encoding === 'gzip' ? gzipAsync(body) : body;
}

/**
 * A JSON document that clients revalidate on every use (no-cache) and fetch again only when it changed:
 * a strong ETag from the hash of its bytes (one per content coding, since the bytes sent differ), 304
 * for a matching If-None-Match, br or gzip above 1 KB. HEAD gets the same headers without the body.
 */
export async function sendCacheableJson(req: IncomingMessage, res: ServerResponse, json: string): Promise<void> {
  const body = Buffer.from(json, 'utf8');
  const encoding = body.length > COMPRESS_FROM_BYTES ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const sent = await encode(body, encoding);
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(sent.length),
    'X-Content-Type-Options': 'nosniff',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
