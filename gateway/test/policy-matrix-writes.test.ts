/**
 * The access matrix, writes: every (caller × table × write operation) cell of policy-table.ts, run
 * against a real gateway with the embedded stores. Refused cells must be refused with nothing changed;
 * allowed writes must work on the caller's own items and fail, leaving the data as it was, on everybody
 * else's.
 */
import { describe, it } from 'vitest';
import type { ItemOperation } from '../src/policy/policy-table';
import type { TableKey } from '../src/store/tables';
import { TABLES, WRITE_OPERATIONS } from './policy-matrix-support';
import { batchWriteCell, deleteCell, putCell, updateCell } from './policy-matrix-write-cells';
import { WHO, seededWorld, type Who, type World } from './world';

const world = seededWorld();

const CELLS: Partial<Record<ItemOperation, (w: World, who: Who, table: TableKey) => Promise<void>>> = {
  PutItem: putCell,
  UpdateItem: updateCell,
  DeleteItem: deleteCell,
  BatchWriteItem: batchWriteCell,
};

describe.each(WHO)('caller %s', (who) => {
  describe.each(TABLES)('table %s', (table) => {
    it.each(WRITE_OPERATIONS)('%s', (op) => {
      const cell = CELLS[op];
      // A write operation added to the policy definition needs its scenario here.
      if (!cell) throw new Error(`no matrix scenario for ${op}`);
      return cell(world(), who, table);
    });
  });
});
