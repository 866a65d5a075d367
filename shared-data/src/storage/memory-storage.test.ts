import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage';
import { runStorageContract } from '../testing/storage-contract';

runStorageContract('in-memory adapter', createMemoryStorage);
// As on DynamoDB: the same contract with transactions.
runStorageContract('in-memory adapter with transactions', () => Object.assign(createMemoryStorage(), { transactions: true }));

describe('in-memory adapter test controls', () => {
  it('records every operation in order, with its key', async () => {
    const store = createMemoryStorage();
    await store.create('teams', { id: 't1', organizerId: 'o' });
    await store.get('teams', { id: 't1' });
    await store.query('teams', { index: 'organizerId-index', equals: { organizerId: 'o' } });
    expect(store.operations.map((op) => [op.kind, op.key])).toEqual([
      ['create', { id: 't1' }],
      ['get', { id: 't1' }],
      ['query', undefined],
    ]);
  });

  it('seeds items as they are and lists what is stored, isolated from callers mutating them', async () => {
    const store = createMemoryStorage();
    const seeded = { id: 't1', name: 'Rovers', players: [{ id: 'p1' }] };
    store.seed('teams', [seeded]);
    seeded.players.push({ id: 'p2' });
    const read = await store.get<typeof seeded>('teams', { id: 't1' });
    read!.players.length = 0;
    expect(store.all('teams')).toEqual([{ id: 't1', name: 'Rovers', players: [{ id: 'p1' }] }]);
    expect(store.operations).toHaveLength(1);
  });

  it('failWhen rejects matching operations before they change anything, until stopFailing', async () => {
    const store = createMemoryStorage();
    store.failWhen((op) => op.kind === 'putMany' && op.table === 'matches');
    await expect(store.putMany('matches', [{ tournamentId: 't', id: 'm1' }])).rejects.toThrow('offline');
    await store.putMany('teams', [{ id: 't1' }]);
    expect(store.all('matches')).toEqual([]);
    store.failWhen((op) => op.kind === 'get', new Error('boom'));
    await expect(store.get('teams', { id: 't1' })).rejects.toThrow('boom');
    store.stopFailing();
    await expect(store.get('teams', { id: 't1' })).resolves.toEqual({ id: 't1' });
  });

  it('pauseWhen holds matching operations until released', async () => {
    const store = createMemoryStorage();
    const release = store.pauseWhen((op) => op.kind === 'create');
    let done = false;
    const creating = store.create('teams', { id: 't1' }).then(() => (done = true));
    await store.get('teams', { id: 'other' });
    expect(done).toBe(false);
    expect(store.all('teams')).toEqual([]);
    release();
    await creating;
    expect(store.all('teams')).toEqual([{ id: 't1' }]);
  });

  it('refuses a query that names anything but the partition key, as DynamoDB does', async () => {
    const store = createMemoryStorage();
    await expect(store.query('teams', { index: 'organizerId-index', equals: { name: 'x' } })).rejects.toThrow(/partition key/);
    await expect(store.query('teams', { index: 'visibility-index', equals: { visibility: 'public' } })).rejects.toThrow(/no index/);
  });
});
