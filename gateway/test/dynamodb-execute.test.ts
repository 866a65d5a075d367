import { describe, expect, it } from 'vitest';
import type { DynamoDbAnswer } from '../src/aws/dynamodb-backend';
import { executePlan } from '../src/aws/dynamodb-execute';
import type { ResponseFilter } from '../src/policy/dynamodb-policy';
import type { OwnershipLookups } from '../src/store/ownership-lookups';
import { tableNames } from '../src/store/tables';

const tables = tableNames('t-');
const item = (id: string, visibility: string) => ({ id: { S: id }, organizerId: { S: 'org_1' }, visibility: { S: visibility } });

/** Runs a read plan against a backend that answers `backendText` (spaced out, so rewritten JSON differs from it). */
async function read(filter: ResponseFilter, backendText: string, me: string | null = null): Promise<{ answer: DynamoDbAnswer; backend: DynamoDbAnswer }> {
  const backend: DynamoDbAnswer = { status: 200, headers: { 'x-amz-crc32': 'backend-crc' }, body: Buffer.from(backendText) };
  const answer = await executePlan('Query', { kind: 'forward', input: {}, checks: [], filter }, {
    send: async () => backend,
    lookups: {} as OwnershipLookups,
    tables,
    me,
  });
  return { answer, backend };
}

describe('executePlan on filtered reads', () => {
  it('passes the backend’s bytes and CRC through when the filter hides nothing', async () => {
    const text = JSON.stringify({ Item: item('a', 'public') }, null, 1);
    const { answer, backend } = await read({ kind: 'item', rule: 'visible-tournaments', added: [] }, text);
    expect(answer).toBe(backend);

    const page = JSON.stringify({ Items: [item('a', 'public'), item('b', 'public')], Count: 2, ScannedCount: 2 }, null, 1);
    expect((await read({ kind: 'items', rule: 'visible-tournaments', added: [], countOnly: false }, page)).answer.body.toString()).toBe(page);
  });

  it('writes the answer again when the filter hid an item', async () => {
    const text = JSON.stringify({ Items: [item('a', 'public'), item('b', 'private')], Count: 2, ScannedCount: 2 }, null, 1);
    const { answer } = await read({ kind: 'items', rule: 'visible-tournaments', added: [], countOnly: false }, text);
    expect(JSON.parse(answer.body.toString())).toEqual({ Items: [item('a', 'public')], Count: 1, ScannedCount: 1 });
    expect(answer.headers['x-amz-crc32']).not.toBe('backend-crc');
  });

  it.each([
    ['an attribute fetched only for the decision', { kind: 'item', rule: 'visible-tournaments', added: ['visibility'] }, { Item: item('a', 'public') }, '"visibility"'],
    ['a ScannedCount that counted filtered items', { kind: 'items', rule: 'visible-tournaments', added: [], countOnly: false }, { Items: [item('a', 'public')], Count: 1, ScannedCount: 5 }, '"ScannedCount":5'],
    ['a COUNT read', { kind: 'items', rule: 'visible-tournaments', added: [], countOnly: true }, { Items: [item('a', 'public')], Count: 1, ScannedCount: 1 }, '"Items"'],
  ] as const)('writes the answer again for %s', async (_case, filter, body, removed) => {
    const { answer } = await read(filter as unknown as ResponseFilter, JSON.stringify(body));
    expect(answer.body.toString()).not.toContain(removed);
  });
});
