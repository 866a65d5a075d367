import type { Team } from 'shared-domain';

/**
 * The team list's history state after a delete: the deleted team (for the undo) and when it went, so
 * a reload or a back navigation never offers an undo after its 10 s have passed.
 */
export interface DeletedTeamState {
  deletedTeam: Team;
  deletedAt: number;
}

export function deletedTeamState(deletedTeam: Team, deletedAt: number): DeletedTeamState {
  return { deletedTeam, deletedAt };
}

/** The deleted team in a history state, or null (history state is whatever was stored: it is checked). */
export function readDeletedTeamState(state: unknown): DeletedTeamState | null {
  if (!state || typeof state !== 'object') return null;
  const { deletedTeam, deletedAt } = state as Partial<DeletedTeamState>;
  if (!deletedTeam || typeof deletedTeam.id !== 'string' || typeof deletedAt !== 'number') return null;
  return { deletedTeam, deletedAt };
}
