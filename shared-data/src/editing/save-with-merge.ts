import { ConflictError } from 'shared-data';
import { changedFields, fieldLabel, fieldLabels, mergeFieldEdits, type ConflictChoice, type FieldLabels, type FieldPath, type MergeChoice } from 'shared-domain';

/** Lost races in a row before a save gives up (each one re-reads and merges again). */
const MAX_MERGES = 3;

/** How a save that lost a race ended after merging. */
type MergeOutcome<T> =
  /** Stored with the user's changes; `elsewhere` names the fields the other edit brought in. */
  | { status: 'merged'; saved: T; elsewhere: string[] }
  /** The item was deleted meanwhile. */
  | { status: 'gone' }
  /** Both changed the same field and nobody can be asked (no MergeChoiceProvider): nothing saved. */
  | { status: 'unresolved'; stored: T };

interface MergeSave<T> {
  /** The item the user's edit was made from. */
  base: T;
  /** `base` with the user's changes. */
  mine: T;
  /** The item as stored now (the lost race's answer), null if it was deleted. */
  stored: T | null;
  /** How the item's fields are named to the user. */
  labels: FieldLabels;
  /** A version-checked partial update against `stored`; rejects with ConflictError on a lost race. */
  write: (stored: T, fields: Partial<T>) => Promise<T>;
  choice: MergeChoice | null;
  /** Lists of ids merged as sets (a lineup), see mergeFieldEdits. */
  setKeys?: readonly string[];
}

const pathKey = (path: FieldPath) => path.join('\u0000');

/**
 * After a version-checked save lost a race: re-applies the user's changes to what is stored (the
 * domain's mergeFieldEdits) and saves that, version-checked, again up to MAX_MERGES times. When both
 * changed the same field, the user is asked once which value to keep. Other failures reject, as does
 * losing every race.
 */
export async function saveWithMerge<T extends object>({ base, mine, stored, labels, write, choice, setKeys }: MergeSave<T>): Promise<MergeOutcome<T>> {
  let current = stored;
  let prefer: ConflictChoice | undefined;
  const asked = new Set<string>();
  for (let attempt = 0; attempt < MAX_MERGES; attempt += 1) {
    if (!current) return { status: 'gone' };
    let merge = mergeFieldEdits(base, mine, current, { prefer, setKeys });
    if (merge.conflicts.some((conflict) => !asked.has(pathKey(conflict.path)))) {
      if (!choice) return { status: 'unresolved', stored: current };
      const named = [current, mine];
      prefer = await choice.choose(merge.conflicts.map(({ path, mine: my, theirs }) => ({ label: fieldLabel(path, labels, named), mine: my, theirs })));
      for (const conflict of merge.conflicts) asked.add(pathKey(conflict.path));
      merge = mergeFieldEdits(base, mine, current, { prefer, setKeys });
    }
    // Fields whose stored value stays are "also updated elsewhere": the other edit's, and the kept "theirs".
    const kept = prefer === 'theirs' ? merge.conflicts.map((conflict) => conflict.path) : [];
    // Items are named as they end up (a player renamed here is called by the new name).
    const elsewhere = fieldLabels([...merge.theirs, ...kept], labels, [merge.merged, current, mine]);
    const fields = changedFields(current, merge.merged) as Partial<T>;
    try {
      const saved = Object.keys(fields).length === 0 ? current : await write(current, fields);
      return { status: 'merged', saved, elsewhere };
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      current = error.current as T | null;
    }
  }
  throw new Error(`The save lost ${MAX_MERGES} races in a row`);
}
