// @vitest-environment node
// The gateway's typings of its embedded stores, which its own tsconfig includes and ours does not.
/// <reference path="../../../gateway/src/embedded/vendor-types.d.ts" />
// The S3 client that uploads load on demand, against the real gateway and embedded store: an organizer's
// PUT of its team's logo is signed, checked and stored, and served back under /media/.
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

const PASSWORD = 's3-client-suite-password';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** A 1×1 PNG: the gateway checks uploads by their content. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
let gateway: RunningGateway;
let root: string;

async function post<T>(route: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${gateway.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route} failed: ${answer.status}`);
  return (await answer.json()) as T;
}

type Login = { token: string; user: PublicUser; credentials: SessionCredentials };

function signIn({ token, user, credentials }: Login): void {
  setSession({ status: 'signed-in', user, token });
  setIssuedCredentials(credentials);
}

let organizer: Login;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 's3-client-'));
  gateway = await startGateway({ port: 0, dataDir: path.join(root, 'data'), appsDir: root, superAdminPassword: PASSWORD, logger: silent });
  const { region, bucket, tablePrefix } = gateway.config;
  configureData({ gatewayUrl: gateway.url, region, bucket, tablePrefix });
  const admin = await post<Login>('/auth/login', { identifier: 'superadmin', password: PASSWORD });
  signIn(admin);
  // Another organizer's team, which the organizer below may not decorate.
  await createSdkStorage().create('teams', { id: 'team_1_other', name: 'Elsewhere FC', organizerId: 'org_other', colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });
  const email = 'riverside@example.test';
  await post('/admin/organizers', { name: 'Riverside League', email, password: PASSWORD }, admin.token);
  organizer = await post<Login>('/auth/login', { identifier: email, password: PASSWORD });
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('putObject', () => {
  it("stores an organizer's team logo through the gateway, served back under /media/", async () => {
    signIn(organizer);
    const organizerId = organizer.user.organizerId!;
    await createSdkStorage().create('teams', { id: 'team_1_s3', name: 'Riverside FC', organizerId, colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });

    await putObject('teams/team_1_s3/logo-1.png', PNG, 'image/png');
    const served = await fetch(`${gateway.url}/media/teams/team_1_s3/logo-1.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("rejects when the gateway refuses the upload (another organizer's team)", async () => {
    signIn(organizer);
    await expect(putObject('teams/team_1_other/logo-1.png', PNG, 'image/png')).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect((await fetch(`${gateway.url}/media/teams/team_1_other/logo-1.png`)).status).toBe(404);
  });
});
