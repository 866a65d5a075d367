import { describe, expect, it } from 'vitest';
import { activeOrganizerId, canChooseOrganizer } from './organizer-context';

const organizer = { role: 'organizer' as const, organizerId: 'org_1' };
const superAdmin = { role: 'super_admin' as const };

describe('activeOrganizerId: whose data the organizer screens show', () => {
  it.each([
    { why: 'an organizer works on its own organizer', user: organizer, selected: 'org_1', expected: 'org_1' },
    { why: 'an organizer keeps its own when the stored choice was cleared', user: organizer, selected: null, expected: 'org_1' },
    { why: "an organizer ignores another organizer's id planted in storage", user: organizer, selected: 'org_2', expected: 'org_1' },
    { why: 'an organizer account without an organizer id has none', user: { role: 'organizer' as const }, selected: 'org_2', expected: null },
    { why: 'the super admin works on the organizer it picked', user: superAdmin, selected: 'org_2', expected: 'org_2' },
    { why: 'the super admin without a pick has none', user: superAdmin, selected: null, expected: null },
    { why: 'an empty stored id is no pick', user: superAdmin, selected: '', expected: null },
    { why: 'nobody signed in has none, whatever is stored', user: null, selected: 'org_2', expected: null },
  ])('$why', ({ user, selected, expected }) => {
    expect(activeOrganizerId(user, selected)).toBe(expected);
  });
});

describe('canChooseOrganizer', () => {
  it('lets only the super admin pick an organizer', () => {
    expect(canChooseOrganizer(superAdmin)).toBe(true);
    expect(canChooseOrganizer(organizer)).toBe(false);
    expect(canChooseOrganizer(null)).toBe(false);
  });
});
