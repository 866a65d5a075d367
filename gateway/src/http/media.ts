import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isValidImageKey } from '../policy/object-keys';
import { sendText } from './respond';

export const MEDIA_PREFIX = '/media/';
/** Keys carry a timestamp, so an object under a given URL never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD /media/<key>: the public URL of an uploaded image (stored in logo, photo, backgroundImage).
 * Served with the stored type, nosniff and a CSP that forbids everything, so an object can only ever be
 * an image, never a page running script on our origin.
 */
export async function handleMedia(req: IncomingMessage, res: ServerResponse, s3: S3Client, bucket: string): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  let key: string;
  try {
    key = decodeURIComponent(path.slice(MEDIA_PREFIX.length));
  } catch {
    return sendText(res, 400, 'Bad media path');
  }
  if (!isValidImageKey(key)) return sendText(res, 404, 'Not found');

  const ifNoneMatch = req.headers['if-none-match'];
  const input = { Bucket: bucket, Key: key, ...(typeof ifNoneMatch === 'string' ? { IfNoneMatch: ifNoneMatch } : {}) };
  try {
    const out = req.method === 'HEAD' ? await s3.send(new HeadObjectCommand(input)) : await s3.send(new GetObjectCommand(input));
    res.writeHead(200, {
      'Content-Type': out.ContentType ?? 'application/octet-stream',
      ...(out.ContentLength !== undefined ? { 'Content-Length': String(out.ContentLength) } : {}),
      ...(out.ETag ? { ETag: out.ETag } : {}),
      ...(out.LastModified ? { 'Last-Modified': out.LastModified.toUTCString() } : {}),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    const body = 'Body' in out ? out.Body : undefined;
    if (body instanceof Readable) await pipeline(body, res);
    else res.end();
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304) {
      res.writeHead(304, { 'Cache-Control': IMMUTABLE });
      res.end();
      return;
    }
    if (status === 404 || status === 403) return sendText(res, 404, 'Not found');
    throw err;
  }
}
