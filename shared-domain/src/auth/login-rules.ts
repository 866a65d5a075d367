import type { AuthUser } from './entities';
import { normalizeEmail } from './email';

/** How a login identifier is looked up. */
export type LoginLookup = { by: 'email'; email: string } | { by: 'username'; username: string };

/**
 * Login takes one field for email or username (spec §2): anything with an "@" is an email
 * (normalized), otherwise a username (trimmed).
 * @example classifyLoginIdentifier(' Club@Example.com ') // { by: 'email', email: 'club@example.com' }
 * @example classifyLoginIdentifier('superadmin') // { by: 'username', username: 'superadmin' }
 */
export function classifyLoginIdentifier(identifier: string): LoginLookup {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? { by: 'email', email: normalizeEmail(trimmed) } : { by: 'username', username: trimmed };
}

/**
 * Both login fields are required (spec §5); the form does not submit otherwise. The password is not
 * trimmed: spaces may be part of it.
 * @example isLoginInputComplete({ identifier: 'a@b.co', password: '' }) // false
 */
export function isLoginInputComplete(input: { identifier: string; password: string }): boolean {
  return input.identifier.trim() !== '' && input.password !== '';
}

/**
 * Only active auth users can log in (spec §4); unknown, inactive and wrong-password logins all get
 * the same "Invalid email/username or password" so nobody learns which accounts exist.
 * @example canLogIn({ isActive: true }) // true
 * @example canLogIn(undefined) // false
 */
export function canLogIn(user: Pick<AuthUser, 'isActive'> | null | undefined): boolean {
  return user?.isActive === true;
}
