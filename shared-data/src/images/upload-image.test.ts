import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { installMemoryStorage } from '../testing';
import { setImageStore, type ImageStore } from './image-store';
import { checkImageFile, uploadImage, type UploadProgress } from './upload-image';

// The image store records what would be compressed and stored; compression marks its output.
const puts: { Key: string; ContentType: string; Body: Uint8Array }[] = [];
const compressCalls: { file: File; preset: unknown }[] = [];
let putFails: Error | null = null;
const recordingStore: ImageStore = {
  async compress(file, preset, onProgress) {
    compressCalls.push({ file, preset });
    onProgress?.(55);
    onProgress?.(100);
    // What the library returns: re-encoded bytes of the same type (here the input's own bytes, marked).
    return new File([await file.arrayBuffer(), new Uint8Array([7, 7])], file.name, { type: file.type });
  },
  async put(Key, Body, ContentType, onProgress) {
    if (putFails) throw putFails;
    onProgress?.(2);
    onProgress?.(Body.byteLength);
    puts.push({ Key, Body, ContentType });
  },
};

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
SIGNATURES['image/jpg'] = SIGNATURES['image/jpeg']!;
const png = (size = 0, type = 'image/png', name = 'logo.png', bytes = SIGNATURES[type] ?? [1, 2, 3]) => {
  const file = new File([new Uint8Array(bytes)], name, { type });
  // Only the size is read of a large file before it is refused; no need for 10 MB of bytes.
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  configureData({ gatewayUrl: 'https://gw.example', region: 'us-east-1', bucket: 'images-bucket', tablePrefix: 'ft-' });
  puts.length = 0;
  compressCalls.length = 0;
  putFails = null;
  setImageStore(recordingStore);
});

