import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidImageKey } from '../policy/object-keys';
import { sendNotFoundText } from './app-fallback';

export const MEDIA_PREFIX = '/media/';
/** Keys carry a timestamp, so an object under a given URL never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD /media/<key>: the public URL of an uploaded image (stored in logo, photo, backgroundImage).
 * Served with the stored type, nosniff and a CSP that forbids everything, so an object can only ever be
 * an image, never a page running script on our origin.
 */
export async function handleMedia(request: FastifyRequest, reply: FastifyReply, s3: S3Client, bucket: string): Promise<FastifyReply> {
  const urlPath = (request.raw.url ?? '/').split('?')[0] ?? '/';
  let key: string;
  try {
    key = decodeURIComponent(urlPath.slice(MEDIA_PREFIX.length));
  } catch {
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad media path');
  }
  if (!isValidImageKey(key)) return sendNotFoundText(reply);

  const ifNoneMatch = request.headers['if-none-match'];
  const input = { Bucket: bucket, Key: key, ...(typeof ifNoneMatch === 'string' ? { IfNoneMatch: ifNoneMatch } : {}) };
  let out;
  try {
    out = request.method === 'HEAD' ? await s3.send(new HeadObjectCommand(input)) : await s3.send(new GetObjectCommand(input));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304) return reply.code(304).header('cache-control', IMMUTABLE).send();
    if (status === 404 || status === 403) return sendNotFoundText(reply);
    throw err;
  }
  reply.headers({
    'content-type': out.ContentType ?? 'application/octet-stream',
    ...(out.ContentLength !== undefined ? { 'content-length': String(out.ContentLength) } : {}),
    ...(out.ETag ? { etag: out.ETag } : {}),
    ...(out.LastModified ? { 'last-modified': out.LastModified.toUTCString() } : {}),
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
  });
  const body = 'Body' in out ? out.Body : undefined;
  return reply.send(body instanceof Readable ? body : undefined);
}
