import type { Tournament } from 'shared-domain';

/**
 * Multi-item writes are idempotent and resumable: claim → write → mark done. The claim is a marker on
 * the tournament (`pendingWrite`) stored before any other item is written; every item written after it
 * has an id that a retry computes again, so a retry rewrites the same items instead of adding more; the
 * marker is removed last. A tournament still carrying the marker therefore says "a write stopped
 * halfway": `resumePendingWrite` finishes it (or the failure path undoes what was written).
 */
export type PendingWrite = 'creation' | 'playoff-start' | 'playoff-reseed';

/** A tournament item as stored, with the marker of an unfinished multi-item write. */
export type TournamentItem = Tournament & { pendingWrite?: PendingWrite };

/** Tournament fields an update never changes: identity, owner, creation date. */
export const TOURNAMENT_KEYS = ['id', 'organizerId', 'createdAtISO'] as const;

/** Which multi-item write stopped halfway on this tournament, if any. */
export function pendingWriteOf(tournament: Tournament): PendingWrite | null {
  return (tournament as TournamentItem).pendingWrite ?? null;
}
