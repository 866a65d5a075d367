import type { MatchPatch } from 'shared-domain';

/** Whether there is anything to write. */
export const hasChanges = (changes: MatchPatch | null): changes is MatchPatch =>
  changes !== null && Object.values(changes).some((value) => value !== undefined);
