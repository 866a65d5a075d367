import * as v from 'valibot';
import type { ItemPath } from '../common/stored-text-limits';
import { STORED_ITEM_SCHEMAS, checkStoredItem, issueReason, type StoredEntity } from './stored-item-check';

/**
 * Checks for a write of one part of a stored item (an UpdateItem's `SET players[2] = :p`, `REMOVE logo`),
 * against the same schemas the app reads items with, so the gateway refuses what readers would skip.
 */

/** The parts of a valibot schema this walk reads; every schema object carries its `type`. */
interface SchemaParts {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  value?: v.GenericSchema;
  wrapped?: v.GenericSchema;
}

/** Wrappers that only allow absence (or null): the place below them is their wrapped schema. */
const OPTIONAL_WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable']);

const partsOf = (schema: v.GenericSchema): SchemaParts => schema;

function unwrapped(schema: v.GenericSchema): v.GenericSchema {
  const parts = partsOf(schema);
  return OPTIONAL_WRAPPERS.has(parts.type) && parts.wrapped ? unwrapped(parts.wrapped) : schema;
}

/** What holds the place `step` below `schema`: its schema, 'open' (any value, e.g. an unknown attribute) or 'none'. */
type Place = v.GenericSchema | 'open' | 'none';

function placeBelow(schema: v.GenericSchema, step: string | number): Place {
  const parts = partsOf(unwrapped(schema));
  if (parts.type === 'unknown') return 'open';
  if (typeof step === 'number') return parts.type === 'array' && parts.item ? parts.item : 'none';
  if (parts.type === 'record' && parts.value) return parts.value;
  if (!parts.entries) return 'none';
  // Loose objects keep attributes they do not name, whatever their value.
  return Object.hasOwn(parts.entries, step) ? (parts.entries[step] ?? 'none') : parts.type === 'loose_object' ? 'open' : 'none';
}

function placeAt(entity: StoredEntity, at: ItemPath): Place {
  let place: Place = STORED_ITEM_SCHEMAS[entity];
  for (const step of at) {
    if (typeof place === 'string') return place;
    place = placeBelow(place, step);
  }
  return place;
}

const pathText = (at: ItemPath) => at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

/**
 * Why `value` cannot be stored at `at` inside an item of `entity` (the whole item when `at` is empty),
 * or null when it can.
 * @example storedValueProblem('team', 'Rovers', ['name']) // null
 * @example storedValueProblem('team', { id: 'p1' }, ['players', 0]) // 'players[0].firstName is missing'
 * @example storedValueProblem('team', 3, ['name', 'first']) // 'name.first is not a place in a team'
 */
export function storedValueProblem(entity: StoredEntity, value: unknown, at: ItemPath = []): string | null {
  if (at.length === 0) {
    const check = checkStoredItem(entity, value);
    return check.ok ? null : check.reason;
  }
  const place = placeAt(entity, at);
  if (place === 'open') return null;
  if (place === 'none') return `${pathText(at)} is not a place in a ${entity}`;
  const result = v.safeParse(place, value, { abortEarly: true });
  return result.success ? null : issueReason(result.issues[0], at);
}

/**
 * Why the attribute at `at` cannot be removed from an item of `entity` (the item needs it), or null
 * when it can (optional attributes, unknown ones, elements of a list).
 * @example storedRemovalProblem('team', ['logo']) // null
 * @example storedRemovalProblem('team', ['players']) // 'players cannot be removed (every team has it)'
 * @example storedRemovalProblem('team', ['socialMedia', 'facebook']) // null
 */
export function storedRemovalProblem(entity: StoredEntity, at: ItemPath): string | null {
  const last = at.at(-1);
  if (last === undefined || typeof last === 'number') return null;
  const parent = placeAt(entity, at.slice(0, -1));
  if (typeof parent === 'string') return null;
  // Only an attribute the parent object names can be required; a record's keys and unknown attributes never are.
  const entries = partsOf(unwrapped(parent)).entries;
  const schema = entries && Object.hasOwn(entries, last) ? entries[last] : undefined;
  if (!schema || OPTIONAL_WRAPPERS.has(partsOf(schema).type)) return null;
  return `${pathText(at)} cannot be removed (every ${entity} has it)`;
}
