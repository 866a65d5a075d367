import { describe, expect, it } from 'vitest';
import { LOGO_PHOTO_MESSAGE_MS, UPLOAD_ERROR_MESSAGE_MS, UPLOAD_SUCCESS_MESSAGE_MS, compressionPresetFor } from './image-compression';

describe('compression presets (spec §9: max MB / max side px / quality)', () => {
  it.each([
    { kind: 'logo', expected: { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 } },
    { kind: 'profile', expected: { maxSizeMB: 0.3, maxWidthOrHeight: 500, quality: 0.85 } },
    { kind: 'tournament', expected: { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 } },
    { kind: 'team', expected: { maxSizeMB: 0.3, maxWidthOrHeight: 400, quality: 0.85 } },
    { kind: 'default', expected: { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 } },
    { kind: 'banner', expected: { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 } },
  ])('$kind → $expected', ({ kind, expected }) => {
    expect(compressionPresetFor(kind)).toEqual(expected);
  });

  it('returns a copy callers may change', () => {
    const preset = compressionPresetFor('logo');
    preset.quality = 0;
    expect(compressionPresetFor('logo').quality).toBe(0.9);
  });

  it('clears upload messages after 3 s (errors) or 5 s (success), logo/photo after 3 s (spec §8)', () => {
    expect([UPLOAD_ERROR_MESSAGE_MS, UPLOAD_SUCCESS_MESSAGE_MS, LOGO_PHOTO_MESSAGE_MS]).toEqual([3000, 5000, 3000]);
  });
});
