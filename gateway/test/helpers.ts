import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { pino } from 'pino';
import type { Organizer, PublicUser, SessionCredentials } from 'shared-domain';
import { startGateway, type RunningGateway } from '../src/server';
import type { GatewayOptions } from '../src/config';
import { storeOptions } from './store-options';

export const SUPER_PASSWORD = 'super-secret-for-tests';
/**
 * PBKDF2 iterations of the passwords test gateways hash: the spec's 100,000 cost ~100 ms a login, seconds a
 * test of the lockout; the derivation is the same at any count (second-factor-production.test.ts checks a
 * production gateway keeps 100,000).
 */
export const TEST_PASSWORD_ITERATIONS = 1_000;
export const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface TestGateway {
  gw: RunningGateway;
  url: string;
  dataDir: string;
  appsDir: string;
  /** Closes the gateway and deletes the temp folders. */
  dispose(): Promise<void>;
}

/** A fresh gateway on a free port with its own temp data dir and a fake built shell (its tables: see storeOptions). */
export async function startTestGateway(options: Partial<GatewayOptions> = {}, existingDataDir?: string): Promise<TestGateway> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'gateway-test-'));
  const dataDir = existingDataDir ?? path.join(root, 'data');
  const appsDir = path.join(root, 'apps');
  await mkdir(path.join(appsDir, 'shell', 'dist', 'static', 'js'), { recursive: true });
  await writeFile(path.join(appsDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(appsDir, 'shell', 'dist', 'static', 'js', 'main.3f2a9c1b.js'), 'console.log(1)');
  await writeFile(path.join(appsDir, 'shell', 'dist', 'favicon.svg'), '<svg/>');
  await mkdir(path.join(appsDir, 'mf-public', 'dist'), { recursive: true });
  await writeFile(path.join(appsDir, 'mf-public', 'dist', 'mf-manifest.json'), '{"name":"mf_public"}');
  await writeFile(path.join(appsDir, 'mf-public', 'dist', 'remoteEntry.js'), 'var mf_public;');
  await writeFile(path.join(root, 'secret.txt'), 'top secret');
  const gw = await startGateway({
    port: 0,
    dataDir,
    appsDir,
    superAdminPassword: SUPER_PASSWORD,
    // A production gateway refuses fewer than the spec's count, and keeps it (second-factor-production.test.ts).
    ...(options.nodeEnv === 'production' ? {} : { passwordIterations: TEST_PASSWORD_ITERATIONS }),
    logger: silentLogger,
    eventLog: pino({ level: 'silent' }),
    ...storeOptions(dataDir),
    ...options,
  });
  return {
    gw,
    url: gw.url,
    dataDir,
    appsDir,
    async dispose() {
      await gw.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * A JSON answer as tests read it: `T` is what the route sends on success (so a test checks the status before
 * reading it); a refusal carries `message`, and on the AWS routes `__type`. An empty or non-JSON body
 * (204, a plain-text 404) reads as no fields.
 */
export type Answer<T extends object = object> = T & { message?: string; __type?: string };

/** The answer of POST /admin/organizers. */
export interface CreatedOrganizer {
  organizer: Organizer;
}

async function readAnswer<T extends object>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let parsed: unknown = {};
  try {
    if (text) parsed = JSON.parse(text);
  } catch {
    // A plain-text body: no fields.
  }
  // The route's contract, not checked here: each test asserts the status and the fields it reads.
  return parsed as Answer<T>;
}

/** `T`: the fields the route answers on success (see Answer). */
export async function postJson<T extends object = object>(
  url: string,
  body?: unknown,
  token?: string,
  method = 'POST',
): Promise<{ status: number; json: Answer<T> }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: await readAnswer<T>(res) };
}

export interface LoginAnswer {
  token: string;
  user: PublicUser;
  credentials: SessionCredentials;
}

export async function login(url: string, identifier: string, password: string): Promise<LoginAnswer> {
  const { status, json } = await postJson<LoginAnswer>(`${url}/auth/login`, { identifier, password });
  if (status !== 200) throw new Error(`login ${identifier} failed: ${status} ${JSON.stringify(json)}`);
  return json;
}

