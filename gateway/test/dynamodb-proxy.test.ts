import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  ExecuteStatementCommand,
  GetItemCommand,
  ListTablesCommand,
  PutItemCommand,
  ScanCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { SessionCredentials } from 'shared-domain';
import {
  SUPER_PASSWORD,
  anonymousCredentials,
  dynamo,
  login,
  postJson,
  signedDynamoFetch,
  startTestGateway,
  type CreatedOrganizer,
  type TestGateway,
} from './helpers';

const P = 'football-tournaments-';
let t: TestGateway;
let admin: SessionCredentials;
let anon: SessionCredentials;
let organizerId: string;

beforeAll(async () => {
  t = await startTestGateway();
  const signedIn = await login(t.url, 'superadmin', SUPER_PASSWORD);
  admin = signedIn.credentials;
  anon = await anonymousCredentials(t.url);
  const created = await postJson<CreatedOrganizer>(
    `${t.url}/admin/organizers`,
    { name: 'Acme FC', email: 'acme@example.com', password: 'secret1' },
    signedIn.token,
  );
  organizerId = created.json.organizer.id;
});
afterAll(async () => {
  await t?.dispose();
});

const denied = { name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } };

describe('allowed calls through a real DynamoDBClient', () => {
  it('scans and gets the organizers table with session credentials', async () => {
    const client = dynamo(t.url, admin);
    const scan = await client.send(new ScanCommand({ TableName: `${P}organizers` }));
    expect(scan.Items?.map((i) => i.name?.S)).toEqual(['Acme FC']);
    const get = await client.send(new GetItemCommand({ TableName: `${P}organizers`, Key: { id: { S: organizerId } } }));
    expect(get.Item?.email?.S).toBe('acme@example.com');
  });

  it('lets anonymous credentials read and signed-in ones write application tables', async () => {
    await dynamo(t.url, admin).send(
      new PutItemCommand({
        TableName: `${P}teams`,
        Item: { id: { S: 'team_1' }, organizerId: { S: organizerId }, name: { S: 'Reds' }, colors: { L: [] }, players: { L: [] }, createdAtISO: { S: '2024-01-01T00:00:00.000Z' } },
      }),
    );
    const get = await dynamo(t.url, anon).send(new GetItemCommand({ TableName: `${P}teams`, Key: { id: { S: 'team_1' } } }));
    expect(get.Item?.name?.S).toBe('Reds');
  });
});

