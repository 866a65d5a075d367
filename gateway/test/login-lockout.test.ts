/**
 * The login lockout as an attacker meets it (issue 12): back-off per identifier and client address, per
 * address, a slowdown for an identifier under a distributed attack, and device cookies that keep the real
 * owner able to sign in whatever strangers do.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from 'shared-domain';
import { loginLockoutMessage } from '../src/auth/login-throttle';
import { captureEvents } from './event-capture';
import { SUPER_PASSWORD, postJson, startTestGateway, type CreatedOrganizer, type TestGateway } from './helpers';
import { LoginClient, type ClientReply } from './login-client';

const HOUR = 60 * 60_000;
/** Each test runs dozens of PBKDF2 checks; on a busy machine that takes seconds. */
const SLOW_TEST_MS = 20_000;
let t: TestGateway;
const captured = captureEvents();
/**
 * The lockout's clock stands still but for this: a test moves time on instead of waiting, and a loaded machine
 * (the 1 s first wait once lapsed between two requests on DynamoDB Local) cannot move it on behind a test's back.
 */
let clockOffset = 0;
const STARTED = Date.now();
let nextAddress = 1;
/** A client on a loopback address no other test has used. */
const newClient = () => new LoginClient(t.url, `127.0.${Math.floor(nextAddress / 250) + 20}.${(nextAddress++ % 250) + 1}`);

beforeAll(async () => {
  t = await startTestGateway({ eventLog: captured.eventLog, loginThrottle: { clock: () => STARTED + clockOffset, slowdownMs: 300 } });
  const admin = await postJson<{ token: string }>(`${t.url}/auth/login`, { identifier: 'superadmin', password: SUPER_PASSWORD });
  for (const name of ['Alpha', 'Bravo']) {
    const created = await postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, { name, email: `${name.toLowerCase()}@example.com`, password: 'secret1' }, admin.json.token);
    expect(created.status).toBe(201);
  }
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});
// Every test starts with the lockout's memory empty: an hour later, every failure is forgotten.
beforeEach(() => {
  clockOffset += HOUR;
  captured.events.length = 0;
});

/** `failures` wrong passwords, moving the clock past each wait: the back-off ends at its longest. */
async function failRepeatedly(client: LoginClient, identifier: string, failures: number): Promise<void> {
  for (let failed = 0; failed < failures; ) {
    const reply = await client.login(identifier, 'wrong');
    if (reply.status === 429) clockOffset += Number(reply.headers['retry-after']) * 1000;
    else failed++;
  }
}

