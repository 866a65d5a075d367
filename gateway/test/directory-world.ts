import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { backendSender, type DynamoDbSend } from '../src/aws/dynamodb-backend';
import { Forwarder } from '../src/aws/forward';
import { createDirectory, type Directory } from '../src/directory/directory';
import type { RegenerationLeases } from '../src/directory/regeneration-leases';
import { EMBEDDED_DYNAMODB_CREDENTIALS, startEmbeddedStores } from '../src/embedded/stores';
import { ensureTables, gatewayTableNames, tableNames, type TableNames } from '../src/store/tables';
import { storeOptions } from './store-options';

/** A backend call the directory made, as the counting proxy of `npm run bench:web` would see it. */
interface SentCall {
  operation: string;
  input: Record<string, unknown>;
}

/** dynalite (or the run's DynamoDB Local, see storeOptions) with the product's tables, the raw sender the gateway uses, and a directory over them. */
export interface DirectoryWorld {
  tables: TableNames;
  directoryTable: string;
  /** The gateway's own document client, for seeding and checking. */
  doc: DynamoDBDocumentClient;
  client: DynamoDBClient;
  /** Every call the directory sent since the last `calls.length = 0`. */
  calls: SentCall[];
  send: DynamoDbSend;
  directory: Directory;
  errors: unknown[];
  /** Backend failures from now on (the sender throws, as when the store is unreachable). */
  breakBackend(broken: boolean): void;
  dispose(): Promise<void>;
}

/** A fresh store in a temp folder; the directory is created but not prepared. */
export async function createDirectoryWorld(options: { searchTtlMs?: number; seasonDelayMs?: number; leases?: RegenerationLeases } = {}): Promise<DirectoryWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-'));
  const local = storeOptions(dataDir).endpoints;
  const stores = await startEmbeddedStores(dataDir, { dynamodb: !local, s3: false });
  const endpoint = local?.dynamodbEndpoint ?? stores.dynamodbEndpoint ?? '';
  const credentials = local?.dynamodbCredentials ?? EMBEDDED_DYNAMODB_CREDENTIALS;
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials });
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const forwarder = new Forwarder();
  const raw = backendSender(forwarder, { endpoint: new URL(endpoint), region: 'us-east-1', credentials: async () => credentials });
  const prefix = 'test-';
  const tables = tableNames(prefix);
  await ensureTables(client, tables);
  const calls: SentCall[] = [];
  const errors: unknown[] = [];
  let broken = false;
  const send: DynamoDbSend = (operation, input) => {
    calls.push({ operation, input });
    if (broken) return Promise.reject(new Error('connect ECONNREFUSED'));
    return raw(operation, input);
  };
  const directoryTable = gatewayTableNames(prefix).directory;
  // Seasons gather writes for 20 ms instead of 300: the tests wait for them (settled) rather than sleep.
  const directory = createDirectory({ client, send, tables, directoryTable, onError: (err) => errors.push(err), seasonDelayMs: 20, ...options });
  return {
    tables,
    directoryTable,
    doc,
    client,
    calls,
    send,
    directory,
    errors,
    breakBackend: (value) => {
      broken = value;
    },
    async dispose() {
      directory.close();
      await directory.idle();
      doc.destroy();
      client.destroy();
      forwarder.destroy();
      await stores.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the observer's background work (reads and writes after a write, regenerations) is done. */
export async function settled(world: DirectoryWorld): Promise<void> {
  await world.directory.idle();
  for (let quiet = 0; quiet < 3; ) {
    const before = world.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    quiet = world.calls.length === before ? quiet + 1 : 0;
  }
}

/** A node:http server in front of a raw handler, like the gateway's, on a free port. */
export async function serve(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    handler(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A plain value in DynamoDB JSON, as the SDK's document client sends it (strings, numbers, booleans, lists, maps, null). */
function dynamo(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value === null || value === undefined) return { NULL: true };
  if (Array.isArray(value)) return { L: value.map(dynamo) };
  return { M: dynamoItem(value as Record<string, unknown>) };
}

export function dynamoItem(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, dynamo(value)]));
}

/** Sends a write to the store as the gateway, then tells the directory as the DynamoDB proxy does once it is acknowledged. */
export async function writeThroughProxy(world: DirectoryWorld, operation: string, input: Record<string, unknown>): Promise<void> {
  const answer = await world.send(operation, input);
  if (answer.status !== 200) throw new Error(`${operation} failed: ${answer.body.toString('utf8')}`);
  world.directory.onWrite(operation, input);
}

/**
 * A file's directory world with its table created: made before the file's tests, disposed after them.
 * @returns the world (read it inside a test or hook, once beforeAll has run)
 */
export function preparedDirectoryWorld(): () => DirectoryWorld {
  let world: DirectoryWorld | undefined;
  beforeAll(async () => {
    world = await createDirectoryWorld();
    await world.directory.prepare();
  }, 60_000);
  afterAll(() => world?.dispose());
  return () => world!;
}
