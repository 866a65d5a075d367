import {
  compressionPresetFor,
  IMAGE_SIGNATURE_BYTES,
  MESSAGES,
  imageExtensionFor,
  imageObjectKey,
  imageTypeFromSignature,
  validateImageFile,
  type CompressionKind,
  type ImageTarget,
} from 'shared-domain';
import { gatewayUrl } from '../config/runtime-config';
import { imageStore } from './image-store';

/**
 * How far an upload got: the browser compressing the image (the library's percentage), then the bytes of
 * the compressed image sent to the store.
 */
export type UploadProgress = { stage: 'compressing'; percent: number } | { stage: 'sending'; sentBytes: number; totalBytes: number };

/** A chosen file refused before any upload (spec §5); the message is the spec's text. */
class ImageValidationError extends Error {
  override name = 'ImageValidationError';
}

/** Which spec §9 compression preset each image uses. */
const PRESET_BY_TARGET: Readonly<Record<ImageTarget['kind'], CompressionKind>> = {
  'team-logo': 'logo',
  'team-photo': 'team',
  'player-photo': 'profile',
  'tournament-logo': 'logo',
  'tournament-background': 'tournament',
};

/** Public URL of a stored image: the gateway serves the bucket under /media/. */
function imagePublicUrl(key: string): string {
  return gatewayUrl(`/media/${key}`);
}

/**
 * The spec §5 checks (declared type, size), then the content: a file whose first bytes are not a
 * JPEG, PNG or WebP is refused with the invalid-type text even if its name and type say image (the
 * gateway would refuse it too, after the upload). Returns the refusal text, or null. Sends nothing.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  const refusal = validateImageFile(file);
  if (refusal) return refusal;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeFromSignature(head) ? null : MESSAGES.invalidImageType;
}

interface UploadOptions {
  /** Hears the compression's progress, then the bytes sent (from "0 of" as the sending starts). */
  onProgress?: (progress: UploadProgress) => void;
  now?: () => number;
}

/**
 * Checks, compresses (spec §9) and PUTs an image under its spec §7 key; returns its public URL.
 * The body is bytes, not the File: a Blob body can make the SDK sign UNSIGNED-PAYLOAD, which the
 * gateway refuses. The content type and extension follow the bytes actually sent (the library may
 * return the original file when it is already small enough).
 */
export async function uploadImage(target: ImageTarget, file: File, { onProgress, now = Date.now }: UploadOptions = {}): Promise<string> {
  const refusal = await checkImageFile(file);
  if (refusal) throw new ImageValidationError(refusal);
  const preset = compressionPresetFor(PRESET_BY_TARGET[target.kind]);
  const compressed = await imageStore().compress(file, preset, onProgress && ((percent) => onProgress({ stage: 'compressing', percent })));
  const body = new Uint8Array(await compressed.arrayBuffer());
  const contentType = imageTypeFromSignature(body);
  const ext = contentType && imageExtensionFor(contentType);
  if (!contentType || !ext) throw new Error('Compression did not produce a JPEG, PNG or WebP image');
  const key = imageObjectKey(target, now(), ext);
  const sent = (sentBytes: number) => onProgress?.({ stage: 'sending', sentBytes: Math.min(sentBytes, body.byteLength), totalBytes: body.byteLength });
  sent(0);
  await imageStore().put(key, body, contentType, sent);
  return imagePublicUrl(key);
}
