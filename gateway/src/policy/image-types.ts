export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The image type of `bytes` judged by its signature (magic bytes), ignoring whatever type the client
 * declared: a declared type is just a claim, and stored objects are later served to every visitor.
 * @example sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
