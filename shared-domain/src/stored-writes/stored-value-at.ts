import * as v from 'valibot';
import type { ItemPath } from '../common/stored-text-limits';
import { issueReason } from '../schemas/stored-item-check';
import type { StoredEntity } from '../stored-items/stored-item-types';
import { storedWriteSchema } from './stored-write-schema';

/**
 * Checks for a write of a stored item, whole or one part of it (an UpdateItem's `SET players[2] = :p`,
 * `REMOVE logo`), against the schemas items are written with: the shapes the app reads items with, so
 * the gateway refuses what readers would skip, holding only safe values (write-value-rules.ts).
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

function placeAt(root: v.GenericSchema, at: ItemPath): Place {
  let place: Place = root;
  for (const step of at) {
    if (typeof place === 'string') return place;
    place = placeBelow(place, step);
  }
  return place;
}

const pathText = (at: ItemPath) => at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

/** The id of a whole item, when it has a text one. */
function idOf(value: unknown): string | undefined {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Why `value` cannot be stored at `at` inside the item `id` of `entity` (the whole item when `at` is
 * empty; its id is then read from it unless given), or null when it can. `id` names whose uploads the
 * item's image fields may hold; without it they take none.
 * @example storedValueProblem('team', 'Rovers', ['name']) // null
 * @example storedValueProblem('team', { id: 'p1' }, ['players', 0]) // 'players[0].firstName is missing'
 * @example storedValueProblem('team', 3, ['name', 'first']) // 'name.first is not a place in a team'
 * @example storedValueProblem('team', 'http://x.io/a.png', ['logo'], 'team_1') // 'logo: must be an uploaded image or an https:// address'
 */
export function storedValueProblem(entity: StoredEntity, value: unknown, at: ItemPath = [], id: string | undefined = undefined): string | null {
  const schema = storedWriteSchema(entity, id ?? (at.length === 0 ? idOf(value) : undefined));
  if (at.length === 0) {
    const result = v.safeParse(schema, value, { abortEarly: true });
    return result.success ? null : issueReason(result.issues[0]);
  }
  const place = placeAt(schema, at);
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
  // Whether an attribute is required is the same in every item of the entity, whatever its id.
  const parent = placeAt(storedWriteSchema(entity, undefined), at.slice(0, -1));
  if (typeof parent === 'string') return null;
  // Only an attribute the parent object names can be required; a record's keys and unknown attributes never are.
  const entries = partsOf(unwrapped(parent)).entries;
  const schema = entries && Object.hasOwn(entries, last) ? entries[last] : undefined;
  if (!schema || OPTIONAL_WRAPPERS.has(partsOf(schema).type)) return null;
  return `${pathText(at)} cannot be removed (every ${entity} has it)`;
}
