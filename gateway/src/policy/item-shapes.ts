import type { StoredEntity } from 'shared-domain';
import { storedRemovalProblem, storedValueProblem } from 'shared-domain/stored-writes';
import type { TableKey } from '../store/tables';
import { RequestShapeError, type JsonObject } from './request-shape';
import { writtenValues } from './written-values';

/**
 * Items written in a shape the app cannot read, or holding an unsafe value, are refused for every
 * browser credential, the super admin's included, against shared-domain's write schemas: the shapes
 * the app reads items with (what the gateway lets through, screens can show), holding only safe values
 * (issue 12): emails without markup, image fields holding this item's own uploads (`/media/<key>`) or
 * https addresses, `#RRGGBB` colours, `YYYY-MM-DD` days, `HH:MM` times and ISO 8601 timestamps.
 * Answered 400 ValidationException naming the place and the reason ("This team cannot be stored:
 * players[0].firstName is missing.", "This team cannot be stored: logo: must be an uploaded image or an
 * https:// address."). Reading stays tolerant: items stored before these rules still read.
 *
 * PutItem and BatchWriteItem items are checked whole. An UpdateItem is checked as far as its expression
 * says what goes where (update-actions.ts): every value placeholder a SET or ADD action writes at a path
 * is checked against the schema at that path, and REMOVE of an attribute the item needs is refused.
 * What it cannot check: values computed from other attributes (`SET a = b`), and whether the item
 * exists (an UpdateItem of a missing key creates an item holding only what it sets; the app's own
 * updates are conditioned on the key existing, and an organizer's on owning the item).
 * TransactWriteItems is refused outright by the policy (policy-table.ts).
 */

const ENTITY_OF_TABLE: Partial<Record<TableKey, StoredEntity>> = { organizers: 'organizer', teams: 'team', tournaments: 'tournament', matches: 'match' };

function refuse(entity: StoredEntity, problem: string | null): void {
  if (problem !== null) throw new RequestShapeError(`This ${entity} cannot be stored: ${problem}.`);
}

/**
 * Refuses a write (PutItem, UpdateItem, BatchWriteItem) whose item would not read as its entity (see
 * above). Reads, deletes and tables the app does not read items from pass untouched.
 * @throws RequestShapeError naming the place and the problem, answered 400 ValidationException
 */
export function checkItemShapes(operation: string, input: JsonObject, tableOf: (tableName: string) => TableKey | undefined): void {
  const { written, removed } = writtenValues(operation, input, tableOf);
  for (const { table, value, at, itemId } of written) {
    const entity = ENTITY_OF_TABLE[table];
    if (entity) refuse(entity, storedValueProblem(entity, value, at, itemId));
  }
  for (const { table, at } of removed) {
    const entity = ENTITY_OF_TABLE[table];
    if (entity) refuse(entity, storedRemovalProblem(entity, at));
  }
}
