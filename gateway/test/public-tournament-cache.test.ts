import { describe, expect, it } from 'vitest';
import type { PublicTournamentDocument, Team, Tournament } from 'shared-domain';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';

const tables = tableNames('pfx-');
const doc = (id: string, teamIds: string[], organizerId = 'org_1'): PublicTournamentDocument => ({
  tournament: { id, name: id, visibility: 'public', organizerId } as Tournament,
  matches: [],
  teams: teamIds.map((t) => ({ id: t, name: t, players: [] }) as unknown as Team),
  organizer: { id: organizerId, name: `Organizer ${organizerId}` },
});

/** A cache over a fake store that counts reads; `now` drives its clock. */
function setup(documents: Record<string, PublicTournamentDocument | null>) {
  const reads: string[] = [];
  let now = 0;
  let failNext = false;
  const cache = new PublicTournamentCache(
    async (id) => {
      reads.push(id);
      await Promise.resolve();
      if (failNext) {
        failNext = false;
        throw new Error('store down');
      }
      return documents[id] ?? null;
    },
    tables,
    { freshMs: 5_000, maxEntries: 2, clock: () => now },
  );
  return { cache, reads, advance: (ms: number) => (now += ms), failOnce: () => (failNext = true) };
}

describe('PublicTournamentCache', () => {
  it('reads a tournament once for many concurrent and later requests while fresh, then reads again', async () => {
    const { cache, reads, advance } = setup({ t1: doc('t1', ['a']) });
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('t1')));
    expect(new Set(answers.map((a) => a.json)).size).toBe(1);
    expect(answers[0]?.document?.tournament.id).toBe('t1');
    advance(4_999);
    await cache.get('t1');
    expect(reads).toEqual(['t1']);
    advance(1);
    await cache.get('t1');
    expect(reads).toEqual(['t1', 't1']);
  });

  it('keeps the same answer object when a re-read finds the same document (pages made from it stay valid)', async () => {
    const documents: Record<string, PublicTournamentDocument | null> = { t1: doc('t1', ['a']) };
    const { cache, advance } = setup(documents);
    const first = await cache.get('t1');
    advance(5_000);
    expect(await cache.get('t1')).toBe(first);
    documents.t1 = doc('t1', ['a', 'b']);
    advance(5_000);
    const changed = await cache.get('t1');
    expect(changed).not.toBe(first);
    expect(changed.document?.teams).toHaveLength(2);
  });

  it('keeps the answer for a tournament the public may not see, without a JSON body', async () => {
    const { cache, reads } = setup({});
    expect(await cache.get('gone')).toEqual({ document: null, json: null });
    await cache.get('gone');
    expect(reads).toEqual(['gone']);
  });

  it('forgets a tournament at once when a write touches it or one of its matches', async () => {
    const { cache, reads } = setup({ t1: doc('t1', []), t2: doc('t2', []) });
    await Promise.all([cache.get('t1'), cache.get('t2')]);
    cache.onWrite('UpdateItem', { TableName: tables.matches, Key: { tournamentId: { S: 't1' }, id: { S: 'm1' } } });
    await Promise.all([cache.get('t1'), cache.get('t2')]);
    expect(reads).toEqual(['t1', 't2', 't1']);
    cache.onWrite('PutItem', { TableName: tables.tournaments, Item: { id: { S: 't2' } } });
    await cache.get('t2');
    expect(reads).toEqual(['t1', 't2', 't1', 't2']);
  });

  it('forgets only the tournaments that name a written team', async () => {
    const { cache, reads } = setup({ t1: doc('t1', ['arsenal']), t2: doc('t2', ['chelsea']) });
    await Promise.all([cache.get('t1'), cache.get('t2')]);
    cache.onWrite('UpdateItem', { TableName: tables.teams, Key: { id: { S: 'chelsea' } } });
    await Promise.all([cache.get('t1'), cache.get('t2')]);
    expect(reads).toEqual(['t1', 't2', 't2']);
  });

  it("forgets only the tournaments of a written organizer (a rename changes their /:orgName/ address)", async () => {
    const { cache, reads } = setup({ t1: doc('t1', [], 'org_1'), t2: doc('t2', [], 'org_2') });
    await Promise.all([cache.get('t1'), cache.get('t2')]);
    cache.onWrite('UpdateItem', { TableName: tables.organizers, Key: { id: { S: 'org_2' } } });
    await Promise.all([cache.get('t1'), cache.get('t2')]);
    expect(reads).toEqual(['t1', 't2', 't2']);
  });

  it('does not keep a failed read, and keeps at most maxEntries tournaments', async () => {
    const { cache, reads, failOnce } = setup({ t1: doc('t1', []), t2: doc('t2', []), t3: doc('t3', []) });
    failOnce();
    await expect(cache.get('t1')).rejects.toThrow('store down');
    await cache.get('t1');
    await cache.get('t2');
    await cache.get('t3');
    await cache.get('t1');
    expect(reads).toEqual(['t1', 't1', 't2', 't3', 't1']);
  });
});
