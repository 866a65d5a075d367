/** Browser-side compression settings applied before upload. */
export interface CompressionPreset {
  /** Target maximum size in MB. */
  maxSizeMB: number;
  /** Longest side in pixels. */
  maxWidthOrHeight: number;
  /** Initial encoder quality, 0..1. */
  quality: number;
}

/** What an image is for. */
export type CompressionKind = 'logo' | 'profile' | 'tournament' | 'team' | 'default';

/** Compression presets (spec §9): max MB / max side px / quality. */
const IMAGE_COMPRESSION_PRESETS: Readonly<Record<CompressionKind, Readonly<CompressionPreset>>> = {
  logo: { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 },
  profile: { maxSizeMB: 0.3, maxWidthOrHeight: 500, quality: 0.85 },
  tournament: { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 },
  team: { maxSizeMB: 0.3, maxWidthOrHeight: 400, quality: 0.85 },
  default: { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 },
};

/**
 * The preset for a kind; unknown kinds get the default preset.
 * @example compressionPresetFor('logo') // { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 }
 */
export function compressionPresetFor(kind: string): CompressionPreset {
  const preset = Object.entries(IMAGE_COMPRESSION_PRESETS).find(([name]) => name === kind)?.[1];
  return { ...(preset ?? IMAGE_COMPRESSION_PRESETS.default) };
}

/** How long upload messages stay (spec §8): tournament/team uploads clear errors after 3 s, success after 5 s. */
export const UPLOAD_ERROR_MESSAGE_MS = 3000;
export const UPLOAD_SUCCESS_MESSAGE_MS = 5000;
/** Team/admin logo and photo upload messages clear after 3 s (spec §8). */
export const LOGO_PHOTO_MESSAGE_MS = 3000;
