import { useState } from 'react';
import { withRescheduleRule, type Match } from 'shared-domain';
import { slotPatch, type PlanPlacement } from 'shared-domain/match-day';
import { useUpdateMatchMutation } from '../api/use-update-match-mutation';

/** How a batch of placements went: how many were saved, and which were not. */
export interface PlacementsSaved {
  saved: number;
  failed: string[];
}

/**
 * Saves placements one match at a time (each one UpdateItem of its day, kick-off and pitch, shown at once by
 * the match cache), in order; a failed one is named and the rest still saved, so nothing typed is lost silently.
 * A postponed match given a new day is un-postponed in the same write, as a date edit does (issue 22).
 */
export function useSavePlacements(tournamentId: string, matches: readonly Match[]) {
  const update = useUpdateMatchMutation(tournamentId);
  const [saving, setSaving] = useState(false);
  const save = async (placements: readonly PlanPlacement[]): Promise<PlacementsSaved> => {
    setSaving(true);
    const failed: string[] = [];
    for (const { matchId, slot } of placements) {
      try {
        const stored = matches.find((match) => match.id === matchId);
        await update.mutateAsync({ matchId, fields: stored ? withRescheduleRule(slotPatch(slot), stored) : slotPatch(slot) });
      } catch {
        failed.push(matchId);
      }
    }
    setSaving(false);
    return { saved: placements.length - failed.length, failed };
  };
  return { save, saving };
}
