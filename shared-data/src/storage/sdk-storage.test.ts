// @vitest-environment node
// The gateway's typings of its embedded stores, which its own tsconfig includes and ours does not.
/// <reference path="../../../gateway/src/embedded/vendor-types.d.ts" />
// The SDK adapter against the real embedded store, through the real gateway (SigV4, policy, forwarding),
// signed as the super admin: what runs in the browser, minus the browser.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from 'gateway';
import type { PublicUser, SessionCredentials } from 'shared-domain';
import { afterAll, beforeAll } from 'vitest';
import { setIssuedCredentials, setSession } from '../auth/session-store';
import { configureData } from '../config/runtime-config';
import { createSdkStorage } from './sdk-storage';
import { runStorageContract } from '../testing/storage-contract';

const PASSWORD = 'contract-suite-password';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let gateway: RunningGateway;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sdk-storage-'));
  gateway = await startGateway({ port: 0, dataDir: path.join(root, 'data'), appsDir: root, superAdminPassword: PASSWORD, logger: silent });
  const answer = await fetch(`${gateway.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'superadmin', password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`super admin login failed: ${answer.status}`);
  const login = (await answer.json()) as { token: string; user: PublicUser; credentials: SessionCredentials };
  const { region, bucket, tablePrefix } = gateway.config;
  configureData({ gatewayUrl: gateway.url, region, bucket, tablePrefix });
  setSession({ status: 'signed-in', user: login.user, token: login.token });
  setIssuedCredentials(login.credentials);
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

runStorageContract('SDK adapter through the gateway on the embedded store', createSdkStorage);
