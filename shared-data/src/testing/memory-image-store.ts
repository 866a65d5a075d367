import type { ImageStore } from '../images/image-store';

interface StoredImage {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An in-memory image store for tests: no compression (the file is kept as it is), uploads recorded. */
export interface MemoryImages extends ImageStore {
  /** Every stored image, in upload order. */
  readonly uploads: StoredImage[];
  /** Uploads reject with `error` (default Error('offline')) until stopFailing(). */
  failUploads(error?: Error): void;
  stopFailing(): void;
  /** Uploads wait until the returned release() is called (to observe an upload under way). */
  pauseUploads(): () => void;
}

export function createMemoryImages(): MemoryImages {
  const uploads: StoredImage[] = [];
  let failure: Error | null = null;
  let paused: Promise<void> | null = null;
  return {
    uploads,
    compress: async (file) => file,
    async put(key, body, contentType) {
      await Promise.resolve();
      if (paused) await paused;
      if (failure) throw failure;
      uploads.push({ key, contentType, bytes: body.slice() });
    },
    failUploads(error = new Error('offline')) {
      failure = error;
    },
    stopFailing() {
      failure = null;
    },
    pauseUploads() {
      let release!: () => void;
      paused = new Promise<void>((resolve) => (release = resolve));
      return () => {
        paused = null;
        release();
      };
    },
  };
}
