/**
 * The TOTP second factor over HTTP, as the browser uses it (shared-domain's second-factor.ts contract):
 * enrolment, the login's second step, recovery codes, turning it off, and the super admin's reset (the
 * super admin who must have one in production: second-factor-production.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SECOND_FACTOR_MESSAGES, type SecondFactorEnrolment, type SecondFactorSignedIn, type SecondFactorStatus } from 'shared-domain';
import { captureEvents } from './event-capture';
import { SUPER_PASSWORD, login, postJson, startTestGateway, type CreatedOrganizer, type TestGateway } from './helpers';
import { LoginClient } from './login-client';
import { codeAt, wrongCode, type Step } from './totp-codes';

/** Each test runs several PBKDF2 checks; on a busy machine that takes seconds. */
const SLOW_TEST_MS = 20_000;
const USERS = 'football-tournaments-auth-users';
const SESSIONS = 'football-tournaments-auth-sessions';
let t: TestGateway;
let superToken: string;
const captured = captureEvents();
let nextAddress = 1;
const newClient = () => new LoginClient(t.url, `127.0.${Math.floor(nextAddress / 250) + 60}.${(nextAddress++ % 250) + 1}`);

beforeAll(async () => {
  t = await startTestGateway({ eventLog: captured.eventLog });
  superToken = (await login(t.url, 'superadmin', SUPER_PASSWORD)).token;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});


interface Organizer {
  id: string;
  email: string;
  client: LoginClient;
  token: string;
}

async function newOrganizer(name: string): Promise<Organizer> {
  const email = `${name.toLowerCase().replace(/\s+/g, '-')}@example.com`;
  const created = await postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, { name, email, password: 'secret1' }, superToken);
  expect(created.status).toBe(201);
  const client = newClient();
  const signedIn = await client.login(email, 'secret1');
  expect(signedIn.status).toBe(200);
  return { id: created.json.organizer.id, email, client, token: signedIn.json.token };
}

/** Turns the organizer's second factor on: its secret and recovery codes. */
async function enable(organizer: Organizer): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrolment = await organizer.client.post<SecondFactorEnrolment>('/auth/second-factor/enrol', undefined, organizer.token);
  expect(enrolment.status).toBe(200);
  const confirmed = await organizer.client.post<{ recoveryCodes: string[] }>('/auth/second-factor/confirm', { code: await codeAt(enrolment.json.secret) }, organizer.token);
  expect(confirmed.status).toBe(200);
  return { secret: enrolment.json.secret, recoveryCodes: confirmed.json.recoveryCodes };
}

const passwordStep = async (client: LoginClient, email: string, password = 'secret1') => {
  const reply = await client.post<Step>('/auth/login', { identifier: email, password });
  expect(reply.status).toBe(200);
  return reply.json;
};
const secondStep = (client: LoginClient, challenge: string, code: string) => client.post<SecondFactorSignedIn>('/auth/login/second-factor', { challenge, code });
const status = async (client: LoginClient, token: string) => (await client.post<SecondFactorStatus>('/auth/second-factor/status', undefined, token)).json;

