import { imageTypeFromSignature } from 'shared-domain';

export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The image type of `bytes` judged by its signature (magic bytes), ignoring whatever type the client
 * declared: a declared type is just a claim, and stored objects are later served to every visitor.
 * The rule is shared-domain's imageTypeFromSignature, the same one the browser checks before uploading.
 * @example sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  return imageTypeFromSignature(bytes);
}
