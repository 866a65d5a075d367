import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage';
import type { StoragePort } from '../storage/storage-port';
import { createLazySdkStorage, preloadDataClient } from './lazy-sdk-storage';

// Stands in for the SDK adapter module; records when the module is evaluated, i.e. when import() ran.
const sdkModule = vi.hoisted(() => ({ evaluated: 0, created: 0, port: null as StoragePort | null }));
vi.mock('../storage/sdk-storage', () => {
  sdkModule.evaluated += 1;
  return {
    createSdkStorage: () => {
      sdkModule.created += 1;
      return sdkModule.port;
    },
  };
});
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => vi.doUnmock('../storage/sdk-storage'));

describe('createLazySdkStorage and preloadDataClient', () => {
  it('import the SDK adapter module only when preloaded or first used, once, creating the adapter on first use', async () => {
    sdkModule.port = createMemoryStorage();
    const port = createLazySdkStorage();
    expect(sdkModule.evaluated).toBe(0);

    preloadDataClient();
    await vi.waitFor(() => expect(sdkModule.evaluated).toBe(1));
    expect(sdkModule.created).toBe(0);

    await expect(port.scan('organizers')).resolves.toEqual([]);
    await port.count('organizers');
    expect(sdkModule).toMatchObject({ evaluated: 1, created: 1 });
  });
});
