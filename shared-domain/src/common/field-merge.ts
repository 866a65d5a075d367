/**
 * The one merge rule for a version-checked save that lost a race (issue 11): the user's edit is
 * re-applied to the item stored meanwhile, field by field, so two people editing different fields
 * both keep their changes. Only a field both changed, to different values, is a conflict.
 */

/**
 * Where a change is: field names from the item down, a list item named by its id
 * (`['players', 'player_1', 'number']`).
 */
export type FieldPath = readonly string[];

/** A field both edits changed to different values. `undefined` on a side means it removed the field or item. */
interface FieldConflict {
  path: FieldPath;
  mine: unknown;
  theirs: unknown;
}

/** Which value a conflicting field takes. */
export type ConflictChoice = 'mine' | 'theirs';

/** A field saved here and elsewhere with different values, as the user is asked about it. */
export interface ConflictQuestion {
  label: string;
  mine: unknown;
  theirs: unknown;
}

/** What a screen offers its saves when they lost a race and re-applied the user's changes. */
export interface MergeChoice {
  /** Asks which value to keep for fields changed here and elsewhere; settles with the answer. */
  choose: (conflicts: readonly ConflictQuestion[]) => Promise<ConflictChoice>;
  /** Says what a merged save took over from elsewhere, where the form itself cannot (a toast). */
  announce: (text: string) => void;
}

export interface FieldMergeOptions {
  /** Which side wins where both changed the same field: the user's edit unless they chose otherwise. */
  prefer?: ConflictChoice;
  /**
   * Keys whose lists of strings are sets (a lineup's player ids): an id added or removed on either side
   * stays added or removed. Other lists of strings (team colours, ordered) are one value each.
   */
  setKeys?: readonly string[];
}

export interface FieldMerge<T> {
  /** The stored item with the user's changes re-applied; a conflict takes the preferred side. */
  merged: T;
  /** Fields only the other edit changed (for "Also updated elsewhere: …"). */
  theirs: FieldPath[];
  /** Fields both edits changed differently: the user chooses which value to keep. */
  conflicts: FieldConflict[];
}

type Item = Record<string, unknown>;
type Listed = Item & { id: string };

interface MergeRun {
  prefer: ConflictChoice;
  setKeys: readonly string[];
  theirs: FieldPath[];
  conflicts: FieldConflict[];
}

const isEmpty = (value: unknown): value is null | undefined => value === undefined || value === null;

function isRecord(value: unknown): value is Item {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A field of a stored item: its own, never one inherited from Object.prototype ("toString" is a field name like any other). */
const field = (item: Item, key: string): unknown => (Object.hasOwn(item, key) ? item[key] : undefined);

/**
 * Whether two stored values say the same: compared as data, and an absent field equals a null one
 * (the store removes a field written as null, spec §5).
 */
function sameStoredValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => sameStoredValue(value, b[i]));
  if (isRecord(a) && isRecord(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => sameStoredValue(field(a, key), field(b, key)));
  return false;
}

/** A list whose items are records carrying distinct string ids (players, goals): merged item by item. */
function isIdList(value: unknown): value is Listed[] {
  if (!Array.isArray(value)) return false;
  const ids = value.map((item) => (isRecord(item) && typeof item.id === 'string' ? item.id : null));
  return ids.every((id) => id !== null) && new Set(ids).size === ids.length;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function conflict(run: MergeRun, path: FieldPath, mine: unknown, theirs: unknown): unknown {
  run.conflicts.push({ path, mine, theirs });
  return run.prefer === 'mine' ? mine : theirs;
}

/**
 * Where `after` differs from `before`, as precisely as the user names it: inside plain objects field
 * by field (the location's name, not "the location"); in lists of items with ids, an item added or
 * removed, or the fields changed inside one.
 */
function changedPaths(before: unknown, after: unknown, path: FieldPath): FieldPath[] {
  // An object added or removed as a whole (a first location) is named by the fields it holds.
  const beforeFields = isEmpty(before) ? {} : before;
  const afterFields = isEmpty(after) ? {} : after;
  if (isRecord(beforeFields) && isRecord(afterFields)) {
    const keys = [...new Set([...Object.keys(afterFields), ...Object.keys(beforeFields)])];
    const changed = keys.filter((key) => !sameStoredValue(field(beforeFields, key), field(afterFields, key)));
    const inside = changed.flatMap((key) => changedPaths(field(beforeFields, key), field(afterFields, key), [...path, key]));
    // An empty object added or removed has no field to name: the object itself changed.
    return inside.length > 0 ? inside : [path];
  }
  if (isIdList(before) && isIdList(after)) {
    const beforeById = new Map(before.map((item) => [item.id, item]));
    const afterIds = new Set(after.map((item) => item.id));
    const changed = after
      .filter((item) => !sameStoredValue(beforeById.get(item.id), item))
      .flatMap((item) => (beforeById.has(item.id) ? changedPaths(beforeById.get(item.id), item, [...path, item.id]) : [[...path, item.id]]));
    const removed = before.filter((item) => !afterIds.has(item.id)).map((item) => [...path, item.id]);
    return [...changed, ...removed];
  }
  return [path];
}

function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: FieldPath, run: MergeRun): unknown {
  if (sameStoredValue(mine, theirs)) return mine;
  if (sameStoredValue(mine, base)) {
    run.theirs.push(...changedPaths(base, theirs, path));
    return theirs;
  }
  if (sameStoredValue(theirs, base)) return mine;
  // Both changed it, differently: look inside when it has parts, else it is a conflict.
  const key = path.at(-1) ?? '';
  if (run.setKeys.includes(key) && isStringList(mine) && isStringList(theirs) && (isEmpty(base) || isStringList(base))) {
    return mergeSet(base ?? [], mine, theirs, path, run);
  }
  if (isRecord(mine) && isRecord(theirs) && (isEmpty(base) || isRecord(base))) return mergeRecord(base ?? {}, mine, theirs, path, run);
  if (isIdList(mine) && isIdList(theirs) && (isEmpty(base) || isIdList(base))) return mergeList(base ?? [], mine, theirs, path, run);
  return conflict(run, path, mine, theirs);
}

