import { createLazySdkStorage } from '../clients/lazy-sdk-storage';
import type { StoragePort } from './storage-port';

let active: StoragePort | null = null;

/** Makes `port` the one storage every repository and use case talks to (tests install the in-memory adapter). */
export function setActiveStorage(port: StoragePort): void {
  active = port;
}

/** The active storage: the SDK adapter unless another was installed; created on first use. */
export function storage(): StoragePort {
  active ??= createLazySdkStorage();
  return active;
}
