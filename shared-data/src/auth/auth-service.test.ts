import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY as AUTH_TOKEN_KEY } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { currentOrganizerStore, setCurrentOrganizerId } from '../organizer/current-organizer';
import { resolveCredentials } from './credentials-provider';
import { SessionEndedError } from './session-end';
import { LoginError, login, logout, restoreSession } from './auth-service';
import { sessionStore, setSession } from './session-store';

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const credentials = (id: string, expiration = inOneHour()) => ({ accessKeyId: id, secretAccessKey: `${id}-secret`, expiration });
const organizerUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };

type Handler = (path: string, init: RequestInit) => { status: number; body?: unknown };
let handler: Handler;
const calls: string[] = [];

beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  localStorage.clear();
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push(path);
    const { status, body } = handler(path, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'loading' });
  setCurrentOrganizerId(null);
});

describe('login', () => {
  it('stores the token, binds an organizer to its own organizer and keeps the issued credentials', async () => {
    handler = () => ({ status: 200, body: { token: 'tok', user: organizerUser, credentials: credentials('session-key') } });
    await login('a@example.test', 'pw');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'tok' });
    expect(currentOrganizerStore.get()).toBe('org_a');
    expect((await resolveCredentials()).accessKeyId).toBe('session-key');
    expect(calls).toEqual(['/auth/login']);
  });

  it('clears any selection for the super admin', async () => {
    setCurrentOrganizerId('org_old');
    handler = () => ({
      status: 200,
      body: { token: 'tok', user: { id: 'u0', role: 'super_admin', username: 'superadmin' }, credentials: credentials('k') },
    });
    await login('superadmin', 'pw');
    expect(currentOrganizerStore.get()).toBeNull();
  });

  it.each([
    [401, 'Invalid email/username or password'],
    [500, 'Login failed. Please try again.'],
  ])('a %i answer becomes the spec text', async (status, text) => {
    handler = () => ({ status, body: { message: 'whatever the server said' } });
    const failure = await login('a', 'b').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LoginError);
    expect((failure as Error).message).toBe(text);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('session restore and logout', () => {
  it('restores a valid stored token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    handler = () => ({ status: 200, body: { user: organizerUser, credentials: credentials('k') } });
    await restoreSession();
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: organizerUser });
  });

  it('clears a token the gateway refuses, noting the ended session (who it was is unknown at start)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    handler = () => ({ status: 401, body: { message: 'expired' } });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signed-out', ended: { role: null, userId: null, organizerId: null } });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('clears the token when the restore fails for another reason, tried three times, without calling it an ended session', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    handler = () => ({ status: 500 });
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signed-out' });
    expect(sessionStore.get()).not.toHaveProperty('ended');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls).toEqual(['/auth/session', '/auth/session', '/auth/session']);
  });

  it('a restore the gateway answers on a second try restores the session (a moment of 503 signs nobody out)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    let answered = 0;
    handler = () => (++answered === 1 ? { status: 503 } : { status: 200, body: { user: organizerUser, credentials: credentials('k') } });
    await restoreSession();
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: organizerUser });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
  });

  it('is signed out at once without a stored token, asking nothing', async () => {
    await restoreSession();
    expect(sessionStore.get()).toEqual({ status: 'signed-out' });
    expect(calls).toEqual([]);
  });

  it('logout forgets token, selection and credentials and tells the gateway', async () => {
    handler = (path) =>
      path === '/auth/login'
        ? { status: 200, body: { token: 'tok', user: organizerUser, credentials: credentials('session-key') } }
        : path === '/auth/anonymous'
          ? { status: 200, body: { credentials: credentials('anon-key') } }
          : { status: 204 };
    await login('a@example.test', 'pw');
    await logout();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(currentOrganizerStore.get()).toBeNull();
    expect(calls).toContain('/auth/logout');
    expect((await resolveCredentials()).accessKeyId).toBe('anon-key');
  });
});

describe('credentials for the SDK', () => {
  it('uses anonymous credentials for a visitor and reuses them until near expiry', async () => {
    setSession({ status: 'signed-out' });
    handler = () => ({ status: 200, body: { credentials: credentials('anon-key') } });
    const first = await resolveCredentials();
    const second = await resolveCredentials();
    expect(first.accessKeyId).toBe('anon-key');
    expect(first.expiration).toBeInstanceOf(Date);
    expect(second.accessKeyId).toBe('anon-key');
    expect(calls).toEqual(['/auth/anonymous']);
  });

  it('refreshes session credentials through /auth/session before they expire', async () => {
    handler = (path) =>
      path === '/auth/login'
        ? { status: 200, body: { token: 'tok', user: organizerUser, credentials: credentials('old', new Date(Date.now() + 60_000).toISOString()) } }
        : { status: 200, body: { user: organizerUser, credentials: credentials('fresh') } };
    await login('a@example.test', 'pw');
    expect((await resolveCredentials()).accessKeyId).toBe('fresh');
    expect(calls).toEqual(['/auth/login', '/auth/session']);
  });

  it('makes concurrent callers share one request', async () => {
    setSession({ status: 'signed-out' });
    handler = () => ({ status: 200, body: { credentials: credentials('anon-key') } });
    await Promise.all([resolveCredentials(), resolveCredentials(), resolveCredentials()]);
    expect(calls).toEqual(['/auth/anonymous']);
  });

  it('a refresh the gateway refuses ends the session: the request fails instead of going on as a visitor', async () => {
    setSession({ status: 'signed-in', token: 'gone', user: organizerUser as never });
    setCurrentOrganizerId('org_a');
    localStorage.setItem(AUTH_TOKEN_KEY, 'gone');
    handler = (path) =>
      path === '/auth/session' ? { status: 401, body: { message: 'no session' } } : { status: 200, body: { credentials: credentials('anon-key') } };
    await expect(resolveCredentials()).rejects.toBeInstanceOf(SessionEndedError);
    expect(sessionStore.get()).toEqual({ status: 'signed-out', ended: { role: 'organizer', userId: 'u1', organizerId: 'org_a' } });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(currentOrganizerStore.get()).toBeNull();
    expect(calls).toEqual(['/auth/session']);
  });

  it('a refresh that fails for another reason (gateway down) keeps the session', async () => {
    setSession({ status: 'signed-in', token: 'tok', user: organizerUser as never });
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    handler = () => ({ status: 503 });
    await expect(resolveCredentials()).rejects.toMatchObject({ status: 503 });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'tok' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
  });
});
