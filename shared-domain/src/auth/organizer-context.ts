import { isSuperAdmin } from './access';
import type { PublicUser } from './entities';

type Caller = Pick<PublicUser, 'role' | 'organizerId'> | null | undefined;

/**
 * Whose data the organizer screens show. An organizer always works on its own organizer, whatever
 * browser storage says (nothing it can click or edit strands it without one); the super admin works on
 * the organizer it picked, or none; nobody signed in has none, so no choice outlives its session.
 *
 * @example activeOrganizerId({ role: 'organizer', organizerId: 'org_1' }, null) // 'org_1'
 * @example activeOrganizerId({ role: 'organizer', organizerId: 'org_1' }, 'org_2') // 'org_1'
 * @example activeOrganizerId({ role: 'super_admin' }, 'org_2') // 'org_2'
 * @example activeOrganizerId(null, 'org_2') // null
 */
export function activeOrganizerId(user: Caller, selectedId: string | null | undefined): string | null {
  if (!user) return null;
  if (isSuperAdmin(user)) return selectedId || null;
  return user.role === 'organizer' ? user.organizerId || null : null;
}

/**
 * Whether the user may pick which organizer to work on: the super admin only (spec §6); an organizer
 * is bound to its own (spec §4 "Current organizer").
 *
 * @example canChooseOrganizer({ role: 'super_admin' }) // true
 * @example canChooseOrganizer({ role: 'organizer', organizerId: 'org_1' }) // false
 */
export function canChooseOrganizer(user: Caller): boolean {
  return isSuperAdmin(user);
}
