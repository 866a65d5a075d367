import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../auth/session-store';
import { perIdentity } from './per-identity';

class FakeClient {
  destroyed = false;
  constructor(readonly serial: number) {}
  destroy(): void {
    this.destroyed = true;
  }
}

afterEach(() => setSession({ status: 'loading' }));

describe('perIdentity', () => {
  it('creates the client on first use and keeps it while the identity stays', () => {
    let created = 0;
    const client = perIdentity(() => new FakeClient((created += 1)));
    expect(created).toBe(0);
    setSession({ status: 'signed-out' });
    expect(client()).toBe(client());
    expect(created).toBe(1);
  });

  it('replaces and destroys the client when someone signs in, and again when they sign out', () => {
    let created = 0;
    const client = perIdentity(() => new FakeClient((created += 1)));
    setSession({ status: 'signed-out' });
    const visitor = client();
    setSession({ status: 'signed-in', token: 't1', user: { id: 'u1', role: 'super_admin', username: 'superadmin' } });
    const signedIn = client();
    expect(signedIn.serial).toBe(2);
    expect(visitor.destroyed).toBe(true);
    setSession({ status: 'signed-out' });
    expect(client().serial).toBe(3);
    expect(signedIn.destroyed).toBe(true);
  });
});
