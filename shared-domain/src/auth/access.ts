import type { PublicUser } from './entities';

/**
 * The access check of spec §6: a super admin passes on any organizer; an organizer only on their own id.
 * @example canAccessOrganizer({ id: 'u', role: 'organizer', organizerId: 'org_1' }, 'org_1') // true
 * @example canAccessOrganizer({ id: 'u', role: 'super_admin' }, 'org_9') // true
 */
export function canAccessOrganizer(user: Pick<PublicUser, 'role' | 'organizerId'> | null | undefined, organizerId: string | null | undefined): boolean {
  if (!user) return false;
  if (user.role === 'super_admin') return true;
  return user.role === 'organizer' && !!user.organizerId && user.organizerId === organizerId;
}

/**
 * Whether the user is the super admin (sole access to organizer management, spec §6).
 * @example isSuperAdmin({ role: 'super_admin' }) // true
 */
export function isSuperAdmin(user: Pick<PublicUser, 'role'> | null | undefined): boolean {
  return user?.role === 'super_admin';
}
