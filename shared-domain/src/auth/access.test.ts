import { describe, expect, it } from 'vitest';
import { canAccessOrganizer, canManage, isSuperAdmin } from './access';

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

describe('canManage: who may change a team, tournament or match', () => {
  const organizer = { role: 'organizer' as const, organizerId: 'org_1' };
  const superAdmin = { role: 'super_admin' as const };
  it.each([
    { why: 'an organizer manages their own item', user: organizer, item: { organizerId: 'org_1' }, expected: true },
    { why: "an organizer does not manage another organizer's item", user: organizer, item: { organizerId: 'org_2' }, expected: false },
    { why: 'an organizer does not manage an item without an owner', user: organizer, item: {}, expected: false },
    { why: 'an organizer does not manage an item with an empty owner', user: organizer, item: { organizerId: '' }, expected: false },
    { why: 'an organizer account without an organizer id manages nothing', user: { role: 'organizer' as const }, item: { organizerId: 'org_1' }, expected: false },
    { why: 'an organizer account without an organizer id does not own unowned items', user: { role: 'organizer' as const }, item: {}, expected: false },
    { why: 'the super admin manages any item', user: superAdmin, item: { organizerId: 'org_2' }, expected: true },
    { why: 'the super admin manages an item without an owner', user: superAdmin, item: {}, expected: true },
    { why: 'nobody signed in manages nothing', user: null, item: { organizerId: 'org_1' }, expected: false },
    { why: 'undefined user manages nothing', user: undefined, item: { organizerId: 'org_1' }, expected: false },
    { why: 'there is nothing to manage without an item', user: superAdmin, item: null, expected: false },
  ])('$why', ({ user, item, expected }) => {
    expect(canManage(user, item)).toBe(expected);
  });
});