describe('policy', () => {
  it.each(['auth-users', 'auth-sessions'])('refuses any access to %s, even for the super admin', async (table) => {
    await expect(dynamo(t.url, admin).send(new ScanCommand({ TableName: `${P}${table}` }))).rejects.toMatchObject(denied);
    await expect(
      dynamo(t.url, anon).send(new GetItemCommand({ TableName: `${P}${table}`, Key: { id: { S: 'user_superadmin' } } })),
    ).rejects.toMatchObject(denied);
  });

  it('refuses the auth tables inside BatchGetItem and BatchWriteItem', async () => {
    const batchGet = new BatchGetItemCommand({
      RequestItems: {
        [`${P}teams`]: { Keys: [{ id: { S: 'team_1' } }] },
        [`${P}auth-users`]: { Keys: [{ id: { S: 'user_superadmin' } }] },
      },
    });
    await expect(dynamo(t.url, admin).send(batchGet)).rejects.toMatchObject(denied);
    const batchWrite = new BatchWriteItemCommand({
      RequestItems: { [`${P}auth-sessions`]: [{ PutRequest: { Item: { id: { S: 'x' }, userId: { S: 'user_superadmin' } } } }] },
    });
    await expect(dynamo(t.url, admin).send(batchWrite)).rejects.toMatchObject(denied);
  });

  it('refuses the auth tables by ARN', async () => {
    const arn = `arn:aws:dynamodb:us-east-1:000000000000:table/${P}auth-users`;
    await expect(dynamo(t.url, admin).send(new ScanCommand({ TableName: arn }))).rejects.toMatchObject({
      ...denied,
      message: expect.stringContaining('auth-users'),
    });
  });

  it('refuses writes with anonymous credentials', async () => {
    const put = new PutItemCommand({ TableName: `${P}teams`, Item: { id: { S: 'team_2' }, name: { S: 'x' } } });
    await expect(dynamo(t.url, anon).send(put)).rejects.toMatchObject({
      ...denied,
      message: expect.stringContaining('read-only'),
    });
  });

  // TransactWriteItems depends on the store (allowed entry by entry where it has transactions): transact-write.test.ts.
  it('refuses table management and PartiQL for everyone', async () => {
    const client = dynamo(t.url, admin);
    const refused = [
      new CreateTableCommand({
        TableName: `${P}evil`,
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
      new DeleteTableCommand({ TableName: `${P}teams` }),
      new UpdateTimeToLiveCommand({ TableName: `${P}teams`, TimeToLiveSpecification: { Enabled: true, AttributeName: 'x' } }),
      new ListTablesCommand({}),
      new ExecuteStatementCommand({ Statement: `SELECT * FROM "${P}auth-users"` }),
    ];
    for (const command of refused) {
      // The union of command types does not fit send()'s overloads; each one is a valid command.
      await expect(client.send(command as CreateTableCommand)).rejects.toMatchObject(denied);
    }
  });

  it('refuses tables outside the application set', async () => {
    await expect(dynamo(t.url, admin).send(new ScanCommand({ TableName: 'other-app-users' }))).rejects.toMatchObject(denied);
  });
});

describe('signature verification', () => {
  const scanTeams = { TableName: `${P}teams` };

  it('accepts a correctly hand-signed request', async () => {
    const res = await signedDynamoFetch(t.url, anon, 'Scan', scanTeams);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-crc32')).toBeTruthy();
  });

  it('refuses an unsigned request', async () => {
    const res = await signedDynamoFetch(t.url, anon, 'Scan', scanTeams, { omitAuth: true });
    expect(res.status).toBe(403);
    expect(res.json.__type).toBe('com.amazon.coral.service#MissingAuthenticationTokenException');
    expect(res.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
  });

  it('refuses a request signed with the wrong secret', async () => {
    const res = await signedDynamoFetch(t.url, { accessKeyId: anon.accessKeyId, secretAccessKey: 'wrong' }, 'Scan', scanTeams);
    expect(res.status).toBe(403);
    expect(res.json.__type).toBe('com.amazon.coral.service#InvalidSignatureException');
  });

  it('refuses a real SDK client with a wrong secret', async () => {
    const client = dynamo(t.url, { ...admin, secretAccessKey: 'nope' });
    await expect(client.send(new ScanCommand(scanTeams))).rejects.toMatchObject({
      name: 'InvalidSignatureException',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('refuses an access key id we never issued', async () => {
    const res = await signedDynamoFetch(t.url, { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'x' }, 'Scan', scanTeams);
    expect(res.status).toBe(403);
    expect(res.json.__type).toBe('com.amazon.coral.service#UnrecognizedClientException');
  });

  it('refuses a body changed after signing (the Scan pointed at another table)', async () => {
    const res = await signedDynamoFetch(t.url, anon, 'Scan', scanTeams, {
      tamperBody: (b) => b.replace('teams', 'organizers'),
    });
    expect(res.status).toBe(403);
    expect(res.json.__type).toBe('com.amazon.coral.service#InvalidSignatureException');
  });

  it('refuses a date more than 15 minutes off', async () => {
    for (const offset of [-16 * 60 * 1000, 16 * 60 * 1000]) {
      const res = await signedDynamoFetch(t.url, anon, 'Scan', scanTeams, { signingDate: new Date(Date.now() + offset) });
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/Signature expired/);
    }
  });

  it('refuses expired credentials even when correctly signed', async () => {
    const expired = t.gw.issuer.buildForTest('anonymous', Date.now() - 1000, '0123456789abcdef');
    const res = await signedDynamoFetch(t.url, expired, 'Scan', scanTeams);
    expect(res.status).toBe(403);
    expect(res.json.__type).toBe('com.amazon.coral.service#ExpiredTokenException');
  });

  it('refuses session credentials naming a session that does not exist', async () => {
    const forged = t.gw.issuer.buildForTest('session', Date.now() + 3600_000, 'a'.repeat(64));
    const res = await signedDynamoFetch(t.url, forged, 'Scan', scanTeams);
    expect(res.status).toBe(403);
    expect(res.json.__type).toBe('com.amazon.coral.service#UnrecognizedClientException');
  });

  it('answers malformed JSON with a SerializationException', async () => {
    const res = await signedDynamoFetch(t.url, anon, 'Scan', scanTeams, { tamperBody: () => '{"TableName":' });
    // The body no longer matches the signature, so that is what is reported first…
    expect(res.status).toBe(403);
    // …while a correctly signed malformed body is a 400.
    const raw = await signedRaw('{"TableName":');
    expect(raw.status).toBe(400);
    expect(raw.json.__type).toBe('com.amazon.coral.service#SerializationException');
  });

  it('answers 413 for bodies over 16 MB', async () => {
    const res = await fetch(`${t.url}/aws/dynamodb`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0' },
      body: Buffer.alloc(17 * 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
  });
});

/** A correctly signed request whose body is arbitrary text (the helper always sends JSON). */
async function signedRaw(body: string) {
  const { SignatureV4 } = await import('@smithy/signature-v4');
  const { HttpRequest } = await import('@smithy/protocol-http');
  const { Sha256 } = await import('@aws-crypto/sha256-js');
  const target = new URL(`${t.url}/aws/dynamodb`);
  const signed = await new SignatureV4({ credentials: { accessKeyId: anon.accessKeyId, secretAccessKey: anon.secretAccessKey }, region: 'us-east-1', service: 'dynamodb', sha256: Sha256 }).sign(
    new HttpRequest({
      method: 'POST',
      hostname: target.hostname,
      port: Number(target.port),
      path: target.pathname,
      headers: { host: target.host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.Scan' },
      body,
    }),
  );
  const { host: _host, ...headers } = signed.headers;
  const res = await fetch(target, { method: 'POST', headers, body });
  return { status: res.status, json: JSON.parse(await res.text()) };
}
