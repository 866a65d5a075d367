import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { RegenerationLeases } from '../src/directory/regeneration-leases';
import type { DynamoDbSend } from '../src/aws/dynamodb-backend';
import { createDirectoryWorld, preparedDirectoryWorld } from './directory-world';

// Several instances on one change feed each learn of a write: the lease lets one of them regenerate.
const world = preparedDirectoryWorld();

/** A run that stays under way until `finish` is called, counting its runs. */
function gatedRun() {
  let finish = () => undefined as void;
  const state = { runs: 0 };
  const run = () => {
    state.runs++;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { state, run, finish: () => finish() };
}

describe('regeneration leases in the directory table', () => {
  it('let one of two instances run a key at a time, the other refused without running, and free the key after', async () => {
    const [a, b] = [new RegenerationLeases(world().send, world().directoryTable), new RegenerationLeases(world().send, world().directoryTable)];
    const gate = gatedRun();
    const onA = a.run('team:t1', gate.run);
    await expect.poll(() => gate.state.runs).toBe(1);
    let ranOnB = false;
    expect(await b.run('team:t1', async () => void (ranOnB = true))).toBe(false);
    expect(ranOnB).toBe(false);
    // Another key is free meanwhile.
    expect(await b.run('team:t2', async () => undefined)).toBe(true);
    gate.finish();
    expect(await onA).toBe(true);
    expect(await b.run('team:t1', async () => void (ranOnB = true))).toBe(true);
    expect(ranOnB).toBe(true);
  });

  it('lets another instance take a lease whose holder died once it lapsed', async () => {
    let now = 1_000_000;
    const dead = new RegenerationLeases(world().send, world().directoryTable, 30_000, () => now);
    const heir = new RegenerationLeases(world().send, world().directoryTable, 30_000, () => now);
    // The holder takes the lease and never gives it back (its run never ends).
    const gate = gatedRun();
    void dead.run('tournament:c1', gate.run);
    await expect.poll(() => gate.state.runs).toBe(1);
    expect(await heir.run('tournament:c1', async () => undefined)).toBe(false);
    now += 30_001;
    expect(await heir.run('tournament:c1', async () => undefined)).toBe(true);
  });
});

describe('the one-time backfill with leases', () => {
  it('is left to the instance holding its lease: another starting meanwhile Scans no team and serves at once', async () => {
    let send: DynamoDbSend = () => Promise.reject(new Error('not yet'));
    const leases = new RegenerationLeases((operation, input) => send(operation, input), 'test-directory');
    const starting = await createDirectoryWorld({ leases });
    send = starting.send;
    try {
      await starting.directory.prepare().catch(() => undefined); // Creates the table (its own backfill runs too).
      await starting.doc.send(new DeleteCommand({ TableName: starting.directoryTable, Key: { pk: 'meta', sk: 'team-documents-2' } }));
      const holder = new RegenerationLeases(starting.send, starting.directoryTable);
      const gate = gatedRun();
      const held = holder.run('backfill', gate.run);
      await expect.poll(() => gate.state.runs).toBe(1);
      starting.calls.length = 0;
      expect((await starting.directory.prepare()).backfilledTeams).toBeNull();
      // The organizer cards' re-sync Scans the organizers; the backfill would Scan the teams.
      expect(starting.calls.filter((c) => c.operation === 'Scan').map((c) => c.input.TableName)).not.toContain(starting.tables.teams);
      gate.finish();
      await held;
    } finally {
      await starting.dispose();
    }
  });
});
