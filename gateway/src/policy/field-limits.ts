import { storedTextViolation, type LimitedEntity } from 'shared-domain';
import type { TableKey } from '../store/tables';
import { RequestShapeError, type JsonObject } from './request-shape';
import { writtenValues } from './written-values';

/**
 * Names and descriptions longer than shared-domain's limits (names ≤ 100 characters, descriptions
 * ≤ 2,000) are refused on write for every browser credential, the super admin's included: the forms
 * refuse them first, and this keeps any other client from storing what widens or stretches the pages.
 * Refused as 400 ValidationException with the message naming the field
 * ("Team name must be at most 100 characters.").
 */

const ENTITY_OF_TABLE: Partial<Record<TableKey, LimitedEntity>> = { organizers: 'organizer', teams: 'team', tournaments: 'tournament' };

/**
 * Refuses a write (PutItem, UpdateItem, BatchWriteItem) that stores a name or description longer than
 * its limit. Other operations and tables without limited texts pass untouched.
 * @throws RequestShapeError naming the field, answered 400 ValidationException
 */
export function checkTextLimits(operation: string, input: JsonObject, tableOf: (tableName: string) => TableKey | undefined): void {
  for (const { table, value, at } of writtenValues(operation, input, tableOf).written) {
    const entity = ENTITY_OF_TABLE[table];
    const violation = entity ? storedTextViolation(entity, value, at) : null;
    if (violation !== null) throw new RequestShapeError(violation);
  }
}
