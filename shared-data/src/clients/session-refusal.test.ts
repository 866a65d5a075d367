// @vitest-environment node
// The gateway's typings of its embedded stores, which its own tsconfig includes and ours does not.
/// <reference path="../../../gateway/src/embedded/vendor-types.d.ts" />
// A session revoked by a password reset, met by the data API (DynamoDB and S3 through the real gateway):
// the page is signed out at once, remembering who it was; a refusal that is not about the session
// (another organizer's item) and a session that still lives leave the page signed in.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from 'gateway';
import type { PublicUser, SessionCredentials } from 'shared-domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, setIssuedCredentials, setSession } from '../auth/session-store';
import { configureData } from '../config/runtime-config';
import { setCurrentOrganizerId } from '../organizer/current-organizer';
import { createSdkStorage } from '../storage/sdk-storage';
import { putObject } from './s3-client';

const PASSWORD = 'session-refusal-suite-password';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const EMAIL = 'harbour@example.test';
let gateway: RunningGateway;
let root: string;
let admin: Login;

type Login = { token: string; user: PublicUser; credentials: SessionCredentials };

async function post<T>(route: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${gateway.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route} failed: ${answer.status}`);
  const text = await answer.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The organizer signs in afresh (the password set before) and this page holds that session. */
async function organizerOnThisPage(): Promise<Login> {
  const login = await post<Login>('/auth/login', { identifier: EMAIL, password: PASSWORD });
  setSession({ status: 'signed-in', user: login.user, token: login.token });
  setIssuedCredentials(login.credentials);
  setCurrentOrganizerId(login.user.organizerId ?? null);
  return login;
}

/** The super admin resets the organizer's password (to the same text): every session of it ends. */
const revokeBypasswordReset = () => post('/admin/organizers/reset-password', { email: EMAIL, password: PASSWORD }, admin.token);

const team = (id: string, organizerId: string) => ({ id, name: id, organizerId, colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'session-refusal-'));
  gateway = await startGateway({ port: 0, dataDir: path.join(root, 'data'), appsDir: root, superAdminPassword: PASSWORD, logger: silent });
  const { region, bucket, tablePrefix } = gateway.config;
  configureData({ gatewayUrl: gateway.url, region, bucket, tablePrefix });
  admin = await post<Login>('/auth/login', { identifier: 'superadmin', password: PASSWORD });
  setSession({ status: 'signed-in', user: admin.user, token: admin.token });
  setIssuedCredentials(admin.credentials);
  await createSdkStorage().create('teams', team('team_1_other', 'org_other'));
  await post('/admin/organizers', { name: 'Harbour League', email: EMAIL, password: PASSWORD }, admin.token);
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

beforeEach(() => setSession({ status: 'loading' }));

describe('a session the data API refuses', () => {
  it('a DynamoDB write after a password reset signs the page out, noting who it was', async () => {
    const { user } = await organizerOnThisPage();
    const storage = createSdkStorage();
    await storage.create('teams', team('team_1_harbour', user.organizerId!));
    await revokeBypasswordReset();

    await expect(storage.update('teams', { id: 'team_1_harbour' }, { name: 'Typed but not saved' })).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
      $metadata: { httpStatusCode: 403 },
    });
    expect(sessionStore.get()).toEqual({
      status: 'signed-out',
      ended: { role: 'organizer', userId: user.id, organizerId: user.organizerId },
    });
  });

  it('an S3 upload after a password reset signs the page out too', async () => {
    const { user } = await organizerOnThisPage();
    await createSdkStorage().create('teams', team('team_1_upload', user.organizerId!));
    await revokeBypasswordReset();

    await expect(putObject('teams/team_1_upload/logo-1.png', PNG, 'image/png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-out', ended: { userId: user.id } });
  });

  it("a policy refusal (another organizer's team) leaves a live session signed in", async () => {
    const { token } = await organizerOnThisPage();
    await expect(putObject('teams/team_1_other/logo-1.png', PNG, 'image/png')).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token });
  });
});
