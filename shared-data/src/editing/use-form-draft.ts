import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useSession } from 'shared-data';

/** Shown by a form whose unsaved input came back from its draft. */
export const DRAFT_RESTORED_TEXT = 'Unsaved changes restored.';

/** Session storage: a draft lives as long as the tab, survives a reload and a new login, never another tab. */
const KEY_PREFIX = 'kickoff:form-draft';

interface FormDraftOptions<T extends FieldValues> {
  /** Which form, e.g. 'team-details': with the user and the item, the draft's key. */
  form: string;
  /** The item the form edits; none for a create form. */
  itemId?: string;
  /** Fields never written to storage (a password). */
  omit?: readonly Path<T>[];
}

type Fields = Record<string, unknown>;

/** A value's shape: a draft field is restored only over a stored value of the same shape. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? 'strings' : 'array';
  return value === null ? 'null' : typeof value;
}

const isPlainObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The inputs of `values` that differ from `stored`, by their path ("home.shots"): plain objects are walked
 * down to their inputs, so a draft of one statistic never carries its neighbours' old values; lists are one
 * input each. Omitted fields (by their top-level name) and fields the stored values lack are left out.
 */
function changedFields(values: unknown, stored: unknown, omit: readonly string[], prefix = ''): Fields {
  if (!isPlainObject(values) || !isPlainObject(stored)) return {};
  const changed: Fields = {};
  for (const [name, value] of Object.entries(values)) {
    const path = prefix + name;
    if (omit.includes(path) || !(name in stored)) continue;
    const before = stored[name];
    if (isPlainObject(value) && isPlainObject(before)) Object.assign(changed, changedFields(value, before, omit, `${path}.`));
    else if (shapeOf(value) === shapeOf(before) && JSON.stringify(value) !== JSON.stringify(before)) changed[path] = value;
  }
  return changed;
}

/** The value at an input's path ("home.shots"), if the form has that input. */
function valueAt(values: Fields, path: string): { found: boolean; value?: unknown } {
  const parts = path.split('.');
  const name = parts.pop() ?? '';
  const owner = parts.reduce<unknown>((at, part) => (isPlainObject(at) ? at[part] : undefined), values);
  return isPlainObject(owner) && name in owner ? { found: true, value: owner[name] } : { found: false };
}

/** The draft's inputs that still differ from what the form shows (a draft is input paths with their typed values). */
function draftValues(draft: unknown, current: Fields): Fields {
  if (!isPlainObject(draft)) return {};
  const changed: Fields = {};
  for (const [path, value] of Object.entries(draft)) {
    const at = valueAt(current, path);
    if (!at.found) continue;
    // An older draft kept a whole object: read it input by input.
    if (isPlainObject(value)) Object.assign(changed, changedFields(value, at.value, [], `${path}.`));
    else if (shapeOf(value) === shapeOf(at.value) && JSON.stringify(value) !== JSON.stringify(at.value)) changed[path] = value;
  }
  return changed;
}

function readDraft(key: string): unknown {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    // Unreadable (storage off, a damaged entry): there is no draft to restore.
    return null;
  }
}

/** Keeps exactly the changed fields: none left means no draft. */
function keepDraft(key: string, changed: Fields): void {
  try {
    if (Object.keys(changed).length > 0) globalThis.sessionStorage?.setItem(key, JSON.stringify(changed));
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Storage full or off: the form works as before, only without a draft.
  }
}

/**
 * Keeps what the user typed into a react-hook-form form in session storage, per user, form and item,
 * so an ended session (or a reload) does not lose it: written as the user types, restored into the
 * inputs when the form mounts again for the same user and item, gone once the form shows stored values
 * again (a reset after a successful save, a cancel, or the stored item replacing the draft), or `clear`
 * is called (a save that stored something other than what was typed, such as a merge that kept theirs).
 * Only inputs that differ from the stored values are kept (nested objects input by input), so restoring
 * never turns back a field that someone changed meanwhile and this user did not touch.
 * @example const draft = useFormDraft(form, { form: 'team-details', itemId: team.id }); draft.restored && <Alert>…</Alert>
 */
export function useFormDraft<T extends FieldValues>(
  { getValues, setValue, subscribe }: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'subscribe'>,
  { form, itemId, omit = [] }: FormDraftOptions<T>,
): { restored: boolean; dismiss: () => void; clear: () => void } {
  const session = useSession();
  const key = session.status === 'signed-in' ? `${KEY_PREFIX}:${session.user.id}:${form}:${itemId ?? 'new'}` : null;
  const [restored, setRestored] = useState(false);
  const restoredFor = useRef<string | null>(null);
  const omitted = useRef(omit);

  useEffect(() => {
    if (!key) return undefined;
    if (restoredFor.current !== key) {
      // Once per key: the form shows the stored values now, the draft's changes go over them.
      restoredFor.current = key;
      const changes = draftValues(readDraft(key), getValues() as Fields);
      for (const name of omitted.current) delete changes[name];
      for (const [name, value] of Object.entries(changes)) {
        setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
      keepDraft(key, changes);
      setRestored(Object.keys(changes).length > 0);
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => {
        const changes = changedFields(values, (defaultValues ?? {}) as Fields, omitted.current);
        keepDraft(key, changes);
        if (Object.keys(changes).length === 0) setRestored(false);
      },
    });
  }, [key, getValues, setValue, subscribe]);

  const dismiss = useCallback(() => setRestored(false), []);
  const clear = useCallback(() => {
    if (key) keepDraft(key, {});
    setRestored(false);
  }, [key]);
  return { restored, dismiss, clear };
}
