import { describe, expect, it } from 'vitest';
import { canAccessOrganizer } from './organizer-access';

describe('organizer access check (spec §6)', () => {
  it.each([
    ['super admin on any organizer', { id: 'u1', role: 'super_admin' as const }, 'org_a', true],
    ['organizer on its own id', { id: 'u2', role: 'organizer' as const, organizerId: 'org_a' }, 'org_a', true],
    ['organizer on another id', { id: 'u2', role: 'organizer' as const, organizerId: 'org_a' }, 'org_b', false],
    ['organizer without an organizer id', { id: 'u3', role: 'organizer' as const }, 'org_a', false],
  ])('%s', (_name, user, organizerId, allowed) => {
    expect(canAccessOrganizer(user, organizerId)).toBe(allowed);
  });
});
