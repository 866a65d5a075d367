/**
 * The access matrix, reads: every (caller × table × read operation) cell of policy-table.ts, run against
 * a real gateway with the embedded stores. Each cell looks its rule up in the policy definition: refused
 * reads are refused; allowed reads return exactly what the rule lets the caller see.
 */
import { describe, it } from 'vitest';
import { readCell } from './policy-matrix-read-cells';
import { READ_OPERATIONS, TABLES } from './policy-matrix-support';
import { WHO, seededWorld } from './world';

const world = seededWorld();

describe.each(WHO)('caller %s', (who) => {
  describe.each(TABLES)('table %s', (table) => {
    it.each(READ_OPERATIONS)('%s', (op) => readCell(world(), who, table, op));
  });
});
