import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, sessionExpiresAt } from 'shared-domain';
import { SUPER_PASSWORD, anonymousCredentials, dynamo, login, postJson, startTestGateway, type LoginAnswer, type TestGateway } from './helpers';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.dispose();
});

describe('POST /auth/login', () => {
  it('signs the bootstrapped super admin in by username', async () => {
    const before = Date.now();
    const answer = await login(t.url, 'superadmin', SUPER_PASSWORD);
    expect(answer.user).toEqual({ id: 'user_superadmin', role: 'super_admin', username: 'superadmin' });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.credentials.accessKeyId).toMatch(/^GWS1_/);
    expect(answer.credentials.secretAccessKey.length).toBeGreaterThan(30);
    // One hour, not the 7-day session, and well over the SDK's 5-minute refresh margin.
    const lifetime = Date.parse(answer.credentials.expiration) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it.each([
    ['unknown user', 'nobody@example.com', 'whatever'],
    ['wrong password', 'superadmin', 'wrong-password'],
  ])('answers 401 with the spec text for %s', async (_case, identifier, password) => {
    const { status, json } = await postJson(`${t.url}/auth/login`, { identifier, password });
    expect(status).toBe(401);
    expect(json).toEqual({ message: MESSAGES.invalidCredentials });
  });

  it('refuses an inactive account with the same text, and recreates a missing super admin on login', async () => {
    const users = 'football-tournaments-auth-users';
    const key = { id: 'user_superadmin' };
    const doc = t.gw.internals.doc;
    await doc.send(new UpdateCommand({ TableName: users, Key: key, UpdateExpression: 'SET isActive = :f', ExpressionAttributeValues: { ':f': false } }));
    const inactive = await postJson(`${t.url}/auth/login`, { identifier: 'superadmin', password: SUPER_PASSWORD });
    expect(inactive).toEqual({ status: 401, json: { message: MESSAGES.invalidCredentials } });

    // Spec §6: the account is created again when absent, on a login attempt with its username.
    await doc.send(new DeleteCommand({ TableName: users, Key: key }));
    const answer = await login(t.url, 'superadmin', SUPER_PASSWORD);
    expect(answer.user.role).toBe('super_admin');
  });

  it('answers 400 when a field is missing', async () => {
    expect((await postJson(`${t.url}/auth/login`, { identifier: 'superadmin' })).status).toBe(400);
    expect((await postJson(`${t.url}/auth/login`, { password: 'x' })).status).toBe(400);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${t.url}/auth/login`, { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('reads the body as JSON whatever its Content-Type, and only a JSON object', async () => {
    const asText = await fetch(`${t.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ identifier: 'superadmin', password: SUPER_PASSWORD }) });
    expect(asText.status).toBe(200);
    expect(asText.headers.get('cache-control')).toBe('no-store');
    const array = await fetch(`${t.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
    expect([array.status, await array.json()]).toEqual([400, { message: 'Request body must be a JSON object' }]);
  });

  // Which origins these answers name (CORS) is cors.test.ts's subject.
  it('refuses a body over 16 KB with 413 and closes the connection', async () => {
    const res = await fetch(`${t.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(17_000)}"` });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ message: 'Request body exceeds 16384 bytes' });
  });

  it('answers 405 to other methods and 404 to unknown POSTs', async () => {
    expect((await postJson(`${t.url}/auth/login`, undefined, undefined, 'PUT')).json).toEqual({ message: 'Unknown auth endpoint.' });
    expect((await postJson(`${t.url}/auth/login`, undefined, undefined, 'PUT')).status).toBe(405);
    expect((await postJson(`${t.url}/auth/unknown`)).status).toBe(404);
  });
});

describe('sessions', () => {
  it('restores a session with fresh credentials, then logout ends it and its credentials at once', async () => {
    const { token, credentials } = await login(t.url, 'superadmin', SUPER_PASSWORD);
    const restored = await postJson<Omit<LoginAnswer, 'token'>>(`${t.url}/auth/session`, undefined, token);
    expect(restored.status).toBe(200);
    expect(restored.json.user.role).toBe('super_admin');
    expect(restored.json.credentials.accessKeyId).toMatch(/^GWS1_/);

    const client = dynamo(t.url, credentials);
    await expect(client.send(new ScanCommand({ TableName: 'football-tournaments-organizers' }))).resolves.toBeDefined();

    const out = await fetch(`${t.url}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    expect((await postJson(`${t.url}/auth/session`, undefined, token)).status).toBe(401);
    await expect(client.send(new ScanCommand({ TableName: 'football-tournaments-organizers' }))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('refuses unknown and missing tokens with 401 {message}', async () => {
    const unknown = await postJson(`${t.url}/auth/session`, undefined, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(typeof unknown.json.message).toBe('string');
    expect((await postJson(`${t.url}/auth/session`)).status).toBe(401);
    expect((await postJson(`${t.url}/auth/logout`)).status).toBe(401);
  });

  it('lasts seven days', () => {
    expect(Date.parse(sessionExpiresAt(0))).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('POST /auth/anonymous', () => {
  it('issues one-hour anonymous credentials that can read', async () => {
    const creds = await anonymousCredentials(t.url);
    expect(creds.accessKeyId).toMatch(/^GWA1_/);
    expect(Date.parse(creds.expiration) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    const out = await dynamo(t.url, creds).send(new ScanCommand({ TableName: 'football-tournaments-teams' }));
    expect(out.Items).toEqual([]);
  });
});
