/**
 * The gateway signs people in by shared-domain's login rules: an identifier is looked up as
 * loginLookups says (username, then email), the first account found is the one whose password counts,
 * only active accounts (canLogIn) sign in, and both fields are required (isLoginInputComplete).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, loginLookups, type AuthUser } from 'shared-domain';
import { PasswordHasher } from '../src/auth/passwords';
import { TEST_PASSWORD_ITERATIONS, postJson, startTestGateway, type LoginAnswer, type TestGateway } from './helpers';

const USERS = 'football-tournaments-auth-users';
let t: TestGateway;

async function putUser(user: Omit<AuthUser, 'passwordHash' | 'salt' | 'createdAt'>, password: string): Promise<void> {
  const item: AuthUser = { ...user, ...(await new PasswordHasher(TEST_PASSWORD_ITERATIONS).hash(password)), createdAt: new Date(0).toISOString() };
  await t.gw.internals.doc.send(new PutCommand({ TableName: USERS, Item: item }));
}

const signIn = (identifier: unknown, password: unknown) => postJson<LoginAnswer>(`${t.url}/auth/login`, { identifier, password });

beforeAll(async () => {
  t = await startTestGateway();
  // The same text is one account's username and another account's email: only the order can tell them apart.
  await putUser({ id: 'user_by_name', username: 'coach@club.example', role: 'organizer', organizerId: 'org_name', isActive: true }, 'name-password');
  await putUser({ id: 'user_by_email', email: 'coach@club.example', role: 'organizer', organizerId: 'org_email', isActive: true }, 'email-password');
  await putUser({ id: 'user_plain', email: 'keeper@club.example', role: 'organizer', organizerId: 'org_plain', isActive: true }, 'plain-password');
  await putUser({ id: 'user_inactive', email: 'gone@club.example', role: 'organizer', organizerId: 'org_gone', isActive: false }, 'gone-password');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
});

describe('login by the domain rule', () => {
  it('tries the identifier in the order loginLookups gives: the account found first is the one signed in', async () => {
    expect(loginLookups('coach@club.example').map((l) => l.by)).toEqual(['username', 'email']);
    const answer = await signIn('coach@club.example', 'name-password');
    expect(answer.status).toBe(200);
    expect(answer.json.user.id).toBe('user_by_name');
    // The email account is never reached: its password does not open the username account.
    expect(await signIn('coach@club.example', 'email-password')).toEqual({ status: 401, json: { message: MESSAGES.invalidCredentials } });
  });

  it('looks emails up normalized, as loginLookups does', async () => {
    const answer = await signIn('  Keeper@Club.EXAMPLE ', 'plain-password');
    expect(answer.status).toBe(200);
    expect(answer.json.user).toMatchObject({ id: 'user_plain', email: 'keeper@club.example' });
  });

  it('keeps an inactive account out with the same text as a wrong password', async () => {
    expect(await signIn('gone@club.example', 'gone-password')).toEqual({ status: 401, json: { message: MESSAGES.invalidCredentials } });
  });

  it.each([
    { why: 'a blank identifier', identifier: '   ', password: 'plain-password' },
    { why: 'an empty password', identifier: 'keeper@club.example', password: '' },
    { why: 'a non-string identifier', identifier: 42, password: 'plain-password' },
  ])('refuses $why as incomplete (400)', async ({ identifier, password }) => {
    expect((await signIn(identifier, password)).status).toBe(400);
  });

  it('accepts a password of spaces: passwords are never trimmed', async () => {
    await putUser({ id: 'user_spaces', email: 'spaces@club.example', role: 'organizer', organizerId: 'org_spaces', isActive: true }, '   ');
    expect((await signIn('spaces@club.example', '   ')).status).toBe(200);
  });
});