describe('uploadImage (spec §5 validation, §7 keys, §9 presets)', () => {
  it.each([
    ['image/gif', 10, MESSAGES.invalidImageType],
    ['text/plain', 10, MESSAGES.invalidImageType],
    ['', 10, MESSAGES.invalidImageType],
    ['image/png', 10 * 1024 * 1024 + 1, MESSAGES.imageTooLarge],
  ])('refuses %s of %i bytes with the spec text, before compressing or uploading', async (type, size, message) => {
    const attempt = uploadImage({ kind: 'team-logo', teamId: 't' }, png(size, type));
    await expect(attempt).rejects.toMatchObject({ name: 'ImageValidationError', message });
    expect(compressCalls).toHaveLength(0);
    expect(puts).toHaveLength(0);
  });

  it('accepts exactly 10 MB', async () => {
    await expect(uploadImage({ kind: 'team-logo', teamId: 't' }, png(10 * 1024 * 1024))).resolves.toMatch(/\/media\//);
  });

  it('refuses a text file named .png and declared image/png by its content, before compressing or uploading', async () => {
    const fake = png(0, 'image/png', 'fake.png', Array.from('just some text', (c) => c.charCodeAt(0)));
    await expect(checkImageFile(fake)).resolves.toBe(MESSAGES.invalidImageType);
    await expect(uploadImage({ kind: 'team-logo', teamId: 't' }, fake)).rejects.toThrow(MESSAGES.invalidImageType);
    expect(compressCalls).toHaveLength(0);
    expect(puts).toHaveLength(0);
  });

  it('checkImageFile accepts a real image and gives the spec texts for the others', async () => {
    await expect(checkImageFile(png())).resolves.toBeNull();
    await expect(checkImageFile(png(0, 'image/gif', 'a.gif'))).resolves.toBe(MESSAGES.invalidImageType);
    await expect(checkImageFile(png(11 * 1024 * 1024))).resolves.toBe(MESSAGES.imageTooLarge);
  });

  it('labels the upload by the bytes sent, not by the declared type', async () => {
    const jpegNamedPng = png(0, 'image/png', 'x.png', SIGNATURES['image/jpeg']);
    await uploadImage({ kind: 'team-logo', teamId: 't' }, jpegNamedPng, { now: () => 1 });
    expect(puts[0]).toMatchObject({ Key: 'teams/t/logo-1.jpg', ContentType: 'image/jpeg' });
  });

  it.each([
    [{ kind: 'team-logo', teamId: 'team_1_a' }, 'image/png', 'teams/team_1_a/logo-1700000000000.png', { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 }],
    [{ kind: 'team-photo', teamId: 'team_1_a' }, 'image/jpeg', 'teams/team_1_a/photo-1700000000000.jpg', { maxSizeMB: 0.3, maxWidthOrHeight: 400, quality: 0.85 }],
    [{ kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_1_x' }, 'image/webp', 'teams/team_1_a/players/player_1_x/photo-1700000000000.webp', { maxSizeMB: 0.3, maxWidthOrHeight: 500, quality: 0.85 }],
    [{ kind: 'tournament-logo', tournamentId: 'tournament_1_t' }, 'image/jpg', 'tournaments/tournament_1_t/logo-1700000000000.jpg', { maxSizeMB: 0.2, maxWidthOrHeight: 400, quality: 0.9 }],
    [{ kind: 'tournament-background', tournamentId: 'tournament_1_t' }, 'image/png', 'tournaments/tournament_1_t/background-1700000000000.png', { maxSizeMB: 0.5, maxWidthOrHeight: 800, quality: 0.8 }],
  ] as const)('%o as %s: PUTs the compressed bytes under %s', async (target, type, key, preset) => {
    const url = await uploadImage(target, png(0, type), { now: () => 1700000000000 });
    expect(compressCalls[0]?.preset).toEqual(preset);
    expect(puts).toHaveLength(1);
    const put = puts[0]!;
    expect(put).toMatchObject({ Key: key, ContentType: type === 'image/jpg' ? 'image/jpeg' : type });
    // Bytes, not a Blob: a Blob body may be signed UNSIGNED-PAYLOAD, which the gateway refuses.
    expect(put.Body).toBeInstanceOf(Uint8Array);
    expect(Array.from(put.Body as Uint8Array)).toEqual([...SIGNATURES[type]!, 7, 7]);
    expect(url).toBe(`https://gw.example/media/${key}`);
  });

  it('resolves the media URL against the page origin when the gateway is same-origin', async () => {
    configureData({ gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'ft-' });
    const url = await uploadImage({ kind: 'team-logo', teamId: 't' }, png(), { now: () => 5 });
    expect(url).toBe(`${location.origin}/media/teams/t/logo-5.png`);
  });

  it('reports the compression in percent, then the bytes of the compressed image sent, from 0', async () => {
    const heard: UploadProgress[] = [];
    await uploadImage({ kind: 'team-logo', teamId: 't' }, png(), { onProgress: (p) => heard.push(p) });
    // The compressed bytes: the PNG signature and the store's two marker bytes.
    const total = SIGNATURES['image/png']!.length + 2;
    expect(heard).toEqual([
      { stage: 'compressing', percent: 55 },
      { stage: 'compressing', percent: 100 },
      { stage: 'sending', sentBytes: 0, totalBytes: total },
      { stage: 'sending', sentBytes: 2, totalBytes: total },
      { stage: 'sending', sentBytes: total, totalBytes: total },
    ]);
  });

  it('reports nothing for a refused file', async () => {
    const heard: UploadProgress[] = [];
    await expect(uploadImage({ kind: 'team-logo', teamId: 't' }, png(0, 'image/gif'), { onProgress: (p) => heard.push(p) })).rejects.toThrow();
    expect(heard).toEqual([]);
  });

  it('lets a failed PUT reject (nothing is saved)', async () => {
    putFails = new Error('AccessDenied');
    await expect(uploadImage({ kind: 'team-logo', teamId: 't' }, png())).rejects.toThrow('AccessDenied');
    expect(puts).toHaveLength(0);
  });
});

describe('the in-memory image store of shared-data/testing', () => {
  it('stores the file uncompressed under its key and can refuse uploads', async () => {
    const memory = installMemoryStorage();
    const url = await uploadImage({ kind: 'team-logo', teamId: 'team_1_a' }, png(), { now: () => 7 });
    expect(url).toBe('https://gw.example/media/teams/team_1_a/logo-7.png');
    expect(memory.images.uploads).toEqual([{ key: 'teams/team_1_a/logo-7.png', contentType: 'image/png', bytes: new Uint8Array(SIGNATURES['image/png']!) }]);
    memory.images.failUploads();
    await expect(uploadImage({ kind: 'team-logo', teamId: 'team_1_a' }, png())).rejects.toThrow('offline');
    expect(memory.images.uploads).toHaveLength(1);
  });
});

describe('pausing the in-memory image store', () => {
  it('holds uploads until released, then stores them; stopFailing lets them through again', async () => {
    const memory = installMemoryStorage();
    memory.images.failUploads(new Error('denied'));
    memory.images.stopFailing();
    const release = memory.images.pauseUploads();
    let done = false;
    const upload = uploadImage({ kind: 'team-photo', teamId: 't' }, png(0, 'image/jpeg', 'p.jpg'), { now: () => 1 }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(memory.images.uploads).toEqual([]);
    release();
    await upload;
    expect(memory.images.uploads.map((u) => u.key)).toEqual(['teams/t/photo-1.jpg']);
  });
});
