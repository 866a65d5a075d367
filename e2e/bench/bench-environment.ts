import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { launchGatewayProcess, ROOT, type GatewayProcess } from '../support/gateway-process';
import { startCountingProxy, type CountingProxy } from './db-counting-proxy';

export const TABLE_PREFIX = 'football-tournaments-';
/** dynalite checks no signature, but the gateway's SDK needs credentials to sign with. */
export const STORE_CREDENTIALS = { accessKeyId: 'bench', secretAccessKey: 'bench' } as const;

export interface BenchEnvironment {
  /** The database itself (the direct gateway's embedded dynalite), for the direct-to-store latency measure. */
  storeUrl: string;
  proxy: CountingProxy;
  /** Gateway whose database requests go through the counting proxy: counts and bytes per view. */
  counted: GatewayProcess;
  /** Gateway as `npm start` runs it (embedded dynalite in its process): timings and load, with no proxy hop in them. */
  readonly direct: GatewayProcess;
  /**
   * Stops the direct gateway and spawns a fresh process on the same data directory, port and secret (a
   * deploy or a crash): resolves as soon as it is spawned, with `began` (performance.now() just before
   * the spawn) and `ready`, which resolves once it answers. The counted gateway loses its store meanwhile.
   */
  restartDirect(): Promise<{ began: number; ready: Promise<void> }>;
  stop(): Promise<void>;
}

/**
 * Two gateways on one database. The direct one runs as `npm start` does, with its embedded dynalite (on
 * disk), here on a known port so the bench can also call the store straight; the counted one reaches that
 * same dynalite through a counting proxy. Both serve the built apps and share GATEWAY_SECRET, so either
 * accepts the other's sessions. Each keeps its own embedded s3rver.
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
    const secret = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const storePort = await freePort();
    const directPort = await freePort();
    const directDir = path.join(workDir, 'gateway-direct');
    const directEnv = { EMBEDDED_DYNAMODB_PORT: String(storePort) };
    // Started one after the other: each creates missing tables and bootstraps the super admin.
    let direct = await gatewayWith(directEnv, directDir, secret, directPort);
    cleanups.push(() => direct.stop());
    const storeUrl = `http://127.0.0.1:${storePort}`;
    const proxy = await startCountingProxy(storeUrl, TABLE_PREFIX);
    cleanups.push(proxy.close);
    const counted = await gatewayWith({ DYNAMODB_ENDPOINT: proxy.url, ...STORE_ENVIRONMENT }, path.join(workDir, 'gateway-counted'), secret, await freePort());
    cleanups.push(counted.stop);
    const restartDirect = async () => {
      await direct.stop();
      const began = performance.now();
      const launched = launchGatewayProcess({ dataDir: directDir, port: directPort, env: gatewayEnvironment(directEnv, secret) });
      direct = launched;
      return { began, ready: launched.ready };
    };
    return {
      storeUrl,
      proxy,
      counted,
      get direct() {
        return direct;
      },
      restartDirect,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** What a gateway needs to sign for a store it reaches by endpoint (dynalite checks no signature). */
const STORE_ENVIRONMENT = {
  AWS_ACCESS_KEY_ID: STORE_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: STORE_CREDENTIALS.secretAccessKey,
  AWS_REGION: 'us-east-1',
};

const gatewayEnvironment = (env: Record<string, string>, gatewaySecret: string): Record<string, string> => ({ ...env, GATEWAY_SECRET: gatewaySecret, TABLE_PREFIX });

async function gatewayWith(env: Record<string, string>, dataDir: string, gatewaySecret: string, port: number): Promise<GatewayProcess> {
  fs.mkdirSync(dataDir, { recursive: true });
  const { ready, ...gateway } = launchGatewayProcess({ dataDir, port, env: gatewayEnvironment(env, gatewaySecret) });
  await ready;
  return gateway;
}
