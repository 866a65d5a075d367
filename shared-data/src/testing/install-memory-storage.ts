import { configureData, hasRuntimeConfig } from '../config/runtime-config';
import { setActiveStorage } from '../storage/active-storage';
import { createMemoryStorage, type MemoryStorage } from '../storage/memory-storage';

/**
 * A fresh in-memory adapter becomes the active storage (call in beforeEach): repositories and use
 * cases then run for real against it. A runtime config is set if none is, so URL helpers work too.
 */
export function installMemoryStorage(): MemoryStorage {
  if (!hasRuntimeConfig()) configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'test-images', tablePrefix: 'test-' });
  const memory = createMemoryStorage();
  setActiveStorage(memory);
  return memory;
}
