import { describe, expect, it } from 'vitest';
import type { DynamoDbSend } from '../src/aws/dynamodb-backend';
import { BatchGetError, batchGetTables } from '../src/store/batch-get';

type Request = Record<string, { Keys: { id: { S: string } }[]; ProjectionExpression?: string; ConsistentRead?: boolean }>;

/** A backend holding every key asked for; `unprocessed` keys are left unprocessed once each. */
function fakeBackend(unprocessed: string[] = []) {
  const requests: Request[] = [];
  const left = new Set(unprocessed);
  const send: DynamoDbSend = async (_operation, input) => {
    const asked = input.RequestItems as Request;
    requests.push(asked);
    const Responses: Record<string, unknown[]> = {};
    const UnprocessedKeys: Record<string, { Keys: unknown[] }> = {};
    for (const [table, { Keys }] of Object.entries(asked)) {
      for (const key of Keys) {
        if (left.delete(key.id.S)) (UnprocessedKeys[table] ??= { Keys: [] }).Keys.push(key);
        else (Responses[table] ??= []).push({ id: key.id, table: { S: table } });
      }
    }
    return { status: 200, headers: {}, body: Buffer.from(JSON.stringify({ Responses, UnprocessedKeys })) };
  };
  return { send, requests };
}

const keys = (...ids: string[]) => ids.map((id) => ({ id: { S: id } }));
const ids = (items: { id?: unknown }[] | undefined) => (items ?? []).map((item) => (item.id as { S: string }).S);
const options = { consistent: true, maxAttempts: 4 };

describe('batchGetTables', () => {
  it("reads several tables' keys in one request, each table with its own projection", async () => {
    const { send, requests } = fakeBackend();
    const found = await batchGetTables(send, { teams: { keys: keys('a', 'b') }, organizers: { keys: keys('org_1'), attributes: ['id', 'name'] } }, options);
    expect([ids(found.teams), ids(found.organizers)]).toEqual([['a', 'b'], ['org_1']]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.organizers?.ProjectionExpression).toBe('#p0, #p1');
    expect(requests[0]?.teams?.ProjectionExpression).toBeUndefined();
    expect(requests[0]?.teams?.ConsistentRead).toBe(true);
  });

  it('sends at most 100 keys per request across the tables, and names every table in the answer even when it had no keys', async () => {
    const { send, requests } = fakeBackend();
    const many = Array.from({ length: 150 }, (_, i) => `t${i}`);
    const found = await batchGetTables(send, { teams: { keys: keys(...many) }, organizers: { keys: keys('org_1') }, nothing: { keys: [] } }, options);
    expect(requests.map((r) => Object.values(r).reduce((n, t) => n + t.Keys.length, 0))).toEqual([100, 51]);
    expect(ids(found.teams)).toHaveLength(150);
    expect(ids(found.organizers)).toEqual(['org_1']);
    expect(found.nothing).toEqual([]);
  });

  it('asks again for the unprocessed keys of each table, and only for them', async () => {
    const { send, requests } = fakeBackend(['b', 'org_1']);
    const found = await batchGetTables(send, { teams: { keys: keys('a', 'b') }, organizers: { keys: keys('org_1') } }, options);
    expect([ids(found.teams).sort(), ids(found.organizers)]).toEqual([['a', 'b'], ['org_1']]);
    expect(requests.map((r) => Object.fromEntries(Object.entries(r).map(([table, { Keys }]) => [table, Keys.map((k) => k.id.S)])))).toEqual([
      { teams: ['a', 'b'], organizers: ['org_1'] },
      { teams: ['b'], organizers: ['org_1'] },
    ]);
  });

  it('gives up after maxAttempts, and on a refused request', async () => {
    const stubborn: DynamoDbSend = async (_operation, input) => ({
      status: 200,
      headers: {},
      body: Buffer.from(JSON.stringify({ UnprocessedKeys: { teams: (input.RequestItems as Request).teams } })),
    });
    await expect(batchGetTables(stubborn, { teams: { keys: keys('a') } }, { consistent: false, maxAttempts: 2 })).rejects.toThrow(BatchGetError);
    const refusing: DynamoDbSend = async () => ({ status: 400, headers: {}, body: Buffer.from('{}') });
    await expect(batchGetTables(refusing, { teams: { keys: keys('a') } }, options)).rejects.toThrow('BatchGetItem in teams failed (400).');
  });
});
