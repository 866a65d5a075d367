import { MESSAGES } from '../common/messages';
import { isOneOf } from '../common/is-one-of';

/** Upload limit: 10 MB (spec §5, §9). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Accepted image types (spec §5). image/jpg is not a registered type but browsers report it. */
const ALLOWED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

/** One of ALLOWED_IMAGE_MIME_TYPES. */
export type AllowedImageMimeType = (typeof ALLOWED_IMAGE_MIME_TYPES)[number];

/**
 * Whether `type` is an accepted image MIME type.
 * @example isAllowedImageType('image/png') // true
 */
function isAllowedImageType(type: string): type is AllowedImageMimeType {
  return isOneOf(ALLOWED_IMAGE_MIME_TYPES, type);
}

/**
 * Checks a chosen file before compression and upload (spec §5): type first, then size.
 * @returns the spec's message for the first failing rule, else null.
 * @example validateImageFile({ type: 'image/gif', size: 10 }) // 'Please select a valid image file (JPEG, PNG, WebP)'
 * @example validateImageFile({ type: 'image/png', size: 11 * 1024 * 1024 }) // 'Image too large. Please select an image smaller than 10MB.'
 */
export function validateImageFile(file: { type: string; size: number }): string | null {
  if (!isAllowedImageType(file.type)) return MESSAGES.invalidImageType;
  if (!(file.size <= MAX_IMAGE_BYTES)) return MESSAGES.imageTooLarge;
  return null;
}
