import { compressionPresetFor } from 'shared-domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { imageStore } from './image-store';

// The browser image store's two heavy parts, recording when their modules are evaluated (import() ran).
const loaded = vi.hoisted(() => ({ modules: [] as string[], puts: [] as unknown[][], compressed: [] as unknown[][] }));
vi.mock('../clients/s3-client', () => {
  loaded.modules.push('s3-client');
  return { putObject: async (...args: unknown[]) => void loaded.puts.push(args) };
});
vi.mock('./compress-image', () => {
  loaded.modules.push('compress-image');
  return { compressImage: async (...args: unknown[]) => (loaded.compressed.push(args), args[0]) };
});
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => { vi.doUnmock('../clients/s3-client'); vi.doUnmock('./compress-image'); });

describe('the browser image store', () => {
  it('imports the compression library and the S3 client on the first upload, not before, and hands them the progress listeners', async () => {
    const store = imageStore();
    expect(loaded.modules).toEqual([]);

    const file = new File([new Uint8Array([1, 2])], 'logo.png', { type: 'image/png' });
    const preset = compressionPresetFor('logo');
    const compressing = () => undefined;
    await expect(store.compress(file, preset, compressing)).resolves.toBe(file);
    expect(loaded.modules).toEqual(['compress-image']);
    expect(loaded.compressed).toEqual([[file, preset, compressing]]);

    const bytes = new Uint8Array([9]);
    const sending = () => undefined;
    await store.put('teams/t/logo-1.png', bytes, 'image/png', sending);
    expect(loaded.modules).toEqual(['compress-image', 's3-client']);
    expect(loaded.puts).toEqual([['teams/t/logo-1.png', bytes, 'image/png', sending]]);
  });
});
