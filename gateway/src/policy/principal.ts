import { isSuperAdmin, type UserRole } from 'shared-domain';
import type { Caller } from './policy-table';

/**
 * The matches a scorekeeper link covers (issue 25): one match, or every match on one pitch on one day
 * (whatever matches are there when a write arrives), always of one tournament.
 */
export type LinkScope = { tournamentId: string } & ({ matchId: string } | { pitchId: string; dateISO: string } | { refereeId: string; dateISO: string });

/** Who signed a browser request, as the policies see it. */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; role: UserRole; userId: string; sessionId: string; organizerId?: string }
  | { kind: 'scorekeeper'; linkId: string; scope: LinkScope };

/** The policy's view of a principal. An organizer account without an organizerId owns nothing: it reads like a visitor. */
export function callerOf(principal: Principal): Caller {
  if (principal.kind === 'anonymous') return 'anonymous';
  if (principal.kind === 'scorekeeper') return 'scorekeeper';
  if (isSuperAdmin(principal)) return 'superAdmin';
  return principal.organizerId ? 'organizer' : 'anonymous';
}

/** The organizerId whose items the caller owns; null for visitors and the super admin (whose rules need none). */
export function ownerIdOf(principal: Principal): string | null {
  return callerOf(principal) === 'organizer' && principal.kind === 'user' ? (principal.organizerId ?? null) : null;
}

/** The matches a scorekeeper link's credentials reach; null for every other caller. */
export function linkScopeOf(principal: Principal): LinkScope | null {
  return principal.kind === 'scorekeeper' ? principal.scope : null;
}
