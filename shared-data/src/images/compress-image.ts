import imageCompression from 'browser-image-compression';
import type { CompressionPreset } from 'shared-domain';

/**
 * The library's worker runs `importScripts(libURL)`, and its default libURL is a CDN. Rspack emits
 * this file as an asset of our own build (`new URL(…, import.meta.url)`), so the worker loads it from
 * the page's origin and no request leaves it.
 */
function compressionWorkerLibUrl(): string {
  return new URL('browser-image-compression/dist/browser-image-compression.js', import.meta.url).href;
}

/**
 * Compresses an image in a web worker with a spec §9 preset; the type of the file is kept. `onProgress`
 * hears the library's own measure of how far it got, 0 to 100.
 */
export async function compressImage(file: File, preset: CompressionPreset, onProgress?: (percent: number) => void): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: preset.maxSizeMB,
    maxWidthOrHeight: preset.maxWidthOrHeight,
    initialQuality: preset.quality,
    useWebWorker: true,
    libURL: compressionWorkerLibUrl(),
    ...(onProgress ? { onProgress } : {}),
  });
}
