import type { PublicUser } from 'shared-domain';

/**
 * Spec §6: the access check passes for a super admin on any organizer, and for an organizer
 * only on its own id.
 */
export function canAccessOrganizer(user: PublicUser, organizerId: string): boolean {
  return user.role === 'super_admin' || (user.role === 'organizer' && user.organizerId === organizerId);
}
