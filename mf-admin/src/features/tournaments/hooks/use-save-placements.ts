import { useState } from 'react';
import { withRescheduleRule, type Match, type MatchPatch, type Referee } from 'shared-domain';
import { refereePatch, slotPatch, type PlanPlacement, type PlanRefereeAssignment } from 'shared-domain/match-day';
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
export function useSavePlacements(tournamentId: string, matches: readonly Match[], referees: readonly Referee[] = []) {
  const update = useUpdateMatchMutation(tournamentId);
  const [saving, setSaving] = useState(false);
  /** Saves the slots and referees given (issue 25: "Assign referees"), one write per match for both. */
  const save = async (placements: readonly PlanPlacement[], assignments: readonly PlanRefereeAssignment[] = []): Promise<PlacementsSaved> => {
    setSaving(true);
    const patches = new Map<string, MatchPatch>();
    for (const { matchId, slot } of placements) {
      const stored = matches.find((match) => match.id === matchId);
      patches.set(matchId, stored ? withRescheduleRule(slotPatch(slot), stored) : slotPatch(slot));
    }
    for (const { matchId, refereeId } of assignments) patches.set(matchId, { ...patches.get(matchId), ...refereePatch(referees.find((r) => r.id === refereeId)) });
    const failed: string[] = [];
    for (const [matchId, fields] of patches) {
      try {
        await update.mutateAsync({ matchId, fields });
      } catch {
        failed.push(matchId);
      }
    }
    setSaving(false);
    return { saved: patches.size - failed.length, failed };
  };
  return { save, saving };
}
