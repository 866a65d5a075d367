import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, validateImageFile } from './image-upload';
import { MESSAGES } from '../common/messages';

describe('validateImageFile (spec §5: JPEG/PNG/WebP up to 10MB)', () => {
  it.each([
    { file: { type: 'image/jpeg', size: 1000 }, expected: null },
    { file: { type: 'image/jpg', size: 1000 }, expected: null },
    { file: { type: 'image/png', size: MAX_IMAGE_BYTES }, expected: null },
    { file: { type: 'image/webp', size: 0 }, expected: null },
    { file: { type: 'image/gif', size: 1000 }, expected: MESSAGES.invalidImageType },
    { file: { type: 'image/svg+xml', size: 1000 }, expected: MESSAGES.invalidImageType },
    { file: { type: '', size: 1000 }, expected: MESSAGES.invalidImageType },
    { file: { type: 'IMAGE/PNG', size: 1000 }, expected: MESSAGES.invalidImageType },
    { file: { type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, expected: MESSAGES.imageTooLarge },
    { file: { type: 'image/png', size: Number.NaN }, expected: MESSAGES.imageTooLarge },
    { file: { type: 'image/gif', size: MAX_IMAGE_BYTES + 1 }, expected: MESSAGES.invalidImageType },
  ])('$file.type of $file.size bytes → $expected', ({ file, expected }) => {
    expect(validateImageFile(file)).toBe(expected);
  });

  it('uses the spec texts', () => {
    expect(MESSAGES.invalidImageType).toBe('Please select a valid image file (JPEG, PNG, WebP)');
    expect(MESSAGES.imageTooLarge).toBe('Image too large. Please select an image smaller than 10MB.');
  });
});

describe('image constants (spec §9)', () => {
  it('limits uploads to 10 MB', () => expect(MAX_IMAGE_BYTES).toBe(10485760));
  it('refuses other image types such as bmp', () => expect(validateImageFile({ type: 'image/bmp', size: 1 })).toBe(MESSAGES.invalidImageType));
});
