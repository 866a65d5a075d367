/**
 * The access matrix, operations outside it: every DynamoDB operation the policy definition does not
 * support is refused for every caller on every table, and an unknown operation is answered as unknown.
 */
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_OPERATIONS } from '../src/policy/policy-table';
import { signedDynamoFetch } from './helpers';
import { TABLES } from './policy-matrix-support';
import { TABLE, WHO, seededWorld } from './world';

const world = seededWorld();

describe.each(WHO)('caller %s', (who) => {
  it(`refuses the ${UNSUPPORTED_OPERATIONS.length} unsupported operations on every table, and unknown ones`, async () => {
    const w = world();
    const calls = UNSUPPORTED_OPERATIONS.flatMap((op) => TABLES.map((table) => ({ op, table })));
    const answers = await Promise.all(
      calls.map(({ op, table }) => signedDynamoFetch(w.t.url, w.credentials[who], op, { TableName: TABLE[table], Statement: `SELECT * FROM "${TABLE[table]}"` })),
    );
    answers.forEach((a, i) => {
      expect(a.status, calls[i]?.op).toBe(403);
      expect(a.json.__type).toBe('com.amazon.coral.service#AccessDeniedException');
      expect(a.json.message).toContain('not supported');
    });
    const unknown = await signedDynamoFetch(w.t.url, w.credentials[who], 'DropEverything', { TableName: TABLE.teams });
    expect(unknown.status).toBe(400);
    expect(unknown.json.__type).toBe('com.amazon.coral.service#UnknownOperationException');
  });
});
