import type { Match } from 'shared-domain';

/** Changed fields of a match: a value sets a field, null removes it (an emptied venue, a cleared score). */
export type MatchChanges = { [K in keyof Match]?: Match[K] | null };

/** The match with the changes applied, as the store will hold it (shown before the save returns). */
export function withChanges(match: Match, changes: MatchChanges): Match {
  const next = { ...match };
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) Reflect.deleteProperty(next, field);
    else if (value !== undefined) Reflect.set(next, field, value);
  }
  return next;
}

/** Whether there is anything to write. */
export const hasChanges = (changes: MatchChanges | null): changes is MatchChanges =>
  changes !== null && Object.values(changes).some((value) => value !== undefined);
