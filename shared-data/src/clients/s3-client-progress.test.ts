// The gateway's typings of its embedded stores, which its own tsconfig includes and ours does not.
/// <reference path="../../../gateway/src/embedded/vendor-types.d.ts" />
// The S3 client as a browser runs it (this file runs in jsdom, which has XMLHttpRequest): uploads go through
// XMLHttpRequest to the real gateway, signed as before, and each upload hears its own bytes sent.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from 'gateway';
import type { PublicUser, SessionCredentials } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setIssuedCredentials, setSession } from '../auth/session-store';
import { configureData } from '../config/runtime-config';
import { createSdkStorage } from '../storage/sdk-storage';
import { putObject } from './s3-client';

const PASSWORD = 's3-progress-suite-password';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** A 1×1 PNG: the gateway checks uploads by their content. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
let gateway: RunningGateway;
let root: string;

type Login = { token: string; user: PublicUser; credentials: SessionCredentials };

async function post<T>(route: string, body: unknown): Promise<T> {
  const answer = await fetch(`${gateway.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${route} failed: ${answer.status}`);
  return (await answer.json()) as T;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 's3-progress-'));
  // The test page's origin calls the gateway across origins, as the apps of ALLOWED_ORIGINS do.
  gateway = await startGateway({ port: 0, dataDir: path.join(root, 'data'), appsDir: root, superAdminPassword: PASSWORD, logger: silent, allowedOrigins: [location.origin] });
  const { region, bucket, tablePrefix } = gateway.config;
  configureData({ gatewayUrl: gateway.url, region, bucket, tablePrefix });
  const admin = await post<Login>('/auth/login', { identifier: 'superadmin', password: PASSWORD });
  setSession({ status: 'signed-in', user: admin.user, token: admin.token });
  setIssuedCredentials(admin.credentials);
  await createSdkStorage().create('teams', { id: 'team_1_xhr', name: 'Upload FC', organizerId: 'org_x', colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('putObject through XMLHttpRequest', () => {
  it('stores the bytes and reports this upload’s bytes sent, up to all of them; another upload at the same time hears only its own', async () => {
    const logo: number[] = [];
    const photo: number[] = [];
    const photoBytes = new Uint8Array([...PNG, ...new Uint8Array(100)]);
    await Promise.all([
      putObject('teams/team_1_xhr/logo-1.png', PNG, 'image/png', (sent) => logo.push(sent)),
      putObject('teams/team_1_xhr/photo-1.png', photoBytes, 'image/png', (sent) => photo.push(sent)),
    ]);
    expect(logo.at(-1)).toBe(PNG.byteLength);
    expect(Math.max(...logo)).toBe(PNG.byteLength);
    expect(photo.at(-1)).toBe(photoBytes.byteLength);

    const served = await fetch(`${gateway.url}/media/teams/team_1_xhr/logo-1.png`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('rejects a refused upload as before (the S3 error by name)', async () => {
    await expect(putObject('not-an-image-folder/x.png', PNG, 'image/png', () => undefined)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});
