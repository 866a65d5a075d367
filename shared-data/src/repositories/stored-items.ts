import { unreadableItemMessage, type StoredEntities, type StoredEntity } from 'shared-domain';
import { ConflictError } from '../storage/storage-errors';

/**
 * Items cross from the store into the app here, checked against shared-domain's schemas instead of
 * cast: anyone with write access can store any shape through the data API, and one malformed item
 * must neither crash a screen nor take a whole list down with it.
 */

/**
 * The schemas and their library (valibot) are a chunk of their own, loaded with the first item read: every
 * page loads shared-data (the login page too, within its 150 KB), and only pages that read tables need them.
 */
let schemas: Promise<typeof import('shared-domain/schemas')> | null = null;
const checkerOf = async () => (await (schemas ??= import(/* webpackChunkName: "stored-item-schemas" */ 'shared-domain/schemas'))).checkStoredItem;

/** A stored item whose shape the app cannot read; the message names the problem. */
export class UnreadableItemError extends Error {
  override name = 'UnreadableItemError';
  constructor(readonly reason: string) {
    super(unreadableItemMessage(reason));
  }
}

/** A list as read: the readable items, and how many were left out because they could not be read. */
export interface ItemList<T> {
  items: T[];
  skipped: number;
}

/** One stored item as its domain type; null stays null (absent). @throws UnreadableItemError */
export async function readItem<E extends StoredEntity>(entity: E, value: unknown): Promise<StoredEntities[E] | null> {
  if (value === null || value === undefined) return null;
  const check = (await checkerOf())(entity, value);
  if (!check.ok) throw new UnreadableItemError(check.reason);
  return check.item;
}

/** An item a write answered with (it exists: the write just stored it). @throws UnreadableItemError */
async function readWritten<E extends StoredEntity>(entity: E, value: unknown): Promise<StoredEntities[E]> {
  const item = await readItem(entity, value);
  if (item === null) throw new UnreadableItemError('the store answered the write without the item');
  return item;
}

/**
 * The readable items of a list, in order. Each one left out is reported on the console with its id
 * and the reason, so the item can be found and repaired; the screen says how many (`skipped`).
 */
export async function readList<E extends StoredEntity>(entity: E, values: readonly unknown[]): Promise<ItemList<StoredEntities[E]>> {
  const checkStoredItem = await checkerOf();
  const items: StoredEntities[E][] = [];
  for (const value of values) {
    const check = checkStoredItem(entity, value);
    if (check.ok) items.push(check.item);
    else console.warn(`A stored ${entity} (${idOf(value)}) could not be read and is not shown: ${check.reason}`);
  }
  return { items, skipped: values.length - items.length };
}

function idOf(value: unknown): string {
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : undefined;
  return typeof id === 'string' ? `id ${id}` : 'no id';
}

/**
 * The stored item a write answers with (an update's ALL_NEW attributes), read like any other. A lost
 * version race's ConflictError carries the stored item read the same way, so a merge never works on an
 * item it cannot read (that is an UnreadableItemError instead).
 */
export async function readWrite<E extends StoredEntity>(entity: E, write: Promise<unknown>): Promise<StoredEntities[E]> {
  try {
    return await readWritten(entity, await write);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(await readItem(entity, error.current));
    throw error;
  }
}