export async function anonymousCredentials(url: string): Promise<SessionCredentials> {
  return (await postJson<{ credentials: SessionCredentials }>(`${url}/auth/anonymous`)).json.credentials;
}

const sdkCredentials = (c: SessionCredentials) => ({
  accessKeyId: c.accessKeyId,
  secretAccessKey: c.secretAccessKey,
  expiration: new Date(c.expiration),
});

export function dynamo(url: string, creds: SessionCredentials): DynamoDBClient {
  return new DynamoDBClient({ region: 'us-east-1', endpoint: `${url}/aws/dynamodb`, credentials: sdkCredentials(creds), maxAttempts: 1 });
}

export function s3(url: string, creds: SessionCredentials): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: `${url}/aws/s3`,
    credentials: sdkCredentials(creds),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
}

/**
 * A DynamoDB call signed by hand, so tests can break exactly one thing: the signing secret or date,
 * or the body after signing.
 */
export async function signedDynamoFetch(
  url: string,
  creds: { accessKeyId: string; secretAccessKey: string },
  operation: string,
  input: unknown,
  options: { signingDate?: Date; tamperBody?: (body: string) => string; omitAuth?: boolean } = {},
): Promise<{ status: number; json: Answer; headers: Headers }> {
  const target = new URL(`${url}/aws/dynamodb`);
  const body = JSON.stringify(input);
  const request = new HttpRequest({
    method: 'POST',
    protocol: 'http:',
    hostname: target.hostname,
    port: Number(target.port),
    path: target.pathname,
    headers: {
      host: target.host,
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${operation}`,
    },
    body,
  });
  const signer = new SignatureV4({ credentials: creds, region: 'us-east-1', service: 'dynamodb', sha256: Sha256 });
  const signed = await signer.sign(request, { signingDate: options.signingDate ?? new Date() });
  const headers = { ...signed.headers };
  delete headers.host;
  if (options.omitAuth) {
    delete headers.authorization;
  }
  const res = await fetch(target, {
    method: 'POST',
    headers,
    body: options.tamperBody ? options.tamperBody(body) : body,
  });
  return { status: res.status, json: await readAnswer(res), headers: res.headers };
}

/** Smallest valid PNG: 1x1 transparent pixel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The parts of a signed DynamoDB request, before sending, so a test can change one of them afterwards. */
export interface SignedParts {
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/**
 * Signs any body text under any X-Amz-Target (DynamoDB_20120810.<operation> unless `rawTarget`), the way the
 * SDK does. `unsigned` lists headers left out of the signature.
 */
export async function signDynamo(
  url: string,
  creds: { accessKeyId: string; secretAccessKey: string },
  target: string,
  body: string,
  options: { signingDate?: Date; unsigned?: string[]; rawTarget?: boolean } = {},
): Promise<SignedParts> {
  const endpoint = new URL(`${url}/aws/dynamodb`);
  const request = new HttpRequest({
    method: 'POST',
    protocol: 'http:',
    hostname: endpoint.hostname,
    port: Number(endpoint.port),
    path: endpoint.pathname,
    headers: {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': options.rawTarget ? target : `DynamoDB_20120810.${target}`,
    },
    body,
  });
  const signer = new SignatureV4({ credentials: creds, region: 'us-east-1', service: 'dynamodb', sha256: Sha256 });
  const signed = await signer.sign(request, {
    signingDate: options.signingDate ?? new Date(),
    ...(options.unsigned ? { unsignableHeaders: new Set(options.unsigned) } : {}),
  });
  const { host: _host, ...headers } = signed.headers;
  return { url: endpoint, headers, body };
}

/** Sends signed parts (possibly tampered with) and reads the JSON answer. */
export async function sendSigned(parts: SignedParts): Promise<{ status: number; json: Answer }> {
  const res = await fetch(parts.url, { method: 'POST', headers: parts.headers, body: parts.body });
  return { status: res.status, json: await readAnswer(res) };
}
