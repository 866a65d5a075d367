import type { AuthUser } from './entities';
import { normalizeEmail } from './email';

/** One way a login identifier is looked up. */
export type LoginLookup = { by: 'username'; username: string } | { by: 'email'; email: string };

/**
 * The lookups a login identifier is tried as, in order (spec §2: one field for email or username).
 * First as a username, trimmed and exact: that is how the super admin signs in. Then as an email,
 * normalized like every stored email: that is how organizers sign in. The first account found is
 * the one whose password is checked. Both are tried whatever the text looks like, so an identifier
 * never has to guess which kind it is; a blank identifier names nobody.
 * @example loginLookups(' Club@Example.com ') // [{ by: 'username', username: 'Club@Example.com' }, { by: 'email', email: 'club@example.com' }]
 * @example loginLookups('superadmin') // [{ by: 'username', username: 'superadmin' }, { by: 'email', email: 'superadmin' }]
 * @example loginLookups('  ') // []
 */
export function loginLookups(identifier: string): LoginLookup[] {
  const trimmed = identifier.trim();
  if (trimmed === '') return [];
  return [
    { by: 'username', username: trimmed },
    { by: 'email', email: normalizeEmail(trimmed) },
  ];
}

/**
 * Both login fields are required (spec §5); the form does not submit otherwise and the gateway refuses
 * the request. The password is not trimmed: spaces may be part of it.
 * @example isLoginInputComplete({ identifier: 'a@b.co', password: '' }) // false
 */
export function isLoginInputComplete(input: { identifier: string; password: string }): boolean {
  return input.identifier.trim() !== '' && input.password !== '';
}

/**
 * Only active auth users can log in or keep a session (spec §4); unknown, inactive and wrong-password
 * logins all get the same "Invalid email/username or password" so nobody learns which accounts exist.
 * @example canLogIn({ isActive: true }) // true
 * @example canLogIn(undefined) // false
 */
export function canLogIn(user: Pick<AuthUser, 'isActive'> | null | undefined): boolean {
  return user?.isActive === true;
}
