import type { UserRole } from 'shared-domain';

/** Who signed a browser request, as the policies see it. */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; role: UserRole; userId: string; sessionId: string; organizerId?: string };

export function isAnonymous(p: Principal): p is { kind: 'anonymous' } {
  return p.kind === 'anonymous';
}
