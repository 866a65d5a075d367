import type { Match } from './entities';

/** What an edit writes to a match: a value sets a field, null removes it, undefined leaves it alone. */
export type MatchPatch = { [K in keyof Match]?: Match[K] | null };

/**
 * The match with a patch applied, as the store will hold it (screens show it before the save returns;
 * rules compare before and after). Pure: returns a new object.
 * @example applyMatchPatch({ id: 'm', venue: 'Park', homeGoals: 1 }, { venue: null, homeGoals: 2 }) // { id: 'm', homeGoals: 2 }
 */
export function applyMatchPatch<M extends Partial<Match>>(match: M, patch: MatchPatch): M {
  const next = { ...match };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) Reflect.deleteProperty(next, field);
    else if (value !== undefined) Reflect.set(next, field, value);
  }
  return next;
}
