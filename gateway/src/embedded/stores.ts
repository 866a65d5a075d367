import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { ConfigError } from '../config';

/** s3rver's built-in account; it checks only that the key id exists, never the signature. */
export const EMBEDDED_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** dynalite authenticates nothing, but the SDK insists on some credentials to sign with. */
export const EMBEDDED_DYNAMODB_CREDENTIALS = { accessKeyId: 'embedded', secretAccessKey: 'embedded' } as const;

/**
 * Data directories whose stores run in this process. Checked before the LevelDB probe because LevelDB
 * answers an in-process double open by closing its own descriptor on the LOCK file, which silently drops
 * the POSIX lock the first open holds and would let another process in.
 */
const dirsInUse = new Set<string>();

export interface EmbeddedStores {
  /** Set when dynalite was started. */
  dynamodbEndpoint?: string;
  /** Set when s3rver was started. */
  s3Endpoint?: string;
  close(): Promise<void>;
}

/**
 * Starts dynalite (LevelDB under `${dataDir}/dynamodb`) and/or s3rver (files under `${dataDir}/s3`), on
 * 127.0.0.1 and free ports: nothing but the gateway should know where they are.
 */
export async function startEmbeddedStores(dataDir: string, which: { dynamodb: boolean; s3: boolean }): Promise<EmbeddedStores> {
  const dynamo = which.dynamodb ? await startDynalite(dataDir) : null;
  let s3: { endpoint: string; close(): Promise<void> } | null = null;
  try {
    s3 = which.s3 ? await startS3rver(dataDir) : null;
  } catch (err) {
    await dynamo?.close();
    throw err;
  }
  return {
    ...(dynamo ? { dynamodbEndpoint: dynamo.endpoint } : {}),
    ...(s3 ? { s3Endpoint: s3.endpoint } : {}),
    async close() {
      await Promise.allSettled([s3?.close(), dynamo?.close()]);
    },
  };
}

async function startS3rver(dataDir: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = path.join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  const { port } = await s3.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => s3.close() };
}

async function startDynalite(dataDir: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  const dynamoDir = path.join(dataDir, 'dynamodb');
  if (dirsInUse.has(dynamoDir)) throw inUseError(dynamoDir);
  await mkdir(dynamoDir, { recursive: true });
  await assertLevelDbUnlocked(dynamoDir);
  // Claimed synchronously after the probe, so two starts in this process cannot both pass.
  if (dirsInUse.has(dynamoDir)) throw inUseError(dynamoDir);
  dirsInUse.add(dynamoDir);

  const dynamo = dynalite({ path: dynamoDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  try {
    await listen(dynamo);
  } catch (err) {
    dirsInUse.delete(dynamoDir);
    throw err;
  }
  return {
    endpoint: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
    async close() {
      await closeServer(dynamo);
      dirsInUse.delete(dynamoDir);
    },
  };
}

/**
 * A second dynalite on the same directory waits forever on LevelDB's lock instead of failing. Opening the
 * database once ourselves (with dynalite's own copy of `level`) turns that into an immediate, clear error.
 * There is a tiny window between this probe and dynalite's open, which is acceptable for a dev store.
 */
async function assertLevelDbUnlocked(dir: string): Promise<void> {
  const requireFromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const { Level } = requireFromDynalite('level') as {
    Level: new (location: string) => { open(): Promise<void>; close(): Promise<void> };
  };
  const probe = new Level(dir);
  try {
    await probe.open();
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    if (cause?.code === 'LEVEL_LOCKED') throw inUseError(dir);
    throw err;
  }
  await probe.close();
}

function inUseError(dir: string): ConfigError {
  return new ConfigError(
    `The embedded database at ${dir} is in use by another gateway process. Stop that process or choose another DATA_DIR.`,
  );
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive sockets from our own SDK clients would hold close() open; they carry no state worth keeping.
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
