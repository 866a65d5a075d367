import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { LRUCache } from 'lru-cache';
import { imageTypeFromSignature } from 'shared-domain';
import { MEDIA_PREFIX } from '../http/media';
import { isValidImageKey } from '../policy/object-keys';

/** A crest larger than this is drawn as initials: uploads are compressed to 0.2–0.5 MB (spec §9), and the card shows it at 200 px at most. */
const MAX_IMAGE_BYTES = 1024 * 1024;
/** Crests kept as data: URIs: keys carry a timestamp, so one never changes; ~100 teams' crests. */
const CACHE_BYTES = 16 * 1024 * 1024;
/** Types the renderer draws (resvg draws no WebP): any other upload is drawn as initials. */
const DRAWN_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/** Stored for an image that cannot be drawn, so it is not read again. */
const NONE = '';

/**
 * The bucket key of an uploaded image's stored URL (`/media/<key>`, or absolute as the upload stores it),
 * or null for any other address: an https logo elsewhere is never fetched by the server (its initials show).
 */
function uploadedKey(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://gateway').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(MEDIA_PREFIX.length));
  } catch {
    return null;
  }
  return isValidImageKey(key) ? key : null;
}

/**
 * The teams' and players' uploaded images as data: URIs for the cards, read with the gateway's own S3
 * client from its bucket. Missing, too large, unreadable or not PNG/JPEG (judged by its bytes) reads as
 * null: the card draws the initials badge.
 */
export class CrestImages {
  private readonly cache = new LRUCache<string, string>({ maxSize: CACHE_BYTES, sizeCalculation: (uri) => Math.max(1, uri.length) });

  constructor(
    private readonly s3: Pick<S3Client, 'send'>,
    private readonly bucket: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Each URL of `urls` that can be drawn, to its data: URI. */
  async read(urls: readonly string[]): Promise<Map<string, string>> {
    const read = await Promise.all(urls.map(async (url) => [url, await this.dataUri(url)] as const));
    return new Map(read.filter((entry): entry is readonly [string, string] => entry[1] !== null));
  }

  private async dataUri(url: string): Promise<string | null> {
    const key = uploadedKey(url);
    if (key === null) return null;
    const known = this.cache.get(key);
    if (known !== undefined) return known === NONE ? null : known;
    const uri = await this.load(key);
    // A failed read is not kept (the next card tries again); a missing or unusable image is.
    if (uri !== undefined) this.cache.set(key, uri ?? NONE);
    return uri ?? null;
  }

  /** @returns the data: URI, null for an image that cannot be drawn, undefined when the read failed */
  private async load(key: string): Promise<string | null | undefined> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body || (out.ContentLength ?? 0) > MAX_IMAGE_BYTES) return null;
      const bytes = await out.Body.transformToByteArray();
      const type = imageTypeFromSignature(bytes);
      return type && DRAWN_TYPES.has(type) && bytes.length <= MAX_IMAGE_BYTES ? `data:${type};base64,${Buffer.from(bytes).toString('base64')}` : null;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403) return null;
      this.onError(err);
      return undefined;
    }
  }
}