const expectLocked = (reply: ClientReply) => {
  expect(reply.status).toBe(429);
  const seconds = Number(reply.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(reply.json).toEqual({ message: loginLockoutMessage(seconds * 1000) });
};

describe('one client guessing one account', () => {
  it('backs off after 5 free failures, doubling each time, even for the right password; a success forgives', async () => {
    const client = newClient();
    for (let i = 0; i < 6; i++) expect((await client.login('alpha@example.com', `wrong-${i}`)).status, `guess ${i + 1}`).toBe(401);
    const locked = await client.login('ALPHA@example.com ', 'secret1');
    expectLocked(locked);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json.message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');

    clockOffset += 1000;
    expect((await client.login('alpha@example.com', 'wrong-7')).status).toBe(401);
    expect((await client.login('alpha@example.com', 'secret1')).headers['retry-after']).toBe('2');
    clockOffset += 2000;
    expect((await client.login('alpha@example.com', 'wrong-8')).status).toBe(401);
    expect((await client.login('alpha@example.com', 'secret1')).headers['retry-after']).toBe('4');

    clockOffset += 4000;
    expect((await client.login('alpha@example.com', 'secret1')).status).toBe(200);
    // Without the device cookie that sign-in set (see below), the count starts afresh.
    client.cookies.clear();
    for (let i = 0; i < 6; i++) expect((await client.login('alpha@example.com', 'wrong')).status).toBe(401);
    expectLocked(await client.login('alpha@example.com', 'secret1'));
  }, SLOW_TEST_MS);

  it('waits at most 15 minutes, and forgets the failures 15 minutes after the wait', async () => {
    const client = newClient();
    await failRepeatedly(client, 'bravo@example.com', 20);
    const locked = await client.login('bravo@example.com', 'secret1');
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    clockOffset += 30 * 60_000;
    expect((await client.login('bravo@example.com', 'secret1')).status).toBe(200);
  }, SLOW_TEST_MS);

  it('locks out the guesser only: the same account signs in from another client at once', async () => {
    const guesser = newClient();
    for (let i = 0; i < 10; i++) await guesser.login('bravo@example.com', 'wrong');
    expectLocked(await guesser.login('bravo@example.com', 'secret1'));
    const owner = await newClient().login('bravo@example.com', 'secret1');
    expect(owner.status).toBe(200);
    expect(captured.events.filter((e) => e.event === 'login.slowed')).toEqual([]);
  }, SLOW_TEST_MS);
});

describe('the super admin under attack', () => {
  it('after 50 wrong guesses from one client, signs in from another client, and from that one with its device cookie', async () => {
    const address = newClient().address;
    const device = new LoginClient(t.url, address);
    expect((await device.login('superadmin', SUPER_PASSWORD)).status).toBe(200);

    const attacker = new LoginClient(t.url, address);
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push((await attacker.login('superadmin', `guess-${i}`)).status);
    expect(answers.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    expect(answers.every((s) => s === 401 || s === 429)).toBe(true);
    expectLocked(await attacker.login('superadmin', SUPER_PASSWORD));

    const elsewhere = await newClient().login('superadmin', SUPER_PASSWORD);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.user.role).toBe('super_admin');
    const known = await device.login('superadmin', SUPER_PASSWORD);
    expect(known.status).toBe(200);
    expect(captured.events.filter((e) => e.event === 'login.succeeded' && e.address === address).at(-1)).toMatchObject({ trustedDevice: true });
  }, SLOW_TEST_MS);

  it('under a distributed attack, holds a clean client back briefly but lets it in; clients that failed wait', async () => {
    const device = newClient();
    expect((await device.login('superadmin', SUPER_PASSWORD)).status).toBe(200);
    // 22 clients with one guess each: past the 20 failures that put an identifier under attack.
    const attackers = Array.from({ length: 22 }, newClient);
    for (const attacker of attackers) expect((await attacker.login('superadmin', 'guess')).status).toBe(401);

    // A client that has failed for the account waits, right password or not.
    const failed = await attackers[0]!.login('superadmin', SUPER_PASSWORD);
    expectLocked(failed);
    expect(captured.events.at(-1)).toMatchObject({ event: 'login.throttled', reason: 'identifier', identifier: 'superadmin' });

    const started = Date.now();
    const clean = await newClient().login('superadmin', SUPER_PASSWORD);
    expect(clean.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(captured.events.some((e) => e.event === 'login.slowed' && e.delayMs === 300)).toBe(true);

    // A known device is not even held back.
    const slowedBefore = captured.events.filter((e) => e.event === 'login.slowed').length;
    expect((await device.login('superadmin', SUPER_PASSWORD)).status).toBe(200);
    expect(captured.events.filter((e) => e.event === 'login.slowed').length).toBe(slowedBefore);
  }, SLOW_TEST_MS);
});

describe('one client spraying many accounts', () => {
  it('backs the address off after 20 failures, whatever the identifiers; other addresses are unaffected', async () => {
    const sprayer = newClient();
    for (let i = 0; i < 21; i++) expect((await sprayer.login(`user-${i}@example.com`, 'password1')).status).toBe(401);
    expectLocked(await sprayer.login('alpha@example.com', 'secret1'));
    expect(captured.events.at(-1)).toMatchObject({ event: 'login.throttled', reason: 'address' });
    expect((await newClient().login('alpha@example.com', 'secret1')).status).toBe(200);
  }, SLOW_TEST_MS);
});

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Strict, limited to /auth and named per account', async () => {
    const client = newClient();
    const reply = await client.login('alpha@example.com', 'secret1');
    const [cookie] = reply.headers['set-cookie'] ?? [];
    expect(cookie).toMatch(/^device_[0-9a-f]{24}=[^;]+; Max-Age=15552000; Path=\/auth; HttpOnly; SameSite=Strict$/);
    // Not Secure over plain HTTP (a browser would drop it); the account's name is not in the cookie's name.
    expect(cookie).not.toContain('alpha');
    await client.login('bravo@example.com', 'secret1');
    expect(client.cookies.size).toBe(2);
  }, SLOW_TEST_MS);

  it('are distrusted after 10 wrong passwords with them, and a forged one is worth nothing', async () => {
    const address = newClient().address;
    const owner = new LoginClient(t.url, address);
    expect((await owner.login('bravo@example.com', 'secret1')).status).toBe(200);
    const attacker = new LoginClient(t.url, address);
    // Waiting 16 seconds now: longer than the rest of the test takes.
    await failRepeatedly(attacker, 'bravo@example.com', 10);
    expectLocked(await attacker.login('bravo@example.com', 'secret1'));

    const forged = new LoginClient(t.url, address);
    const [[name, value]] = [...owner.cookies] as [[string, string]];
    forged.cookies.set(name, value.replace(/.(?=\.)/, (c) => (c === 'a' ? 'b' : 'a')));
    expectLocked(await forged.login('bravo@example.com', 'secret1'));

    // The owner's cookie carries it past the lockout, even after a few typos of its own...
    for (let i = 0; i < 9; i++) expect((await owner.login('bravo@example.com', 'typo')).status).toBe(401);
    expect((await owner.login('bravo@example.com', 'secret1')).status).toBe(200);
    // ...but whoever holds it and guesses 10 times loses that trust: the address's lockout applies again.
    for (let i = 0; i < 10; i++) expect((await owner.login('bravo@example.com', 'guess')).status).toBe(401);
    expectLocked(await owner.login('bravo@example.com', 'secret1'));
  }, SLOW_TEST_MS);

  it('count for their own account only', async () => {
    const client = newClient();
    expect((await client.login('alpha@example.com', 'secret1')).status).toBe(200);
    for (let i = 0; i < 21; i++) await client.login(`sprayed-${i}@example.com`, 'wrong');
    expectLocked(await client.login('bravo@example.com', 'secret1'));
    expect((await client.login('alpha@example.com', 'secret1')).status).toBe(200);
  }, SLOW_TEST_MS);
});

