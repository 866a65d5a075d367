import type { AllowedImageMimeType } from './image-upload';

/** How many leading bytes imageTypeFromSignature needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * The image type of a file judged by its first bytes (magic numbers), whatever its name or declared type
 * says: a text file renamed to .png is reported as image/png by the browser but is not an image. The
 * gateway applies the same rule to every upload; checking it in the browser refuses such a file before
 * anything is sent.
 * @example imageTypeFromSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 * @example imageTypeFromSignature(new Uint8Array([0x68, 0x69])) // null (the text "hi")
 */
export function imageTypeFromSignature(bytes: Uint8Array): Exclude<AllowedImageMimeType, 'image/jpg'> | null {
  const starts = (signature: readonly number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
