/**
 * Bounded inputs (issue 12): every text field of the JSON API has a length bound checked before any work,
 * with a message naming the field; the login's bounds are shared-domain's LOGIN_INPUT_LIMITS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_INPUT_LIMITS } from 'shared-domain';
import { captureEvents } from './event-capture';
import { SUPER_PASSWORD, login, postJson, startTestGateway, type TestGateway } from './helpers';
import { LoginClient } from './login-client';

let t: TestGateway;
let superToken: string;
const captured = captureEvents();

beforeAll(async () => {
  t = await startTestGateway({ eventLog: captured.eventLog });
  superToken = (await login(t.url, 'superadmin', SUPER_PASSWORD)).token;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});

const organizerCount = async () => (await t.gw.internals.doc.send(new ScanCommand({ TableName: 'football-tournaments-organizers', Select: 'COUNT' }))).Count;

describe('POST /auth/login', () => {
  it('refuses an identifier over 320 or a password over 1,024 characters before any lookup, throttle or hash', async () => {
    const client = new LoginClient(t.url, '127.0.40.1');
    captured.events.length = 0;
    for (let i = 0; i < 30; i++) {
      expect(await client.login(`superadmin${' '.repeat(LOGIN_INPUT_LIMITS.identifier)}`, 'wrong')).toMatchObject({
        status: 400,
        json: { message: 'Email/username must be at most 320 characters.' },
      });
      expect(await client.login('superadmin', 'w'.repeat(LOGIN_INPUT_LIMITS.password + 1))).toMatchObject({
        status: 400,
        json: { message: 'Password must be at most 1,024 characters.' },
      });
    }
    // Nothing was looked up or counted: no login event, and no lockout for this client.
    expect(captured.events).toEqual([]);
    expect((await client.login('superadmin', SUPER_PASSWORD)).status).toBe(200);
  });

  it('accepts the longest inputs, and refuses fields that are not text with the missing-fields text', async () => {
    const client = new LoginClient(t.url, '127.0.40.2');
    const longest = await client.login(`${'a'.repeat(LOGIN_INPUT_LIMITS.identifier - 12)}@example.com`, 'p'.repeat(LOGIN_INPUT_LIMITS.password));
    expect(longest.status).toBe(401);
    for (const body of [{ identifier: 123, password: 'x' }, { identifier: 'superadmin', password: true }, { identifier: ['superadmin'], password: SUPER_PASSWORD }]) {
      expect(await client.post('/auth/login', body)).toEqual(expect.objectContaining({ status: 400, json: { message: 'Email/username and password are required.' } }));
    }
  });
});

describe('the admin API', () => {
  const create = (body: Record<string, unknown>) => postJson(`${t.url}/admin/organizers`, body, superToken);

  it('refuses over-long or non-text organizer fields with the field named, and stores nothing', async () => {
    const before = await organizerCount();
    const base = { name: 'Bounded FC', email: 'bounded@example.com', password: 'secret1' };
    expect(await create({ ...base, name: 'N'.repeat(1001) })).toEqual({ status: 400, json: { message: 'Name must be at most 1,000 characters.' } });
    expect(await create({ ...base, email: `${'e'.repeat(309)}@example.com` })).toEqual({ status: 400, json: { message: 'Email must be at most 320 characters.' } });
    expect(await create({ ...base, password: 'p'.repeat(1025) })).toEqual({ status: 400, json: { message: 'Password must be at most 1,024 characters.' } });
    expect(await create({ ...base, description: 'd'.repeat(10_001) })).toEqual({ status: 400, json: { message: 'Description must be at most 10,000 characters.' } });
    expect(await create({ ...base, name: 42 })).toEqual({ status: 400, json: { message: 'Name must be text.' } });
    expect(await organizerCount()).toBe(before);
  });

  it("leaves the domain's own limits their texts", async () => {
    expect(await create({ name: 'O'.repeat(300), email: 'long@example.com', password: 'secret1' })).toEqual({ status: 400, json: { message: 'Name must be at most 100 characters.' } });
  });

  it('bounds the reset-password fields, and any body at 16 KB', async () => {
    const reset = await postJson(`${t.url}/admin/organizers/reset-password`, { email: 'x'.repeat(321), password: 'secret1' }, superToken);
    expect(reset).toEqual({ status: 400, json: { message: 'Email must be at most 320 characters.' } });
    const huge = await create({ name: 'Huge FC', email: 'huge@example.com', password: 'secret1', padding: 'x'.repeat(16 * 1024) });
    expect(huge).toEqual({ status: 413, json: { message: 'Request body exceeds 16384 bytes' } });
  });
});

describe('the second-factor routes', () => {
  it('bound the code and the challenge', async () => {
    const client = new LoginClient(t.url, '127.0.40.3');
    expect(await client.post('/auth/login/second-factor', { challenge: 'c', code: '1'.repeat(65) })).toMatchObject({ status: 400, json: { message: 'Code must be at most 64 characters.' } });
    expect(await client.post('/auth/second-factor/confirm', { code: '1'.repeat(65) }, superToken)).toMatchObject({ status: 400, json: { message: 'Code must be at most 64 characters.' } });
  });
});