describe('events', () => {
  it('log attempts, refusals and sign-ins with who and where, and no secret', async () => {
    const client = newClient();
    for (let i = 0; i < 7; i++) await client.login('alpha@example.com', 'not-the-password');
    await client.login('alpha@example.com', 'secret1');
    const kinds = captured.events.map((e) => e.event);
    expect(kinds).toEqual([...Array<string>(6).fill('login.failed'), 'login.throttled', 'login.throttled']);
    expect(captured.events[0]).toMatchObject({ identifier: 'alpha@example.com', address: client.address, reason: 'invalid-credentials', trustedDevice: false });
    expect(captured.events[6]).toMatchObject({ reason: 'identifier-address', retryAfterMs: expect.any(Number) });
    clockOffset += HOUR;
    await client.login('alpha@example.com', 'secret1');
    expect(captured.events.at(-1)).toMatchObject({ event: 'login.succeeded', identifier: 'alpha@example.com', userId: expect.stringMatching(/^user_/) });
    const everything = captured.lines.join('\n');
    for (const secret of ['not-the-password', 'secret1', SUPER_PASSWORD, 'device_']) expect(everything).not.toContain(secret);
  }, SLOW_TEST_MS);

  it('a wrong password answers the spec text', async () => {
    const reply = await newClient().login('alpha@example.com', 'nope');
    expect(reply).toMatchObject({ status: 401, json: { message: MESSAGES.invalidCredentials } });
  }, SLOW_TEST_MS);
});
