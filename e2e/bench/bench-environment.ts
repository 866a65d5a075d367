import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { ROOT, startGatewayProcess, type GatewayProcess } from '../support/gateway-process';
import { startCountingProxy, type CountingProxy } from './db-counting-proxy';

export const TABLE_PREFIX = 'football-tournaments-';
/** dynalite checks no signature, but the gateway's SDK needs credentials to sign with. */
export const STORE_CREDENTIALS = { accessKeyId: 'bench', secretAccessKey: 'bench' } as const;

export interface BenchEnvironment {
  /** The database itself (dynalite), for the direct-to-store latency measure. */
  storeUrl: string;
  proxy: CountingProxy;
  /** Gateway whose database requests go through the counting proxy: counts and bytes per view. */
  counted: GatewayProcess;
  /** Gateway talking straight to the store: timings and load, with no proxy hop in them. */
  direct: GatewayProcess;
  stop(): Promise<void>;
}

/**
 * One dynalite (on disk, as the embedded default runs it) shared by two gateways: one behind a counting
 * proxy, one direct. Both serve the built apps and share GATEWAY_SECRET, so either accepts the other's
 * sessions. Each keeps its own embedded s3rver.
 */
export async function startBenchEnvironment(): Promise<BenchEnvironment> {
  for (const app of ['shell', 'mf-admin', 'mf-public', 'mf-match-center']) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run "npm run build" first`);
    }
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-bench-web-'));
  const cleanups: Array<() => Promise<void>> = [async () => fs.rmSync(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const store = await startDynalite(path.join(workDir, 'dynamodb'));
    cleanups.push(store.stop);
    const proxy = await startCountingProxy(store.url, TABLE_PREFIX);
    cleanups.push(proxy.close);
    const secret = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    // Started one after the other: each creates missing tables and bootstraps the super admin.
    const counted = await gatewayOn(proxy.url, path.join(workDir, 'gateway-counted'), secret);
    cleanups.push(counted.stop);
    const direct = await gatewayOn(store.url, path.join(workDir, 'gateway-direct'), secret);
    cleanups.push(direct.stop);
    return { storeUrl: store.url, proxy, counted, direct, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * startGatewayProcess passes its own environment on to the gateway; the endpoint variables are set only
 * while the child is spawned (spawn copies the environment at once).
 */
async function gatewayOn(dynamodbEndpoint: string, dataDir: string, gatewaySecret: string): Promise<GatewayProcess> {
  const vars: Record<string, string> = {
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    AWS_ACCESS_KEY_ID: STORE_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: STORE_CREDENTIALS.secretAccessKey,
    AWS_REGION: 'us-east-1',
    GATEWAY_SECRET: gatewaySecret,
    TABLE_PREFIX,
  };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    return await startGatewayProcess({ dataDir });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** dynalite's own CLI in a process of its own, on loopback, as fast at creating tables as the embedded one. */
async function startDynalite(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const cli = path.join(ROOT, 'node_modules', 'dynalite', 'cli.js');
  const args = [cli, '--host', '127.0.0.1', '--port', String(port), '--path', dir, '--createTableMs', '0', '--updateTableMs', '0'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`dynalite did not start:\n${output}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`dynalite exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
