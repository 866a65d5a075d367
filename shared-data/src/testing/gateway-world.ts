// The gateway's typings of its embedded stores, which its own tsconfig includes and ours does not.
/// <reference path="../../../gateway/src/embedded/vendor-types.d.ts" />
// Test-only (not in shared-data/testing's entry: it runs the gateway, which needs Node): suites that drive
// shared-data against the real gateway and its embedded stores start one here, configured as a page is.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type GatewayOptions, type RunningGateway } from 'gateway';
import { inject } from 'vitest';
import type { PublicUser, SessionCredentials } from 'shared-domain';
import { setIssuedCredentials, setSession } from '../auth/session-store';
import { configureData, loadRuntimeConfig } from '../config/runtime-config';

/** What POST /auth/login answers. */
export type Login = { token: string; user: PublicUser; credentials: SessionCredentials };

/** A 1×1 PNG: the gateway checks uploads by their content. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the dynamodb-local project only (gateway/test/dynamodb-local-setup.ts): the gateway's tables live there. */
    dynamodbLocalEndpoint: string;
  }
}

/** The run's DynamoDB Local, when there is one, with an access key of this world's own (a database of its own). */
function storeOptions(name: string): Partial<GatewayOptions> {
  const endpoint = inject('dynamodbLocalEndpoint');
  const accessKeyId = `${name.replace(/[^A-Za-z0-9]/g, '')}${Date.now()}`;
  return endpoint ? { endpoints: { dynamodbEndpoint: endpoint, dynamodbCredentials: { accessKeyId, secretAccessKey: 'test' } } } : {};
}

export interface GatewayWorld {
  gateway: RunningGateway;
  /** POSTs JSON (with the session's token when given); the answer's JSON, undefined for an empty one. @throws on a non-2xx answer */
  post<T>(route: string, body: unknown, token?: string): Promise<T>;
  /** The super admin's session. */
  superAdmin(): Promise<Login>;
  close(): Promise<void>;
}

/**
 * A gateway on a free port with its own data directory under `name`, its super admin's password `password`,
 * and shared-data configured to reach it (data API, bucket, table prefix). Its tables: the embedded dynalite,
 * or in the dynamodb-local project the run's DynamoDB Local.
 */
export async function startGatewayWorld(name: string, password: string, options: Partial<GatewayOptions> = {}): Promise<GatewayWorld> {
  const root = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  // 1,000 PBKDF2 iterations, not the spec's 100,000 (~100 ms a login): the gateway's tests check production's count.
  const gateway = await startGateway({ port: 0, dataDir: path.join(root, 'data'), appsDir: root, superAdminPassword: password, passwordIterations: 1_000, logger: silent, ...storeOptions(name), ...options });
  // As a page is configured: from /config.json (which also says whether the store has transactions).
  configureData({ ...(await loadRuntimeConfig(`${gateway.url}/config.json`)), gatewayUrl: gateway.url });
  const post = async <T>(route: string, body: unknown, token?: string): Promise<T> => {
    const answer = await fetch(`${gateway.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${route} failed: ${answer.status}`);
    const text = await answer.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    gateway,
    post,
    superAdmin: () => post<Login>('/auth/login', { identifier: 'superadmin', password }),
    async close() {
      await gateway.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** This page holds `login`'s session and credentials, as after signing in. */
export function signIn({ token, user, credentials }: Login): void {
  setSession({ status: 'signed-in', user, token });
  setIssuedCredentials(credentials);
}
