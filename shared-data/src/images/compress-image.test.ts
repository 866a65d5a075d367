import { afterAll, describe, expect, it, vi } from 'vitest';
import { compressionPresetFor } from 'shared-domain';

const calls: { file: File; options: Record<string, unknown> }[] = [];
vi.mock('browser-image-compression', () => ({
  default: async (file: File, options: Record<string, unknown>) => {
    calls.push({ file, options });
    return file;
  },
}));
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => vi.doUnmock('browser-image-compression'));

const { compressImage } = await import('./compress-image');

describe('compressImage (spec §9 presets, worker script from our own build)', () => {
  it('passes the preset and a libURL of our own bundle, never the CDN default', async () => {
    const file = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    await compressImage(file, compressionPresetFor('profile'));
    expect(calls[0]?.options).toEqual({
      maxSizeMB: 0.3,
      maxWidthOrHeight: 500,
      initialQuality: 0.85,
      useWebWorker: true,
      libURL: expect.stringMatching(/browser-image-compression\.js$/),
    });
    expect(calls[0]?.options.libURL).not.toMatch(/jsdelivr|unpkg|cdn/);
  });

  it("passes a progress listener on to the library's onProgress", async () => {
    const file = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    const heard: number[] = [];
    await compressImage(file, compressionPresetFor('logo'), (percent) => heard.push(percent));
    const onProgress = calls.at(-1)?.options.onProgress as (percent: number) => void;
    onProgress(30);
    expect(heard).toEqual([30]);
  });
});
