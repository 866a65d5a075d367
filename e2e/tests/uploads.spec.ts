import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { addPlayerThroughUi, seedTeamsByName, seedTournament } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real, decodable RGB PNG: a diagonal gradient of `size` × `size` pixels. */
function gradientPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([(x * 255) / size, (y * 255) / size, 160], row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The browser-image-compression script our build emits for its worker (content-hashed name). Its
 * default would be a CDN; the worker must fetch this file from our own origin instead.
 */
function compressionWorkerAsset(): string {
  const dist = path.join(import.meta.dirname, '../../mf-admin/dist');
  const name = fs.readdirSync(dist).find((file) => /^[0-9a-f]{16}\.js$/.test(file) && fs.readFileSync(path.join(dist, file), 'utf8').includes('.imageCompression='));
  if (!name) throw new Error('mf-admin/dist holds no bundled browser-image-compression worker script');
  return name;
}

/** Every request the context makes, so the test can tell whether any left the app's origin. */
function recordRequests(context: BrowserContext) {
  const requests: { url: string; method: string }[] = [];
  context.on('request', (request) => requests.push({ url: request.url(), method: request.method() }));
  return requests;
}
const leftOrigin = (requests: { url: string }[], origin: string) =>
  requests.map((r) => r.url).filter((url) => !url.startsWith('blob:') && !url.startsWith('data:') && new URL(url).origin !== origin);

test.describe('image uploads', () => {
  test('an organizer uploads a team logo: compressed in a worker from our origin, stored under /media/, shown on the public page', async ({ page, browser, organizer, baseURL }, testInfo) => {
    const origin = new URL(baseURL!).origin;
    const requests = recordRequests(page.context());
    const name = uniqueName('Logo FC', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await seedTeamsByName(baseURL!, organizer, [name]);
    await page.goto(`/teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A text file named .png (the browser even calls it image/png) is refused before anything is sent.
    const logoInput = page.getByLabel('Team logo', { exact: true });
    const putsBefore = requests.filter((r) => r.method === 'PUT').length;
    await logoInput.setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text, not a picture') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a valid image file (JPEG, PNG, WebP)' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Error uploading logo');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(putsBefore);

    await logoInput.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: gradientPng(600) });
    await expect(page.getByRole('status').filter({ hasText: 'Logo uploaded successfully!' })).toBeVisible();
    const preview = page.getByRole('img', { name: 'Current team logo' });
    await expect(preview).toHaveAttribute('src', new RegExp(`^${origin}/media/teams/${teamId}/logo-\\d+\\.png$`));
    const logoUrl = (await preview.getAttribute('src'))!;
    // The worker loaded the library from our build, not from the CDN that is its default.
    const worker = compressionWorkerAsset();
    expect(requests.some((r) => r.url === `${origin}/${worker}` || r.url.endsWith(`/${worker}`))).toBe(true);
    expect(requests.filter((r) => r.url.endsWith(`/${worker}`)).every((r) => new URL(r.url).origin === origin)).toBe(true);
    const put = requests.find((r) => r.method === 'PUT' && r.url.includes(`/aws/s3/`) && r.url.includes(`/teams/${teamId}/logo-`));
    expect(put).toBeDefined();

    // Stored: the media URL answers PNG bytes, compressed to the logo preset (at most 400 px).
    const media = await page.request.get(logoUrl);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/png');
    const bytes = await media.body();
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBeLessThanOrEqual(400);

    // Saved on the team: a visitor sees it on the public team page.
    const visitor = await browser.newContext();
    const visitorRequests = recordRequests(visitor);
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/teams/${teamId}`);
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const publicLogo = publicPage.getByRole('img', { name, exact: true });
    await expect(publicLogo).toHaveAttribute('src', logoUrl);
    await expect.poll(() => publicLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await visitor.close();

    expect(leftOrigin(requests, origin)).toEqual([]);
    expect(leftOrigin(visitorRequests, origin)).toEqual([]);
  });

  test('tournament logo and background, and a player photo: each stored under its own key and shown after a reload', async ({ page, browser, organizer, baseURL }, testInfo) => {
    const origin = new URL(baseURL!).origin;
    const requests = recordRequests(page.context());
    const home = uniqueName('Photo United', testInfo.workerIndex);
    const away = uniqueName('Photo City', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [home]: homeId, [away]: awayId } = await seedTeamsByName(baseURL!, organizer, [home, away]);
    await page.goto(`/teams/${homeId}`);
    const playerId = await addPlayerThroughUi(page, { firstName: 'Bukayo', lastName: 'Saka', number: '7' });

    await page.goto(`/players/${playerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bukayo Saka' })).toBeVisible();
    await page.getByLabel('Player photo', { exact: true }).setInputFiles({ name: 'saka.png', mimeType: 'image/png', buffer: gradientPng(64) });
    await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded successfully!' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current player photo' })).toHaveAttribute('src', new RegExp(`^${origin}/media/teams/${homeId}/players/${playerId}/photo-\\d+\\.png$`));
    const photoUrl = (await page.getByRole('img', { name: 'Current player photo' }).getAttribute('src'))!;

    const { tournamentId } = await seedTournament(baseURL!, organizer, { name: uniqueName('Image Cup', testInfo.workerIndex), teamIds: [homeId!, awayId!], visibility: 'public', matches: [] });
    await page.goto(`/tournaments/${tournamentId}`);
    // Each field's message is its input's accessible description, so the two are told apart.
    const logoInput = page.getByLabel('Tournament logo', { exact: true });
    const backgroundInput = page.getByLabel('Background image', { exact: true });
    await logoInput.setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: gradientPng(900) });
    await expect(logoInput).toHaveAccessibleDescription('Upload successful!');
    await backgroundInput.setInputFiles({ name: 'stadium.png', mimeType: 'image/png', buffer: gradientPng(1200) });
    await expect(backgroundInput).toHaveAccessibleDescription('Upload successful!');

    // Stored on the tournament: a reload reads both URLs back.
    await page.reload();
    const logo = page.getByRole('img', { name: 'Current tournament logo' });
    const background = page.getByRole('img', { name: 'Current background image' });
    await expect(logo).toHaveAttribute('src', new RegExp(`^${origin}/media/tournaments/${tournamentId}/logo-\\d+\\.png$`));
    await expect(background).toHaveAttribute('src', new RegExp(`^${origin}/media/tournaments/${tournamentId}/background-\\d+\\.png$`));
    // Compressed to their presets: logo at most 400 px, background at most 800 px.
    for (const [image, maxSide] of [[logo, 400], [background, 800]] as const) {
      const media = await page.request.get((await image.getAttribute('src'))!);
      expect(media.headers()['content-type']).toBe('image/png');
      expect((await media.body()).readUInt32BE(16)).toBeLessThanOrEqual(maxSide);
    }

    // The player's photo shows in the public squad.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/teams/${homeId}`);
    await expect(publicPage.getByRole('img', { name: 'Bukayo Saka', exact: true })).toHaveAttribute('src', photoUrl);
    await visitor.close();

    expect(leftOrigin(requests, origin)).toEqual([]);
  });
});
