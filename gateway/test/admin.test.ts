import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { ScanCommand as DocScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES } from 'shared-domain';
import { SUPER_PASSWORD, dynamo, login, postJson, startTestGateway, type CreatedOrganizer, type TestGateway } from './helpers';

let t: TestGateway;
let superToken: string;

beforeAll(async () => {
  t = await startTestGateway();
  superToken = (await login(t.url, 'superadmin', SUPER_PASSWORD)).token;
});
afterAll(async () => {
  await t?.dispose();
});

const createOrganizer = (body: Record<string, unknown>, token = superToken) =>
  postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, body, token);

describe('access to /admin/*', () => {
  it('answers 401 without a valid session and 403 for organizers', async () => {
    expect((await createOrganizer({ name: 'X', email: 'x@example.com', password: 'secret1' }, '')).status).toBe(401);
    expect((await createOrganizer({ name: 'X', email: 'x@example.com', password: 'secret1' }, 'bogus')).status).toBe(401);

    await createOrganizer({ name: 'Gatekeepers', email: 'gate@example.com', password: 'secret1' });
    const organizer = await login(t.url, 'gate@example.com', 'secret1');
    const refused = await createOrganizer({ name: 'Y', email: 'y@example.com', password: 'secret1' }, organizer.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(MESSAGES.superAdminRequired);
  });

  it('leaves GET /admin/... to the single-page app', async () => {
    const res = await fetch(`${t.url}/admin/organizers`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('POST /admin/organizers', () => {
  it('creates the organizer and its login account', async () => {
    const { status, json } = await createOrganizer({
      name: 'Northside United',
      email: 'Coach@Northside.example',
      description: 'Sunday league',
      password: 'secret1',
    });
    expect(status).toBe(201);
    expect(json.organizer).toMatchObject({
      name: 'Northside United',
      email: 'Coach@Northside.example',
      description: 'Sunday league',
      logo: '',
    });
    expect(json.organizer.id).toMatch(/^org_\d+_[0-9a-z]+$/);
    expect(Number.isNaN(Date.parse(json.organizer.createdAtISO))).toBe(false);

    // Email login is case-insensitive and binds the user to the organizer.
    const signedIn = await login(t.url, 'coach@NORTHSIDE.example', 'secret1');
    expect(signedIn.user).toEqual({
      id: expect.stringMatching(/^user_/),
      role: 'organizer',
      organizerId: json.organizer.id,
      email: 'coach@northside.example',
    });
  });

  it('refuses a duplicate name (any case) with the spec text', async () => {
    const { status, json } = await createOrganizer({ name: '  northside UNITED ', email: 'other@example.com', password: 'secret1' });
    expect(status).toBe(400);
    expect(json).toEqual({ message: MESSAGES.duplicateOrganizerName });
  });

  it('refuses a short password with the spec text', async () => {
    const { status, json } = await createOrganizer({ name: 'Shorty', email: 'shorty@example.com', password: '12345' });
    expect(status).toBe(400);
    expect(json).toEqual({ message: MESSAGES.shortPassword });
  });

  it('refuses missing fields and a second account on the same email', async () => {
    expect((await createOrganizer({ email: 'a@example.com', password: 'secret1' })).json.message).toBe(MESSAGES.organizerNameRequired);
    expect((await createOrganizer({ name: 'A', email: 'not-an-email', password: 'secret1' })).json.message).toBe(MESSAGES.invalidEmail);
    const dup = await createOrganizer({ name: 'Copycats', email: 'COACH@northside.example', password: 'secret1' });
    expect(dup).toEqual({ status: 400, json: { message: 'An account with this email already exists.' } });
  });
});

describe('DELETE /admin/organizers/:id', () => {
  it('removes the organizer, its account and its sessions at once', async () => {
    const { json } = await createOrganizer({ name: 'Doomed FC', email: 'doomed@example.com', password: 'secret1' });
    const session = await login(t.url, 'doomed@example.com', 'secret1');
    const client = dynamo(t.url, session.credentials);
    await client.send(new ScanCommand({ TableName: 'football-tournaments-teams' }));

    const res = await fetch(`${t.url}/admin/organizers/${json.organizer.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(res.status).toBe(204);

    expect((await postJson(`${t.url}/auth/session`, undefined, session.token)).status).toBe(401);
    await expect(client.send(new ScanCommand({ TableName: 'football-tournaments-teams' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    const again = await postJson(`${t.url}/auth/login`, { identifier: 'doomed@example.com', password: 'secret1' });
    expect(again).toEqual({ status: 401, json: { message: MESSAGES.invalidCredentials } });
    const organizers = await dynamo(t.url, (await login(t.url, 'superadmin', SUPER_PASSWORD)).credentials).send(
      new ScanCommand({ TableName: 'football-tournaments-organizers' }),
    );
    expect(organizers.Items?.some((i) => i.id?.S === json.organizer.id)).toBe(false);
  });
});

describe('POST /admin/organizers/reset-password', () => {
  it('sets the new password and signs out the old sessions', async () => {
    await createOrganizer({ name: 'Forgetful FC', email: 'forgetful@example.com', password: 'oldpass1' });
    const before = await login(t.url, 'forgetful@example.com', 'oldpass1');
    const reset = await postJson(
      `${t.url}/admin/organizers/reset-password`,
      { email: 'Forgetful@example.com', password: 'newpass1' },
      superToken,
    );
    expect(reset.status).toBe(204);
    expect((await postJson(`${t.url}/auth/login`, { identifier: 'forgetful@example.com', password: 'oldpass1' })).status).toBe(401);
    await login(t.url, 'forgetful@example.com', 'newpass1');
    expect((await postJson(`${t.url}/auth/session`, undefined, before.token)).status).toBe(401);
  });

  it('answers 400 for a short password and 404 for an unknown email', async () => {
    const short = await postJson(`${t.url}/admin/organizers/reset-password`, { email: 'forgetful@example.com', password: '123' }, superToken);
    expect(short).toEqual({ status: 400, json: { message: MESSAGES.shortPassword } });
    const unknown = await postJson(
      `${t.url}/admin/organizers/reset-password`,
      { email: 'ghost@example.com', password: 'secret1' },
      superToken,
    );
    expect(unknown).toEqual({ status: 404, json: { message: 'Organizer not found: ghost@example.com' } });
  });
});

describe('POST /admin/organizers/sync-emails', () => {
  it('copies the organizer email onto organizer accounts that lack one', async () => {
    const { json } = await createOrganizer({ name: 'Legacy FC', email: 'legacy@example.com', password: 'secret1' });
    // Simulate an account from before emails were stored on accounts: drop its email beneath the gateway.
    const doc = t.gw.internals.doc;
    const users = await doc.send(
      new DocScan({
        TableName: 'football-tournaments-auth-users',
        FilterExpression: 'organizerId = :o',
        ExpressionAttributeValues: { ':o': json.organizer.id },
      }),
    );
    const userId = users.Items?.[0]?.id as string;
    await doc.send(new UpdateCommand({ TableName: 'football-tournaments-auth-users', Key: { id: userId }, UpdateExpression: 'REMOVE email' }));
    expect((await postJson(`${t.url}/auth/login`, { identifier: 'legacy@example.com', password: 'secret1' })).status).toBe(401);

    const res = await fetch(`${t.url}/admin/organizers/sync-emails`, { method: 'POST', headers: { authorization: `Bearer ${superToken}` } });
    expect(res.status).toBe(204);
    const signedIn = await login(t.url, 'legacy@example.com', 'secret1');
    expect(signedIn.user.organizerId).toBe(json.organizer.id);
  });
});
