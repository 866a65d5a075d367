import * as v from 'valibot';
import type { StoredEntities, StoredEntity } from '../stored-items/stored-item-types';
import { matchSchema } from './match-schema';
import { organizerSchema } from './organizer-schema';
import { teamSchema } from './team-schema';
import { tournamentSchema } from './tournament-schema';

/** Every stored entity's schema; the type makes each one's output its domain type. */
const STORED_ITEM_SCHEMAS: { readonly [E in StoredEntity]: v.GenericSchema<unknown, StoredEntities[E]> } = {
  organizer: organizerSchema,
  team: teamSchema,
  tournament: tournamentSchema,
  match: matchSchema,
};

/** A stored value read as its domain type, or why it cannot be. */
export type StoredItemCheck<T> = { ok: true; item: T } | { ok: false; reason: string };

/** Where an issue is, as `players[0].firstName`; empty for the value itself. */
function pathText(path: readonly (string | number)[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

/**
 * One valibot issue in words: the place, then what is missing or wrong there (a failed value rule says
 * what the value must be). `at` is where the checked value sits inside its item (an update writes one
 * attribute or element).
 * @example issueReason({ path: [{ key: 'players' }, { key: 0 }, { key: 'number' }], expected: 'number', received: '"9x"' }) // 'players[0].number: expected number, received "9x"'
 * @example issueReason({ path: [{ key: 'name' }], expected: '"name"', received: 'undefined' }) // 'name is missing'
 * @example issueReason({ kind: 'validation', path: [{ key: 'colors' }, { key: 0 }], message: 'must be a color written #RRGGBB', expected: null, received: '"red"' }) // 'colors[0]: must be a color written #RRGGBB'
 */
export function issueReason(
  issue: Pick<v.BaseIssue<unknown>, 'path' | 'expected' | 'received'> & Partial<Pick<v.BaseIssue<unknown>, 'kind' | 'message'>>,
  at: readonly (string | number)[] = [],
): string {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string | number => typeof key === 'string' || typeof key === 'number');
  const where = pathText([...at, ...keys]) || 'the item';
  if (issue.kind === 'validation' && issue.message) return `${where}: ${issue.message}`;
  if (issue.received === 'undefined') return `${where} is missing`;
  return `${where}: expected ${issue.expected ?? 'another value'}, received ${issue.received}`;
}

/**
 * Reads a value from the store as the domain type of `entity`, or says why it cannot: the first
 * problem found, named by its place in the item. Attributes the schema does not know are kept.
 * @example checkStoredItem('team', { id: 't1', name: 'Rovers', colors: 'red' }) // { ok: false, reason: 'colors: expected Array, received "red"' }
 * @example checkStoredItem('organizer', { id: 'org_1', name: 'FA', email: 'fa@example.com', createdAtISO: '2024-01-01' }).ok // true
 */
export function checkStoredItem<E extends StoredEntity>(entity: E, value: unknown): StoredItemCheck<StoredEntities[E]> {
  const schema: v.GenericSchema<unknown, StoredEntities[E]> = STORED_ITEM_SCHEMAS[entity];
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return { ok: true, item: result.output };
  return { ok: false, reason: issueReason(result.issues[0]) };
}
