import { mkdir } from 'node:fs/promises';
import type { RequestListener, Server } from 'node:http';
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
 * An unsigned call handed to dynalite in process still needs these: dynalite refuses a request without an
 * Authorization header naming Credential, SignedHeaders and Signature, or without X-Amz-Date, but it never
 * checks their values.
 */
const DYNALITE_AUTHORIZATION = {
  authorization: `AWS4-HMAC-SHA256 Credential=${EMBEDDED_DYNAMODB_CREDENTIALS.accessKeyId}/20000101/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=unsigned`,
  'x-amz-date': '20000101T000000Z',
} as const;

/**
 * Data directories whose stores run in this process. Checked before the LevelDB probe because LevelDB
 * answers an in-process double open by closing its own descriptor on the LOCK file, which silently drops
 * the POSIX lock the first open holds and would let another process in.
 */
const dirsInUse = new Set<string>();

/** A store running in this process, reached through its request handler instead of a socket. */
export interface InProcessStore {
  handler: RequestListener;
  /** What the store insists every request carries besides the call's own headers. */
  headers: Readonly<Record<string, string>>;
}

export interface EmbeddedStores {
  /** Set when dynalite was started. */
  dynamodbEndpoint?: string;
  /**
   * dynalite's own request handler, set with dynamodbEndpoint: the gateway's forwarded calls reach it
   * without a socket (forward.ts); the endpoint stays for the SDK clients and for direct access.
   */
  dynamodbInProcess?: InProcessStore;
  /** Set when s3rver was started. */
  s3Endpoint?: string;
  close(): Promise<void>;
}

/**
 * Starts dynalite (LevelDB under `${dataDir}/dynamodb`) and/or s3rver (files under `${dataDir}/s3`), on
 * 127.0.0.1 and free ports: nothing but the gateway should know where they are. dynalite takes
 * `dynamodbPort` instead when it is set (EMBEDDED_DYNAMODB_PORT: the benchmark's direct path).
 */
export async function startEmbeddedStores(
  dataDir: string,
  which: { dynamodb: boolean; s3: boolean },
  dynamodbPort = 0,
): Promise<EmbeddedStores> {
  const dynamo = which.dynamodb ? await startDynalite(dataDir, dynamodbPort) : null;
  let s3: { endpoint: string; close(): Promise<void> } | null = null;
  try {
    s3 = which.s3 ? await startS3rver(dataDir) : null;
  } catch (err) {
    await dynamo?.close();
    throw err;
  }
  return {
    ...(dynamo ? { dynamodbEndpoint: dynamo.endpoint, dynamodbInProcess: { handler: dynamo.handler, headers: DYNALITE_AUTHORIZATION } } : {}),
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

async function startDynalite(dataDir: string, port: number): Promise<{ endpoint: string; handler: RequestListener; close(): Promise<void> }> {
  const dynamoDir = path.join(dataDir, 'dynamodb');
  if (dirsInUse.has(dynamoDir)) throw inUseError(dynamoDir);
  await mkdir(dynamoDir, { recursive: true });
  await assertLevelDbUnlocked(dynamoDir);
  // Claimed synchronously after the probe, so two starts in this process cannot both pass.
  if (dirsInUse.has(dynamoDir)) throw inUseError(dynamoDir);
  dirsInUse.add(dynamoDir);

  const dynamo = dynalite({ path: dynamoDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  try {
    await listen(dynamo, port);
  } catch (err) {
    dirsInUse.delete(dynamoDir);
    throw err;
  }
  return {
    endpoint: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
    handler: requestListenerOf(dynamo),
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

/** The one 'request' listener dynalite's server is built with (http.createServer(handler)). */
function requestListenerOf(server: Server): RequestListener {
  const [handler, ...others] = server.listeners('request') as RequestListener[];
  if (!handler || others.length > 0) throw new Error('dynalite no longer serves with a single request listener');
  return handler;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
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
