import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Forwarder } from '../src/aws/forward';
import { startEmbeddedStores, type EmbeddedStores } from '../src/embedded/stores';
import type { BackendTarget } from '../src/store/backend';

/** A port nothing listens on: taken from the system, then let go. */
async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const call = (operation: string, input: object) => ({
  method: 'POST',
  path: '/',
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}` },
  body: Buffer.from(JSON.stringify(input)),
});

/** The backend target the gateway builds for its embedded dynalite, with `endpoint` as its address. */
const embeddedTarget = (endpoint: string): BackendTarget => ({
  endpoint: new URL(endpoint),
  region: 'us-east-1',
  credentials: async () => ({ accessKeyId: 'embedded', secretAccessKey: 'embedded' }),
  ...(stores.dynamodbInProcess ? { inProcess: stores.dynamodbInProcess } : {}),
});

let dir: string;
let stores: EmbeddedStores;
let port: number;
const forwarder = new Forwarder();
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-in-process-'));
  port = await unusedPort();
  stores = await startEmbeddedStores(dir, { dynamodb: true, s3: false }, port);
});
afterAll(async () => {
  forwarder.destroy();
  await stores.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded dynalite', () => {
  it('listens on the port it is given (EMBEDDED_DYNAMODB_PORT), for direct access', () => {
    expect(stores.dynamodbEndpoint).toBe(`http://127.0.0.1:${port}`);
  });

  it("answers the gateway's calls through its handler, without a connection to any port", async () => {
    // An endpoint where nothing listens: a call that went over the network would fail to connect.
    const target = embeddedTarget(`http://127.0.0.1:${await unusedPort()}`);
    expect(target.inProcess).toBeDefined();
    const created = await forwarder.sendWhole(target, 'dynamodb', call('CreateTable', {
      TableName: 'in-process',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }));
    expect(created.status).toBe(200);
    // dynalite turns a new table ACTIVE on a timer (createTableMs 0 is the next turn of the event loop): a call
    // through the handler, with no socket in between, can come first and meet a table still CREATING.
    const status = async () => JSON.parse((await forwarder.sendWhole(target, 'dynamodb', call('DescribeTable', { TableName: 'in-process' }))).body.toString('utf8')).Table?.TableStatus;
    await expect.poll(status).toBe('ACTIVE');
    const put = await forwarder.sendWhole(target, 'dynamodb', call('PutItem', { TableName: 'in-process', Item: { id: { S: 'a' }, name: { S: 'Arsenal' } } }));
    expect(put.status).toBe(200);
    const got = await forwarder.sendWhole(target, 'dynamodb', call('GetItem', { TableName: 'in-process', Key: { id: { S: 'a' } } }));
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body.toString('utf8'))).toEqual({ Item: { id: { S: 'a' }, name: { S: 'Arsenal' } } });
    // dynalite's own checksum comes along, as over the network (the SDK may check it).
    expect(got.headers['x-amz-crc32']).toMatch(/^\d+$/);
  });

  it('hands back its refusals as answers, with their error type', async () => {
    const target = embeddedTarget(stores.dynamodbEndpoint ?? '');
    const missing = await forwarder.sendWhole(target, 'dynamodb', call('GetItem', { TableName: 'no-such-table', Key: { id: { S: 'a' } } }));
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body.toString('utf8')).__type).toMatch(/ResourceNotFoundException$/);
  });
});
