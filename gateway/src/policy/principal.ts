import { isSuperAdmin, type UserRole } from 'shared-domain';
import type { Caller } from './policy-table';

/** Who signed a browser request, as the policies see it. */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; role: UserRole; userId: string; sessionId: string; organizerId?: string };

/** The policy's view of a principal. An organizer account without an organizerId owns nothing: it reads like a visitor. */
export function callerOf(principal: Principal): Caller {
  if (principal.kind === 'anonymous') return 'anonymous';
  if (isSuperAdmin(principal)) return 'superAdmin';
  return principal.organizerId ? 'organizer' : 'anonymous';
}

/** The organizerId whose items the caller owns; null for visitors and the super admin (whose rules need none). */
export function ownerIdOf(principal: Principal): string | null {
  return callerOf(principal) === 'organizer' && principal.kind === 'user' ? (principal.organizerId ?? null) : null;
}
