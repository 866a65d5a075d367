import type { PublicUser } from './entities';

/** Who is asking, as far as access rules care; null or undefined when nobody is signed in. */
type Caller = Pick<PublicUser, 'role' | 'organizerId'> | null | undefined;

/**
 * Whether the user is the super admin (sole access to organizer management, spec §6).
 * @example isSuperAdmin({ role: 'super_admin' }) // true
 */
export function isSuperAdmin(user: Pick<PublicUser, 'role'> | null | undefined): boolean {
  return user?.role === 'super_admin';
}

/**
 * The access check of spec §6: a super admin passes on any organizer; an organizer only on their own id.
 * @example canAccessOrganizer({ id: 'u', role: 'organizer', organizerId: 'org_1' }, 'org_1') // true
 * @example canAccessOrganizer({ id: 'u', role: 'super_admin' }, 'org_9') // true
 */
export function canAccessOrganizer(user: Caller, organizerId: string | null | undefined): boolean {
  if (!user) return false;
  if (isSuperAdmin(user)) return true;
  return user.role === 'organizer' && !!user.organizerId && user.organizerId === organizerId;
}

/**
 * Whether the user may manage (edit, delete, upload images for) an item that carries an organizerId:
 * a team, a tournament or a match. The super admin manages any item; an organizer only items whose
 * organizerId is their own; nobody else, and no organizer an item without an owner. This is the rule the
 * gateway enforces on every write (gateway/src/policy/policy-table.ts, mirrored by
 * gateway/test/can-manage-mirror.test.ts); screens use it to decide what to offer.
 * @example canManage({ role: 'organizer', organizerId: 'org_1' }, { organizerId: 'org_1' }) // true
 * @example canManage({ role: 'organizer', organizerId: 'org_1' }, { organizerId: 'org_2' }) // false
 * @example canManage({ role: 'super_admin' }, { organizerId: 'org_2' }) // true
 * @example canManage(null, { organizerId: 'org_1' }) // false
 */
export function canManage(user: Caller, item: { organizerId?: string } | null | undefined): boolean {
  if (!user || !item) return false;
  if (isSuperAdmin(user)) return true;
  return canAccessOrganizer(user, item.organizerId);
}
