import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { startGateway } from '../src/server';
import { ConfigError } from '../src/config';
import { startEmbeddedStores } from '../src/embedded/stores';
import { PNG_1X1, SUPER_PASSWORD, dynamo, login, postJson, s3, silentLogger, startTestGateway, type TestGateway } from './helpers';

const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const disposables: TestGateway[] = [];
afterAll(async () => {
  for (const d of disposables) await d.dispose().catch(() => undefined);
});

describe('embedded stores on disk', () => {
  it('keep data, sessions and credentials across a restart, and refuse a second gateway on the same directory', async () => {
    const first = await startTestGateway();
    disposables.push(first);
    const admin = await login(first.url, 'superadmin', SUPER_PASSWORD);
    const created = await postJson(
      `${first.url}/admin/organizers`,
      { name: 'Persistent FC', email: 'persist@example.com', password: 'secret1' },
      admin.token,
    );
    expect(created.status).toBe(201);
    await s3(first.url, admin.credentials).send(
      new PutObjectCommand({ Bucket: 'football-tournaments-images', Key: 'teams/t1/logo-1.png', Body: PNG_1X1 }),
    );
    const secretFile = await stat(path.join(first.dataDir, 'gateway-secret'));
    expect(secretFile.mode & 0o777).toBe(0o600);

    // A second gateway on the same data directory fails fast with a clear message instead of hanging.
    const started = Date.now();
    await expect(startGateway({ port: 0, dataDir: first.dataDir, logger: silentLogger })).rejects.toThrow(
      /in use by another gateway process/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    // The same from another process, through the CLI.
    const cli = await runCli({ DATA_DIR: first.dataDir, APPS_DIR: first.appsDir });
    expect(cli.output).toMatch(/in use by another gateway process/);
    expect(cli.code).toBe(1);
    expect(cli.output).toMatch(/in use by another gateway process/);

    await first.gw.close();
    const second = await startTestGateway({}, first.dataDir);
    disposables.push(second);

    // Same organizer, same login, same image; the old token and even the old credentials still work.
    await login(second.url, 'persist@example.com', 'secret1');
    expect((await postJson(`${second.url}/auth/session`, undefined, admin.token)).status).toBe(200);
    const scan = await dynamo(second.url, admin.credentials).send(new ScanCommand({ TableName: 'football-tournaments-organizers' }));
    expect(scan.Items?.map((i) => i.name?.S)).toEqual(['Persistent FC']);
    const media = await fetch(`${second.url}/media/teams/t1/logo-1.png`);
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    // Default remotes.json when no override file is configured.
    expect(await (await fetch(`${second.url}/remotes.json`)).json()).toEqual({
      mf_admin: '/remotes/mf-admin/mf-manifest.json',
      mf_public: '/remotes/mf-public/mf-manifest.json',
      mf_match_center: '/remotes/mf-match-center/mf-manifest.json',
    });
  }, 30_000);
});

describe('external stores', () => {
  it('uses configured endpoints with the SDK default credential chain, a custom prefix and bucket', async () => {
    // Stand-ins for AWS / Alternator / MinIO: the embedded engines, started outside the gateway.
    const engines = await mkdtemp(path.join(os.tmpdir(), 'gateway-engines-'));
    const stores = await startEmbeddedStores(engines, { dynamodb: true, s3: true });
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    try {
      const ext = await startTestGateway({
        endpoints: { dynamodbEndpoint: stores.dynamodbEndpoint, s3Endpoint: stores.s3Endpoint },
        tablePrefix: 'ext-',
        bucket: 'ext-images',
      });
      disposables.push(ext);
      expect(await (await fetch(`${ext.url}/config.json`)).json()).toMatchObject({ tablePrefix: 'ext-', bucket: 'ext-images' });
      const admin = await login(ext.url, 'superadmin', SUPER_PASSWORD);
      await postJson(`${ext.url}/admin/organizers`, { name: 'Remote FC', email: 'remote@example.com', password: 'secret1' }, admin.token);
      const scan = await dynamo(ext.url, admin.credentials).send(new ScanCommand({ TableName: 'ext-organizers' }));
      expect(scan.Items?.map((i) => i.name?.S)).toEqual(['Remote FC']);
      await expect(
        dynamo(ext.url, admin.credentials).send(new ScanCommand({ TableName: 'football-tournaments-organizers' })),
      ).rejects.toMatchObject({ name: 'AccessDeniedException' });
      await s3(ext.url, admin.credentials).send(new PutObjectCommand({ Bucket: 'ext-images', Key: 'teams/t/logo-1.png', Body: PNG_1X1 }));
      expect((await fetch(`${ext.url}/media/teams/t/logo-1.png`)).headers.get('content-type')).toBe('image/png');
      await ext.gw.close();
    } finally {
      delete process.env.AWS_ACCESS_KEY_ID;
      delete process.env.AWS_SECRET_ACCESS_KEY;
      await stores.close();
      await rm(engines, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('production safety', () => {
  it.each([undefined, 'superadmin'])('refuses to start in production with super admin password %s', async (password) => {
    await expect(
      startGateway({ port: 0, nodeEnv: 'production', logger: silentLogger, ...(password ? { superAdminPassword: password } : {}) }),
    ).rejects.toBeInstanceOf(ConfigError);
  });

  it('refuses to start in production without GATEWAY_SECRET (each instance would invent its own and reject the others\' credentials)', async () => {
    const started = startGateway({ port: 0, nodeEnv: 'production', logger: silentLogger, superAdminPassword: 'a-real-password' });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/set GATEWAY_SECRET/);
  });

  it('the CLI names a missing GATEWAY_SECRET in production', async () => {
    const { code, output } = await runCli({ NODE_ENV: 'production', SUPERADMIN_PASSWORD: 'a-real-password', GATEWAY_SECRET: '', DATA_DIR: '/nonexistent/never-created' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/GATEWAY_SECRET/);
  }, 30_000);

  it('the CLI exits non-zero with a clear message', async () => {
    const { code, output } = await runCli({ NODE_ENV: 'production', SUPERADMIN_PASSWORD: '', DATA_DIR: '/nonexistent/never-created' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/SUPERADMIN_PASSWORD/);
  }, 30_000);
});

function runCli(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: GATEWAY_DIR,
      env: { ...process.env, ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    // Never let a hung child hang the suite: kill it and report what it printed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
