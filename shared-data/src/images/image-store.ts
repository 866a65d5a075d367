import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { CompressionPreset } from 'shared-domain';
import { s3Client } from '../clients/aws-clients';
import { getRuntimeConfig } from '../config/runtime-config';
import { compressImage } from './compress-image';

/**
 * Where image bytes go, as a port like the storage port: the browser pipeline (a compression worker,
 * S3 through the gateway) by default; tests install an in-memory one (shared-data/testing), since
 * jsdom has neither a canvas nor a gateway.
 */
export interface ImageStore {
  /** Compresses with a spec §9 preset (the type of the file may be kept or changed). */
  compress(file: File, preset: CompressionPreset): Promise<Blob>;
  /** Stores the bytes under the key, labelled with their content type. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

const browserImageStore: ImageStore = {
  compress: compressImage,
  async put(key, body, contentType) {
    await s3Client().send(new PutObjectCommand({ Bucket: getRuntimeConfig().bucket, Key: key, Body: body, ContentType: contentType }));
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
