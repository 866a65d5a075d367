import { teamsRepository } from 'shared-data';
import { defaultTeamColors } from 'shared-domain';
import { splitNewTeamNames, type TeamNamesSplit } from 'shared-domain/squad-editing';

/** How far a bulk add got: teams saved of the teams to save. */
export interface BulkAddProgress {
  done: number;
  total: number;
}

/**
 * How a bulk add ended: the names it meant to add, the ones skipped as existing or as repeats within the
 * list, how many were saved, and whether it stopped on a failure.
 */
export interface BulkAddResult extends TeamNamesSplit {
  created: number;
  failed: boolean;
}

/**
 * Creates one team per new name with the default colours, one at a time, so a failure reports exactly
 * which names were saved (the ones before it) and `onProgress` hears each saved team. Names of teams
 * the organizer already has (read afresh, case- and space-insensitive) and repeats within the list are
 * skipped: running the same list again after a failure or a reload (a save that reached the store but
 * whose answer was lost included) finds what was saved and creates nothing twice.
 */
export async function bulkAddTeams(
  organizerId: string,
  names: readonly string[],
  onProgress?: (progress: BulkAddProgress) => void,
): Promise<BulkAddResult> {
  let created = 0;
  let split: TeamNamesSplit = { toAdd: [...names], existing: [], repeated: [] };
  try {
    const existing = await teamsRepository.listByOrganizer(organizerId);
    split = splitNewTeamNames(names, existing.map((t) => t.name));
    onProgress?.({ done: 0, total: split.toAdd.length });
    for (const name of split.toAdd) {
      await teamsRepository.create({ name, colors: defaultTeamColors() }, organizerId);
      created += 1;
      onProgress?.({ done: created, total: split.toAdd.length });
    }
    return { ...split, created, failed: false };
  } catch (failure) {
    console.error('Bulk add failed', failure);
    return { ...split, created, failed: true };
  }
}