/** Field by field; a field that ends up empty is left out (stored items carry no empty fields). */
function mergeRecord(base: Item, mine: Item, theirs: Item, path: FieldPath, run: MergeRun): Item {
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])];
  const entries = keys.map((key) => [key, mergeValue(field(base, key), field(mine, key), field(theirs, key), [...path, key], run)] as const);
  // fromEntries, not assignment: a stored key such as "__proto__" stays a plain field.
  return Object.fromEntries(entries.filter(([, value]) => !isEmpty(value)));
}

/**
 * Item by item, in the stored order with items added here after them: an item changed on both sides
 * merges field by field; added on either side, it is kept; removed on one side and unchanged on the
 * other, it stays removed; removed on one side and changed on the other, it is a conflict.
 */
function mergeList(base: Listed[], mine: Listed[], theirs: Listed[], path: FieldPath, run: MergeRun): Listed[] {
  const baseById = new Map(base.map((item) => [item.id, item]));
  const mineById = new Map(mine.map((item) => [item.id, item]));
  const theirIds = new Set(theirs.map((item) => item.id));
  const merged: unknown[] = [];
  for (const their of theirs) {
    const at = [...path, their.id];
    const before = baseById.get(their.id);
    const my = mineById.get(their.id);
    if (my !== undefined) merged.push(mergeValue(before, my, their, at, run));
    else if (before === undefined) {
      run.theirs.push(at);
      merged.push(their);
    } else if (!sameStoredValue(their, before)) merged.push(conflict(run, at, undefined, their));
  }
  for (const my of mine) {
    if (theirIds.has(my.id)) continue;
    const at = [...path, my.id];
    const before = baseById.get(my.id);
    if (before === undefined) merged.push(my);
    else if (sameStoredValue(my, before)) run.theirs.push(at);
    else merged.push(conflict(run, at, my, undefined));
  }
  return merged.filter((item) => !isEmpty(item)) as Listed[];
}

/** A set of ids: what either side added is in, what either side removed is out. */
function mergeSet(base: string[], mine: string[], theirs: string[], path: FieldPath, run: MergeRun): string[] {
  const removedHere = new Set(base.filter((id) => !mine.includes(id)));
  const addedHere = mine.filter((id) => !base.includes(id) && !theirs.includes(id));
  run.theirs.push(path);
  return [...theirs.filter((id) => !removedHere.has(id)), ...addedHere];
}

/**
 * Re-applies the user's edit (`mine`, made from `base`) to the item stored meanwhile (`theirs`).
 * Fields the user did not change take the stored value; fields only the user changed keep the user's;
 * plain objects merge per field and lists of items with ids per item (see mergeList), recursively.
 * The result carries the stored `version`, so saving it is checked against what is stored now.
 * @example mergeFieldEdits({ name: 'A', date: '1' }, { name: 'B', date: '1' }, { name: 'A', date: '2' })
 * // { merged: { name: 'B', date: '2' }, theirs: [['date']], conflicts: [] }
 */
export function mergeFieldEdits<T extends object>(base: T, mine: T, theirs: T, options: FieldMergeOptions = {}): FieldMerge<T> {
  const run: MergeRun = { prefer: options.prefer ?? 'mine', setKeys: options.setKeys ?? [], theirs: [], conflicts: [] };
  // The version is the store's optimistic lock, not a field anyone edits: the stored one is kept.
  const { version: _baseVersion, ...baseFields } = base as Item;
  const { version: _myVersion, ...myFields } = mine as Item;
  const { version, ...theirFields } = theirs as Item;
  const fields = mergeRecord(baseFields, myFields, theirFields, [], run);
  const merged = (version === undefined ? fields : { ...fields, version }) as T;
  return { merged, theirs: run.theirs, conflicts: run.conflicts };
}

/**
 * The top-level fields to write to turn `stored` into `wanted` (a partial update): changed fields
 * with their new value, removed ones as null (which removes them). The version is never written.
 * @example changedFields({ name: 'A', logo: 'x', version: 2 }, { name: 'B', version: 2 }) // { name: 'B', logo: null }
 */
export function changedFields<T extends object>(stored: T, wanted: T): Partial<Record<keyof T, unknown>> {
  const before = stored as Item;
  const after = wanted as Item;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== 'version');
  const changed = keys.filter((key) => !sameStoredValue(field(before, key), field(after, key))).map((key) => [key, field(after, key) ?? null] as const);
  return Object.fromEntries(changed) as Partial<Record<keyof T, unknown>>;
}
