import type { CompressionPreset } from 'shared-domain';

/**
 * Where image bytes go, as a port like the storage port: the browser pipeline (a compression worker,
 * S3 through the gateway) by default; tests install an in-memory one (shared-data/testing), since
 * jsdom has neither a canvas nor a gateway.
 */
export interface ImageStore {
  /** Compresses with a spec §9 preset (the type of the file may be kept or changed); `onProgress` hears how far, 0 to 100. */
  compress(file: File, preset: CompressionPreset, onProgress?: (percent: number) => void): Promise<Blob>;
  /** Stores the bytes under the key, labelled with their content type; `onProgress` hears the bytes sent so far. */
  put(key: string, body: Uint8Array, contentType: string, onProgress?: (sentBytes: number) => void): Promise<void>;
}

/**
 * The compression library and the S3 client are imported on the first upload, as chunks of their own:
 * pages that upload nothing (every public page) never download them.
 */
const browserImageStore: ImageStore = {
  async compress(file, preset, onProgress) {
    const { compressImage } = await import(/* webpackChunkName: "image-compression" */ './compress-image');
    return compressImage(file, preset, onProgress);
  },
  async put(key, body, contentType, onProgress) {
    const { putObject } = await import(/* webpackChunkName: "s3-client" */ '../clients/s3-client');
    await putObject(key, body, contentType, onProgress);
  },
};

let active: ImageStore = browserImageStore;

/** Makes `store` the one image store uploads use. */
export function setImageStore(store: ImageStore): void {
  active = store;
}

export function imageStore(): ImageStore {
  return active;
}
