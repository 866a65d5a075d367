import { describe, expect, it } from 'vitest';
import { canAccessOrganizer, isSuperAdmin } from './access';

describe('access check (spec §6)', () => {
  it.each([
    { why: 'super admin passes on any organizer', user: { role: 'super_admin' as const }, org: 'org_1', expected: true },
    { why: 'organizer passes on their own id', user: { role: 'organizer' as const, organizerId: 'org_1' }, org: 'org_1', expected: true },
    { why: 'organizer fails on another id', user: { role: 'organizer' as const, organizerId: 'org_1' }, org: 'org_2', expected: false },
    { why: 'organizer without an organizer id fails', user: { role: 'organizer' as const }, org: undefined, expected: false },
    { why: 'nobody logged in fails', user: null, org: 'org_1', expected: false },
  ])('$why', ({ user, org, expected }) => {
    expect(canAccessOrganizer(user, org)).toBe(expected);
  });

  it('recognizes the super admin', () => {
    expect(isSuperAdmin({ role: 'super_admin' })).toBe(true);
    expect(isSuperAdmin({ role: 'organizer' })).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });
});
