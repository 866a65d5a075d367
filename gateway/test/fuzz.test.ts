/**
 * Thousands of random and malformed requests at a real gateway (loopback only, bounded in count and
 * time), some of them correctly signed by a visitor or by organizer B, many aimed at A's data with
 * hand-picked expression fragments. Afterwards: no answer was a 5xx, the normal journey still works,
 * and everything that is not B's is exactly as it was (B's own items may change, but stay B's).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fuzzRequest, type FuzzRequest } from './fuzz-requests';
import { send } from './fuzz-send';
import { dynamo, login } from './helpers';
import { TABLE, seededWorld, snapshot, team } from './world';

const MAX_REQUESTS = 3000;
const TIME_LIMIT_MS = 15_000;
const CONCURRENCY = 6;

const world = seededWorld();

/** What must survive exactly: the auth tables, and every application item that is not B's (B may change its own). */
function protectedView(s: Awaited<ReturnType<typeof snapshot>>) {
  const view: Record<string, unknown[]> = {};
  for (const [table, items] of Object.entries(s)) {
    const isAuth = table === TABLE['auth-users'] || table === TABLE['auth-sessions'];
    view[table] = (items as Array<Record<string, unknown>>).filter((i) => isAuth || (i.organizerId !== world().B && i.id !== world().B));
  }
  return view;
}

describe('fuzzing the gateway', () => {
  it(`answers ${MAX_REQUESTS} random requests (or ${TIME_LIMIT_MS / 1000} s of them) without a 5xx and without harm`, async () => {
    const before = await snapshot(world());
    const resolveIds = (r: FuzzRequest): FuzzRequest =>
      r.kind === 'dynamodb' ? { ...r, body: r.body.replaceAll('ORG_A', world().A).replaceAll('ORG_B', world().B) } : r;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    // Sampled up front (seeded: FUZZ_SEED=<n> replays another run) and sent by a few workers at once.
    const requests = fc.sample(fuzzRequest, { numRuns: MAX_REQUESTS, seed: Number(process.env.FUZZ_SEED ?? 20240601) });
    let next = 0;
    const worker = async () => {
      while (next < requests.length && Date.now() - started < TIME_LIMIT_MS) {
        const generated = requests[next++] as FuzzRequest;
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send(world(), resolveIds(generated));
        } catch (err) {
          failures.push(`${(err as Error).name} ${JSON.stringify(generated).slice(0, 600)}`);
          continue;
        }
        if (answer === null) continue;
        const { status } = answer;
        sent++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${status} ${answer.text.slice(0, 300)} ← ${JSON.stringify(generated).slice(0, 400)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    // A floor, not a target: on a loaded machine the time limit ends the run before the count does.
    expect(sent).toBeGreaterThan(200);
    // Both refusals and successes happened: the fuzz reached the policy, not only the signature check.
    expect([200, 400, 403].every((s) => (statuses.get(s) ?? 0) > 0)).toBe(true);

    // Everything that is not B's is exactly as before, and no owned item lost or changed its owner.
    const after = await snapshot(world());
    expect(protectedView(after)).toEqual(protectedView(before));
    for (const table of [TABLE.teams, TABLE.tournaments, TABLE.matches]) {
      for (const i of after[table] as Array<Record<string, unknown>>) expect([world().A, world().B]).toContain(i.organizerId);
    }

    // The normal journey still works: sign in, write, read back, and visitors still read.
    const signedIn = await login(world().t.url, 'alpha@example.com', 'secret1');
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const a = DynamoDBDocumentClient.from(dynamo(world().t.url, signedIn.credentials));
    await a.send(new PutCommand({ TableName: TABLE.teams, Item: team('team_after_fuzz', world().A), ConditionExpression: 'attribute_not_exists(id)' }));
    await a.send(new UpdateCommand({ TableName: TABLE.teams, Key: { id: 'team_after_fuzz' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Still here' } }));
    expect((await a.send(new GetCommand({ TableName: TABLE.teams, Key: { id: 'team_after_fuzz' } }))).Item?.name).toBe('Still here');
    expect((await world().as.anonymous.send(new GetCommand({ TableName: TABLE.tournaments, Key: { id: 'tn_a_pub' } }))).Item?.name).toBe('Cup tn_a_pub');
    a.destroy();
  }, 60_000);
});
