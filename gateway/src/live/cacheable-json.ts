import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED, acceptedEncodings, matchesEtag } from '../http/content-negotiation';

/** Smaller bodies are sent as they are: compressing them saves less than its headers and time cost. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

async function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    // Quality 5 compresses JSON nearly as well as 11 at a fraction of the CPU, per request.
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return encoding === 'gzip' ? gzipAsync(body) : body;
}

/** An answer ready to be sent many times: its bytes, their hash, and each content coding made once. */
export interface PreparedJson {
  body: Buffer;
  hash: string;
  contentType: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export function prepareJson(json: string, contentType = 'application/json; charset=utf-8'): PreparedJson {
  const body = Buffer.from(json, 'utf8');
  return { body, hash: bodyHash(body), contentType, encoded: new Map() };
}

/** The hash a prepared answer's ETag carries: what a page made from the same text names as its version (ssr/document-version.ts). */
export const bodyHash = (body: Buffer | string): string => createHash('sha256').update(body).digest('base64url').slice(0, 32);

function encoded(prepared: PreparedJson, encoding: Encoding): Promise<Buffer> {
  let bytes = prepared.encoded.get(encoding);
  if (!bytes) {
    bytes = encode(prepared.body, encoding);
    prepared.encoded.set(encoding, bytes);
    // A failed compression is not kept: the next request tries again.
    bytes.catch(() => prepared.encoded.delete(encoding));
  }
  return bytes;
}

/**
 * Makes the brotli bytes of `prepared` now, as the first request accepting brotli would (browsers all do), so
 * no visitor waits for them.
 */
export async function precompress(prepared: PreparedJson): Promise<void> {
  if (prepared.body.length > COMPRESS_FROM_BYTES) await encoded(prepared, 'br');
}

/**
 * A prepared answer (JSON unless said otherwise) with a strong ETag from the hash of its bytes (one per content coding, since the bytes
 * sent differ), 304 for a matching If-None-Match, br or gzip above 1 KB. HEAD gets the same headers
 * without the body. `cacheControl` defaults to no-cache: clients revalidate on every use.
 */
export async function sendPreparedJson(
  req: IncomingMessage,
  res: ServerResponse,
  prepared: PreparedJson,
  cacheControl = 'no-cache',
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  // The client's best by q, brotli first on a tie, exactly as for the built apps' files.
  const encoding: Encoding = prepared.body.length > COMPRESS_FROM_BYTES ? (acceptedEncodings(req.headers['accept-encoding'])[0] ?? 'identity') : 'identity';
  const etag = `"${prepared.hash}${PRECOMPRESSED.find((p) => p.name === encoding)?.etagSuffix ?? ''}"`;
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding', ...extraHeaders };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const sent = encoding === 'identity' ? prepared.body : await encoded(prepared, encoding);
  res.writeHead(200, {
    ...headers,
    'Content-Type': prepared.contentType,
    'Content-Length': String(sent.length),
    'X-Content-Type-Options': 'nosniff',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/** A JSON document that clients revalidate on every use (no-cache) and fetch again only when it changed. */
export async function sendCacheableJson(req: IncomingMessage, res: ServerResponse, json: string): Promise<void> {
  await sendPreparedJson(req, res, prepareJson(json));
}
