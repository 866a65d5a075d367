import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY as AUTH_TOKEN_KEY, type PublicUser } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { currentOrganizerStore, setCurrentOrganizerId } from '../organizer/current-organizer';
import { organizersRepository } from '../repositories/organizers-repository';
import { login, logout } from './auth-service';
import { recheckSession, resolveCredentials } from './credentials-provider';
import { postGateway } from './gateway-fetch';
import { identityEpoch, sessionStore, setIssuedCredentials, setSession } from './session-store';

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const credentials = (id: string) => ({ accessKeyId: id, secretAccessKey: `${id}-secret`, expiration: inOneHour() });
const superAdmin: PublicUser = { id: 'u0', role: 'super_admin', username: 'superadmin' };
const organizer: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };

let status: number;
/** Who /auth/login signs in. */
let loginUser: PublicUser = superAdmin;
const calls: string[] = [];

beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  localStorage.clear();
  calls.length = 0;
  status = 401;
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url).pathname;
    calls.push(path);
    if (path === '/auth/login') return Response.json({ token: 'new-tok', user: loginUser, credentials: credentials('login-key') });
    if (path === '/auth/logout') return new Response(null, { status: 204 });
    if (path === '/auth/anonymous') return Response.json({ credentials: credentials('anon-key') });
    return status === 200 ? Response.json({ user: superAdmin, credentials: credentials('fresh-key') }) : Response.json({ message: 'no' }, { status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'loading' });
  setCurrentOrganizerId(null);
});

/** This page is signed in as `user` with `token`, working on `organizerId`. */
function signedIn(user: PublicUser, organizerId: string | null, token = 'tok') {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  setSession({ status: 'signed-in', user, token });
  setIssuedCredentials(credentials('session-key'));
  setCurrentOrganizerId(organizerId);
}

describe('a session the gateway no longer accepts', () => {
  it('the admin API answering 401 signs the super admin out at once, remembering who and which organizer', async () => {
    signedIn(superAdmin, 'org_b');
    await expect(organizersRepository.resetPassword('a@example.test', 'new-password')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toEqual({ status: 'signed-out', ended: { role: 'super_admin', userId: 'u0', organizerId: 'org_b' } });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(currentOrganizerStore.get()).toBeNull();
  });

  it.each([403, 400, 500])('a %i answer is about the request, not the session: still signed in', async (code) => {
    status = code;
    signedIn(organizer, 'org_a');
    await expect(organizersRepository.syncEmails()).rejects.toMatchObject({ status: code });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'tok' });
    expect(currentOrganizerStore.get()).toBe('org_a');
  });

  it("a late 401 for an older session's token leaves the current session alone", async () => {
    signedIn(organizer, 'org_a', 'current');
    await expect(postGateway('/admin/organizers/sync-emails', { token: 'older' })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'current' });
  });
});

describe('signing in after the session ended', () => {
  async function endedFor(user: PublicUser, organizerId: string | null) {
    signedIn(user, organizerId);
    await postGateway('/admin/organizers/sync-emails', { token: 'tok' }).catch(() => undefined);
    expect(sessionStore.get()).toMatchObject({ status: 'signed-out', ended: { userId: user.id } });
  }

  it('gives the same super admin back the organizer it was working on', async () => {
    await endedFor(superAdmin, 'org_b');
    loginUser = superAdmin;
    await login('superadmin', 'pw');
    expect(currentOrganizerStore.get()).toBe('org_b');
  });

  it('gives someone else signing in on this page nothing of it', async () => {
    await endedFor(superAdmin, 'org_b');
    loginUser = { ...superAdmin, id: 'u9' };
    await login('other-admin', 'pw');
    expect(currentOrganizerStore.get()).toBeNull();
  });

  it('binds an organizer to its own organizer as always', async () => {
    await endedFor(organizer, 'org_a');
    loginUser = organizer;
    await login('a@example.test', 'pw');
    expect(currentOrganizerStore.get()).toBe('org_a');
  });

  it('forgets the ended session after a Logout', async () => {
    await endedFor(superAdmin, 'org_b');
    loginUser = superAdmin;
    await login('superadmin', 'pw');
    await logout();
    expect(sessionStore.get()).toEqual({ status: 'signed-out' });
    await login('superadmin', 'pw');
    expect(currentOrganizerStore.get()).toBeNull();
  });
});

describe('recheckSession (the data API refused the credentials)', () => {
  it('ends a session the gateway no longer knows', async () => {
    signedIn(organizer, 'org_a');
    await recheckSession(identityEpoch());
    expect(sessionStore.get()).toMatchObject({ status: 'signed-out', ended: { userId: 'u1' } });
  });

  it('gives a session that lives fresh credentials and keeps it', async () => {
    status = 200;
    signedIn(organizer, 'org_a');
    await recheckSession(identityEpoch());
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'tok' });
    expect((await resolveCredentials()).accessKeyId).toBe('fresh-key');
  });

  it('asks once for concurrent refusals and nothing for an identity already gone', async () => {
    signedIn(organizer, 'org_a');
    const epoch = identityEpoch();
    await Promise.all([recheckSession(epoch), recheckSession(epoch)]);
    expect(calls).toEqual(['/auth/session']);
    signedIn(superAdmin, null, 'later');
    await recheckSession(epoch);
    expect(calls).toEqual(['/auth/session']);
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token: 'later' });
  });
});
