import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY as AUTH_TOKEN_KEY, SECOND_FACTOR_MESSAGES, type PublicUser } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { currentOrganizerStore, setCurrentOrganizerId } from '../organizer/current-organizer';
import { LoginError, completeSecondFactor, login } from './auth-service';
import { resolveCredentials } from './credentials-provider';
import { GatewayError } from './gateway-fetch';
import {
  confirmSecondFactor,
  disableSecondFactor,
  regenerateRecoveryCodes,
  resetOrganizerSecondFactor,
  secondFactorStatus,
  startSecondFactorEnrolment,
} from './second-factor-account';
import { sessionStore, setSession } from './session-store';

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const credentials = { accessKeyId: 'session-key', secretAccessKey: 's', expiration: inOneHour() };
const organizer: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`);
const enrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };

type Handler = (path: string, body: unknown, init: RequestInit) => { status: number; body?: unknown };
let handler: Handler;
const calls: { path: string; method: string; body: unknown; authorization: string | null }[] = [];

beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  localStorage.clear();
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init.method ?? 'GET', body, authorization: new Headers(init.headers).get('authorization') });
    const answer = handler(path, body, init);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'loading' });
  setCurrentOrganizerId(null);
});

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (error: unknown) => error);

describe('a login with a second factor', () => {
  it('answers the step and signs nothing in until the code', async () => {
    handler = () => ({ status: 200, body: { secondFactor: 'code', challenge: 'ch-1' } });
    setSession({ status: 'signed-out' });
    expect(await login('a@example.test', 'pw')).toEqual({ secondFactor: 'code', challenge: 'ch-1' });
    expect(sessionStore.get()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('passes an enrolment step on with its secret and QR code', async () => {
    handler = () => ({ status: 200, body: { secondFactor: 'enrol', challenge: 'ch-2', enrolment } });
    expect(await login('superadmin', 'pw')).toEqual({ secondFactor: 'enrol', challenge: 'ch-2', enrolment });
  });

  it('the code signs in as a login does: token, session, credentials, own organizer', async () => {
    handler = () => ({ status: 200, body: { token: 'tok', user: organizer, credentials } });
    const done = await completeSecondFactor('ch-1', ' 123 456 ');
    expect(done).toEqual({ user: organizer });
    expect(calls).toMatchObject([{ path: '/auth/login/second-factor', method: 'POST', body: { challenge: 'ch-1', code: '123456' } }]);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'tok', user: organizer });
    expect(currentOrganizerStore.get()).toBe('org_a');
    expect((await resolveCredentials()).accessKeyId).toBe('session-key');
  });

  it('hands back the recovery codes of a finished enrolment', async () => {
    handler = () => ({ status: 200, body: { token: 'tok', user: organizer, credentials, recoveryCodes } });
    expect(await completeSecondFactor('ch-2', '123456')).toEqual({ user: organizer, recoveryCodes });
  });

  it.each([
    [401, SECOND_FACTOR_MESSAGES.invalidCode, SECOND_FACTOR_MESSAGES.invalidCode],
    [401, SECOND_FACTOR_MESSAGES.challengeExpired, SECOND_FACTOR_MESSAGES.challengeExpired],
    [429, 'Too many attempts. Try again in 15 minutes.', 'Too many attempts. Try again in 15 minutes.'],
    [500, 'boom', 'Login failed. Please try again.'],
  ])('a %i answer (%s) becomes a LoginError saying %s, and nothing is signed in', async (status, message, shown) => {
    setSession({ status: 'signed-out' });
    handler = () => ({ status, body: { message } });
    const error = await failure(completeSecondFactor('ch-1', 'ab12c-d34ef'));
    expect(error).toBeInstanceOf(LoginError);
    expect((error as Error).message).toBe(shown);
    expect(sessionStore.get()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['', SECOND_FACTOR_MESSAGES.codeRequired],
    ['12345', SECOND_FACTOR_MESSAGES.invalidCode],
    ['12345x', SECOND_FACTOR_MESSAGES.invalidCode],
  ])('refuses %j without spending an attempt at the gateway', async (code, shown) => {
    handler = () => ({ status: 200, body: { token: 'tok', user: organizer, credentials } });
    const error = await failure(completeSecondFactor('ch-1', code));
    expect(error).toBeInstanceOf(LoginError);
    expect((error as Error).message).toBe(shown);
    expect(calls).toEqual([]);
  });
});

describe("the account's second factor", () => {
  beforeEach(() => setSession({ status: 'signed-in', token: 'tok', user: organizer }));

  it('reads the status and starts an enrolment with the bearer token', async () => {
    handler = (path) =>
      path === '/auth/second-factor/status'
        ? { status: 200, body: { enabled: false, required: false, recoveryCodesLeft: 0 } }
        : { status: 200, body: enrolment };
    expect(await secondFactorStatus()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await startSecondFactorEnrolment()).toEqual(enrolment);
    expect(calls.map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['POST', '/auth/second-factor/status', 'Bearer tok'],
      ['POST', '/auth/second-factor/enrol', 'Bearer tok'],
    ]);
  });

  it('confirms, disables and renews recovery codes with the typed code, normalized', async () => {
    handler = (path) => (path.endsWith('/disable') ? { status: 204 } : { status: 200, body: { recoveryCodes } });
    expect(await confirmSecondFactor('123 456')).toEqual(recoveryCodes);
    await disableSecondFactor('AB12C-D34EF');
    expect(await regenerateRecoveryCodes('654321')).toEqual(recoveryCodes);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/auth/second-factor/confirm', { code: '123456' }],
      ['/auth/second-factor/disable', { code: 'ab12cd34ef' }],
      ['/auth/second-factor/recovery-codes', { code: '654321' }],
    ]);
  });

  it.each([
    [400, SECOND_FACTOR_MESSAGES.invalidCode],
    [403, SECOND_FACTOR_MESSAGES.requiredForSuperAdmin],
    [409, SECOND_FACTOR_MESSAGES.notEnabled],
  ])("a %i refusal carries the gateway's text and keeps the session", async (status, message) => {
    handler = () => ({ status, body: { message } });
    const error = await failure(disableSecondFactor('123456'));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status, message });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'tok' });
  });

  it.each([
    ['', SECOND_FACTOR_MESSAGES.codeRequired],
    ['12', SECOND_FACTOR_MESSAGES.invalidCode],
  ])('refuses the code %j as the gateway would, without asking it', async (code, message) => {
    handler = () => ({ status: 200, body: { recoveryCodes } });
    await expect(confirmSecondFactor(code)).rejects.toMatchObject({ status: 400, message });
    await expect(regenerateRecoveryCodes(code)).rejects.toMatchObject({ status: 400, message });
    expect(calls).toEqual([]);
  });

  it("the super admin resets an organizer's second factor with DELETE", async () => {
    handler = () => ({ status: 204 });
    await resetOrganizerSecondFactor('org a/1');
    expect(calls).toEqual([{ path: '/admin/organizers/org%20a%2F1/second-factor', method: 'DELETE', body: undefined, authorization: 'Bearer tok' }]);
  });

  it('a 401 to the bearer token ends the session', async () => {
    handler = () => ({ status: 401, body: { message: 'Not signed in or session expired.' } });
    await expect(secondFactorStatus()).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-out', ended: { userId: 'u1' } });
  });
});
