import { describe, expect, it } from 'vitest';
import { RecentTournaments } from '../src/aws/recent-tournaments';
import type { TournamentFacts } from '../src/policy/read-filter';
import type { OwnershipLookups } from '../src/store/ownership-lookups';

/** A tournaments table in memory whose lookups are counted (and can be held open). */
function fakeLookups(table: Record<string, TournamentFacts>) {
  const asked: string[][] = [];
  let hold: Promise<void> = Promise.resolve();
  const lookups = {
    tournaments: async (ids: string[]) => {
      asked.push(ids);
      const snapshot = new Map(ids.filter((id) => table[id]).map((id) => [id, { ...table[id] }]));
      await hold;
      return snapshot;
    },
  } as unknown as OwnershipLookups;
  return { lookups, asked, holdUntil: (p: Promise<void>) => (hold = p) };
}

const publicOne: TournamentFacts = { organizerId: 'org_1', visibility: 'public' };

describe('RecentTournaments', () => {
  it('reads a tournament once within the TTL, and again after it', async () => {
    let now = 10_000;
    const recent = new RecentTournaments(() => now, 1000, 10);
    const { lookups, asked } = fakeLookups({ t1: publicOne });
    expect(await recent.lookup(['t1'], lookups)).toEqual(new Map([['t1', publicOne]]));
    now += 999;
    expect(await recent.lookup(['t1'], lookups)).toEqual(new Map([['t1', publicOne]]));
    expect(asked).toEqual([['t1']]);
    now += 1;
    await recent.lookup(['t1'], lookups);
    expect(asked).toEqual([['t1'], ['t1']]);
  });

  it('remembers that a tournament does not exist, and reads only what it does not know', async () => {
    const recent = new RecentTournaments(() => 0, 1000, 10);
    const { lookups, asked } = fakeLookups({ t1: publicOne });
    expect(await recent.lookup(['gone'], lookups)).toEqual(new Map());
    expect(recent.get('gone')).toBeNull();
    expect(await recent.lookup(['gone', 't1'], lookups)).toEqual(new Map([['t1', publicOne]]));
    expect(asked).toEqual([['gone'], ['t1']]);
  });

  it('does not trust an entry from the future (a clock that went back)', async () => {
    let now = 5000;
    const recent = new RecentTournaments(() => now, 1000, 10);
    await recent.lookup(['t1'], fakeLookups({ t1: publicOne }).lookups);
    now = 4999;
    expect(recent.get('t1')).toBeUndefined();
  });

  it('forgets everything on a write, and does not remember a read that was under way', async () => {
    const recent = new RecentTournaments(() => 0, 1000, 10);
    const table: Record<string, TournamentFacts> = { t1: publicOne };
    const { lookups, asked, holdUntil } = fakeLookups(table);
    await recent.lookup(['t1'], lookups);
    recent.forgetAll();
    expect(recent.get('t1')).toBeUndefined();

    // A read that found 'public' is still on its way back when a write makes the tournament private.
    let release = () => {};
    holdUntil(new Promise<void>((resolve) => (release = resolve)));
    const racing = recent.lookup(['t1'], lookups);
    table.t1 = { organizerId: 'org_1', visibility: 'private' };
    recent.forgetAll();
    release();
    expect((await racing).get('t1')?.visibility).toBe('public');
    expect(recent.get('t1')).toBeUndefined();
    holdUntil(Promise.resolve());
    expect((await recent.lookup(['t1'], lookups)).get('t1')?.visibility).toBe('private');
    expect(asked).toHaveLength(3);
  });

  it('holds at most `limit` tournaments, dropping the one read longest ago', async () => {
    const recent = new RecentTournaments(() => 0, 1000, 2);
    const { lookups } = fakeLookups({ a: publicOne, b: publicOne, c: publicOne });
    for (const id of ['a', 'b', 'c']) await recent.lookup([id], lookups);
    expect([recent.get('a'), recent.get('b'), recent.get('c')]).toEqual([undefined, publicOne, publicOne]);
  });
});
