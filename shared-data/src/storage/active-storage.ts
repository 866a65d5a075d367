import { createSdkStorage } from './sdk-storage';
import type { StoragePort } from './storage-port';

let active: StoragePort | null = null;

/** Makes `port` the one storage every repository and use case talks to (tests install the in-memory adapter). */
export function setActiveStorage(port: StoragePort): void {
  active = port;
}

/**
 * The same as setActiveStorage, under the name the brief gave it. Not a React hook despite the `use`
 * prefix; prefer setActiveStorage where the react-hooks lint rule would object.
 */
export const useStorage = setActiveStorage;

/** The active storage: the SDK adapter unless another was installed; created on first use. */
export function storage(): StoragePort {
  active ??= createSdkStorage();
  return active;
}