describe('enrolment and sign-in with a code', () => {
  it('enrols with a QR code, asks for a code at login, accepts each code once, and each recovery code once', async () => {
    const org = await newOrganizer('Totp United');
    expect(await status(org.client, org.token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const enrolment = await org.client.post<SecondFactorEnrolment>('/auth/second-factor/enrol', undefined, org.token);
    expect(enrolment.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.json.otpauthUri);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe('otpauth://totp/KickOff%20Hub:totp-united%40example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: enrolment.json.secret, issuer: 'KickOff Hub' });
    expect(Buffer.from(enrolment.json.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const { secret } = enrolment.json;
    // Not on until confirmed: the password alone still signs in.
    expect((await org.client.login(org.email, 'secret1')).json.token).toBeDefined();

    const wrong = await org.client.post('/auth/second-factor/confirm', { code: await wrongCode(secret) }, org.token);
    expect(wrong).toMatchObject({ status: 400, json: { message: SECOND_FACTOR_MESSAGES.invalidCode } });
    const confirmCode = await codeAt(secret);
    const confirmed = await org.client.post<{ recoveryCodes: string[] }>('/auth/second-factor/confirm', { code: confirmCode }, org.token);
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.json;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await status(org.client, org.token)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(await org.client.post('/auth/second-factor/enrol', undefined, org.token)).toMatchObject({ status: 409, json: { message: SECOND_FACTOR_MESSAGES.alreadyEnabled } });

    // The password now only opens the second step.
    const step = await passwordStep(org.client, org.email);
    expect(Object.keys(step).sort()).toEqual(['challenge', 'secondFactor']);
    expect(step.secondFactor).toBe('code');
    // The code that confirmed the enrolment was used: it does not work again.
    expect(await secondStep(org.client, step.challenge, confirmCode)).toMatchObject({ status: 401, json: { message: SECOND_FACTOR_MESSAGES.invalidCode } });
    const nextCode = await codeAt(secret, 1);
    const signedIn = await secondStep(org.client, step.challenge, nextCode);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.organizerId).toBe(org.id);
    expect(signedIn.json.recoveryCodes).toBeUndefined();
    expect((await postJson(`${t.url}/auth/session`, undefined, signedIn.json.token)).status).toBe(200);
    // A used challenge is gone.
    expect(await secondStep(org.client, step.challenge, await codeAt(secret, 1))).toMatchObject({ status: 401, json: { message: SECOND_FACTOR_MESSAGES.challengeExpired } });

    const again = await passwordStep(org.client, org.email);
    expect((await secondStep(org.client, again.challenge, nextCode)).status).toBe(401);
    // A recovery code as typed: any case, spaces and dashes.
    const typed = ` ${recoveryCodes[0]!.toUpperCase().replace('-', ' - ')} `;
    const recovered = await secondStep(org.client, again.challenge, typed);
    expect(recovered.status).toBe(200);
    expect(await status(org.client, recovered.json.token)).toMatchObject({ recoveryCodesLeft: 9 });
    const third = await passwordStep(org.client, org.email);
    expect((await secondStep(org.client, third.challenge, recoveryCodes[0]!)).status).toBe(401);
    expect((await secondStep(org.client, third.challenge, recoveryCodes[1]!)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('keeps no secret or recovery code in clear in the account item', async () => {
    const org = await newOrganizer('Vault Rovers');
    const enrolment = await org.client.post<SecondFactorEnrolment>('/auth/second-factor/enrol', undefined, org.token);
    const pendingItem = JSON.stringify((await t.gw.internals.doc.send(new GetCommand({ TableName: USERS, Key: { id: (await userOf(org)).id } }))).Item);
    expect(pendingItem).not.toContain(enrolment.json.secret);
    const confirmed = await org.client.post<{ recoveryCodes: string[] }>('/auth/second-factor/confirm', { code: await codeAt(enrolment.json.secret) }, org.token);

    const item = await userOf(org);
    expect(item.totpSecret).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(item.totpPendingSecret).toBeUndefined();
    expect(item.recoveryCodes).toBeInstanceOf(Set);
    expect(item.recoveryCodes?.size).toBe(10);
    const stored = JSON.stringify({ ...item, recoveryCodes: [...(item.recoveryCodes ?? [])] });
    expect(stored).not.toContain(enrolment.json.secret);
    for (const code of confirmed.json.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // And no event carries them either.
    const log = captured.lines.join('\n');
    expect(log).not.toContain(enrolment.json.secret);
    for (const code of confirmed.json.recoveryCodes) expect(log).not.toContain(code);
  }, SLOW_TEST_MS);
});

async function userOf(org: Organizer) {
  const signedIn = await postJson<{ user: { id: string } }>(`${t.url}/auth/session`, undefined, org.token);
  const out = await t.gw.internals.doc.send(new GetCommand({ TableName: USERS, Key: { id: signedIn.json.user.id } }));
  return out.Item as { id: string; totpSecret?: string; totpPendingSecret?: string; recoveryCodes?: Set<string> };
}

describe('the second step refuses', () => {
  it('wrong codes, burning the challenge after 5, and counts them as failed logins for the lockout', async () => {
    const org = await newOrganizer('Wrong Codes FC');
    const { secret } = await enable(org);
    // Someone with the password, on a browser the organizer never signed in on (no device cookie).
    const stranger = newClient();
    const step = await passwordStep(stranger, org.email);
    for (let i = 0; i < 5; i++) {
      expect(await secondStep(stranger, step.challenge, await wrongCode(secret))).toMatchObject({ status: 401, json: { message: SECOND_FACTOR_MESSAGES.invalidCode } });
    }
    expect(await secondStep(stranger, step.challenge, await codeAt(secret))).toMatchObject({ status: 401, json: { message: SECOND_FACTOR_MESSAGES.challengeExpired } });
    expect(captured.events.filter((e) => e.event === 'login.second-factor.failed' && e.identifier === org.email).map((e) => e.reason)).toEqual([
      ...Array<string>(5).fill('invalid-code'),
    ]);
    // Five wrong codes and one wrong password from this client: it now waits, even with the right password.
    expect((await stranger.login(org.email, 'wrong')).status).toBe(401);
    expect((await stranger.login(org.email, 'secret1')).status).toBe(429);
    // The organizer's own browser is not held back by the stranger's failures.
    expect((await passwordStep(org.client, org.email)).secondFactor).toBe('code');
  }, SLOW_TEST_MS);

  it('an expired challenge, and lets only one of two parallel sign-ins with one challenge through', async () => {
    const org = await newOrganizer('Expiry Athletic');
    const { secret } = await enable(org);
    const step = await passwordStep(org.client, org.email);
    await expireChallenges(org);
    expect(await secondStep(org.client, step.challenge, await codeAt(secret, 1))).toMatchObject({ status: 401, json: { message: SECOND_FACTOR_MESSAGES.challengeExpired } });

    const fresh = await passwordStep(org.client, org.email);
    const code = await codeAt(secret, 1);
    const both = await Promise.all([secondStep(org.client, fresh.challenge, code), secondStep(org.client, fresh.challenge, code)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  }, SLOW_TEST_MS);

  it('a missing code with 400, and a malformed challenge as expired', async () => {
    const client = newClient();
    expect(await client.post('/auth/login/second-factor', { challenge: 'x' })).toMatchObject({ status: 400, json: { message: SECOND_FACTOR_MESSAGES.codeRequired } });
    expect(await client.post('/auth/login/second-factor', { challenge: 'x', code: '123456' })).toMatchObject({ status: 401, json: { message: SECOND_FACTOR_MESSAGES.challengeExpired } });
    expect(await client.post('/auth/login/second-factor', { challenge: 'x'.repeat(65), code: '123456' })).toMatchObject({ status: 400, json: { message: 'Challenge must be at most 64 characters.' } });
  }, SLOW_TEST_MS);
});

/** Moves every pending challenge of the organizer's account into the past, beneath the gateway. */
async function expireChallenges(org: Organizer): Promise<void> {
  const { Items = [] } = await t.gw.internals.doc.send(
    new QueryCommand({
      TableName: SESSIONS,
      IndexName: 'userId-index',
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': (await userOf(org)).id },
    }),
  );
  for (const item of Items.filter((i) => String(i.id).startsWith('sfc_'))) {
    await t.gw.internals.doc.send(new UpdateCommand({ TableName: SESSIONS, Key: { id: item.id }, UpdateExpression: 'SET expiresAtMs = :p', ExpressionAttributeValues: { ':p': Date.now() - 1 } }));
  }
}

describe('managing the second factor', () => {
  it('issues new recovery codes and turns it off, each proven with a code', async () => {
    const org = await newOrganizer('Settings Town');
    const { secret, recoveryCodes: old } = await enable(org);
    expect(await org.client.post('/auth/second-factor/recovery-codes', { code: await wrongCode(secret) }, org.token)).toMatchObject({ status: 400, json: { message: SECOND_FACTOR_MESSAGES.invalidCode } });
    const renewed = await org.client.post<{ recoveryCodes: string[] }>('/auth/second-factor/recovery-codes', { code: old[0] }, org.token);
    expect(renewed.status).toBe(200);
    expect(renewed.json.recoveryCodes).toHaveLength(10);
    const step = await passwordStep(org.client, org.email);
    expect((await secondStep(org.client, step.challenge, old[1]!)).status).toBe(401);
    expect((await secondStep(org.client, step.challenge, renewed.json.recoveryCodes[0]!)).status).toBe(200);

    expect(await org.client.post('/auth/second-factor/disable', { code: await wrongCode(secret) }, org.token)).toMatchObject({ status: 400 });
    expect((await org.client.post('/auth/second-factor/disable', { code: await codeAt(secret, 1) }, org.token)).status).toBe(204);
    expect(await status(org.client, org.token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await org.client.login(org.email, 'secret1')).json.token).toBeDefined();
    const notOn = { status: 409, json: { message: SECOND_FACTOR_MESSAGES.notEnabled } };
    expect(await org.client.post('/auth/second-factor/disable', { code: '123456' }, org.token)).toMatchObject(notOn);
    expect(await org.client.post('/auth/second-factor/recovery-codes', { code: '123456' }, org.token)).toMatchObject(notOn);
    expect(await org.client.post('/auth/second-factor/confirm', { code: '123456' }, org.token)).toMatchObject({ status: 409, json: { message: SECOND_FACTOR_MESSAGES.noPendingEnrolment } });
    expect(captured.events.filter((e) => e.event.startsWith('second-factor.') && e.event !== 'second-factor.failed').map((e) => e.event)).toEqual(
      expect.arrayContaining(['second-factor.enabled', 'second-factor.recovery-codes', 'second-factor.disabled']),
    );
  }, SLOW_TEST_MS);

  it('answers 401 without a session, and backs off wrong codes sent with one', async () => {
    const org = await newOrganizer('Stolen Session FC');
    const { secret } = await enable(org);
    expect((await org.client.post('/auth/second-factor/status')).status).toBe(401);
    expect((await org.client.post('/auth/second-factor/disable', { code: '123456' }, 'not-a-token')).status).toBe(401);
    for (let i = 0; i < 6; i++) expect((await org.client.post('/auth/second-factor/disable', { code: await wrongCode(secret) }, org.token)).status).toBe(400);
    const refused = await org.client.post('/auth/second-factor/disable', { code: await codeAt(secret, 1) }, org.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(await status(org.client, org.token)).toMatchObject({ enabled: true });
  }, SLOW_TEST_MS);
});

describe("the super admin's reset", () => {
  it("removes an organizer's second factor: it signs in with its password alone", async () => {
    const org = await newOrganizer('Lost Phone United');
    await enable(org);
    expect((await passwordStep(org.client, org.email)).secondFactor).toBe('code');
    const reset = (id: string, token?: string) => postJson(`${t.url}/admin/organizers/${id}/second-factor`, undefined, token, 'DELETE');
    expect((await reset(org.id, org.token)).status).toBe(403);
    expect((await reset(org.id)).status).toBe(401);
    expect((await reset(org.id, superToken)).status).toBe(204);
    expect((await org.client.login(org.email, 'secret1')).json.token).toBeDefined();
    expect(await status(org.client, org.token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await reset(org.id, superToken)).status).toBe(204);
    expect(await reset('org_1_nosuch', superToken)).toEqual({ status: 404, json: { message: 'Organizer not found' } });
    expect(captured.events.filter((e) => e.event === 'second-factor.reset')).toContainEqual(expect.objectContaining({ organizerId: org.id }));
  }, SLOW_TEST_MS);
});
