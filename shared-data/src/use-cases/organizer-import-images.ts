import { imageExtensionFor, imageTypeFromSignature, MAX_IMAGE_BYTES } from 'shared-domain';
import { importedImageKey, type PlannedImage } from 'shared-domain/organizer-export';
import { gatewayUrl } from '../config/runtime-config';
import { imageStore } from '../images/image-store';
import type { ImageReader } from './organizer-export';

/** An image uploaded for an imported item: whose field it fills and its stored address. */
export interface UploadedImage {
  target: PlannedImage['target'];
  url: string;
}

/**
 * Uploads one image of an import under the imported item's key (importedImageKey: the same key on a
 * re-run), as uploadImage stores an upload, but with the file's bytes as they are: they were compressed
 * when first uploaded, so the imported pages show the very same image. The bytes come from the zip, or
 * else from the image's stored address. Null when they cannot be read or are no JPEG, PNG or WebP image
 * of at most 10 MB: the item is then imported without it. A failed upload rejects.
 */
export async function uploadImportedImage(image: PlannedImage, zipped: ReadonlyMap<string, Uint8Array>, readImage: ImageReader): Promise<UploadedImage | null> {
  const bytes = zipped.get(image.sourceKey) ?? (await readImage(image.sourceUrl));
  const type = bytes && bytes.byteLength <= MAX_IMAGE_BYTES ? imageTypeFromSignature(bytes) : null;
  const ext = type && imageExtensionFor(type);
  if (!bytes || !type || !ext) return null;
  const key = importedImageKey(image, ext);
  await imageStore().put(key, bytes, type);
  return { target: image.target, url: gatewayUrl(`/media/${key}`) };
}
