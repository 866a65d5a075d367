import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface GatewayProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A gateway process just spawned: `ready` resolves once it answers, or rejects if it exits or never answers. */
export interface LaunchedGateway extends GatewayProcess {
  ready: Promise<void>;
}

/**
 * Spawns the real gateway CLI (the one `npm start` runs) without waiting for it: for callers that time
 * what happens while it starts (the web bench's restart burst). `env` is added to this process's own.
 */
export function launchGatewayProcess(options: { dataDir: string; port: number; env?: Readonly<Record<string, string>> }): LaunchedGateway {
  const { dataDir, port } = options;
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'gateway', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), DATA_DIR: dataDir, APPS_DIR: ROOT, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  const ready = waitUntilUp(url, child, () => output);
  // A caller that never awaits `ready` (the process is stopped first) must not leave an unhandled rejection.
  ready.catch(() => undefined);
  return { url, dataDir, ready, stop: () => stopProcess(child) };
}

/**
 * Starts the real gateway CLI (the one `npm start` runs) on a free port with its own data
 * directory, serving the built apps, and resolves once it answers.
 */
export async function startGatewayProcess(options: { dataDir?: string; port?: number } = {}): Promise<GatewayProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ft-e2e-'));
  // On a shared DynamoDB endpoint (DYNAMODB_ENDPOINT, e.g. a DynamoDB Local) a gateway's tables are those of
  // its data directory (a restart on the same directory finds its data; the temp folder's name is unique): specs
  // that assume an empty platform (organizers.spec.ts) find one whatever ran there before.
  const sharedStore = Boolean(process.env.DYNAMODB_ENDPOINT) && !process.env.TABLE_PREFIX;
  const env: Record<string, string> = sharedStore ? { TABLE_PREFIX: `e2e${path.basename(dataDir).replace(/[^A-Za-z0-9]/g, '')}-` } : {};
  // As the unit tests' gateways: 1,000 PBKDF2 iterations instead of the spec's 100,000 (81 ms of CPU per sign-in
  // here, hundreds of sign-ins per run). Hashing itself is tested in shared-domain and the gateway's unit suites.
  env.PASSWORD_ITERATIONS = '1000';
  const { ready, ...gateway } = launchGatewayProcess({ dataDir, port, env });
  await ready;
  return gateway;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway did not answer within 30 s:\n${output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
