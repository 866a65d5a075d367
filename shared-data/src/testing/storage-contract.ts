import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../storage/storage-errors';
import type { StoragePort } from '../storage/storage-port';

type Item = Record<string, unknown> & { id: string };

/** What every group of cases shares: the port under test and unique ids. */
interface ContractContext {
  port(): StoragePort;
  uid(kind: string): string;
  team(fields?: Record<string, unknown>): Item;
  match(tournamentId: string, fields?: Record<string, unknown>): Item & { tournamentId: string };
}

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

/**
 * The storage port's contract, run against every adapter (memory-storage.test.ts, sdk-storage.test.ts).
 * Ids are unique per run and assertions look only at this run's items, so the suite also holds on a
 * store that other tests (or earlier runs) filled. Items have the shapes the app stores (the gateway
 * refuses any other, see gateway/src/policy/item-shapes.ts).
 */
export function runStorageContract(name: string, makePort: () => StoragePort | Promise<StoragePort>): void {
  describe(`storage contract: ${name}`, () => {
    let port: StoragePort;
    const run = Math.random().toString(36).slice(2, 8);
    let serial = 0;
    const uid = (kind: string) => `${kind}_${run}_${String(serial++).padStart(3, '0')}`;
    const ctx: ContractContext = {
      port: () => port,
      uid,
      team: (fields = {}) => ({ id: uid('team'), organizerId: uid('org'), name: 'Rovers', colors: [], players: [], createdAtISO: '2031-01-01T00:00:00.000Z', ...fields }),
      match: (tournamentId, fields = {}) => ({ tournamentId, id: uid('match'), organizerId: 'org', homeTeamId: 'a', awayTeamId: 'b', round: 1, ...fields }),
    };
    beforeAll(async () => {
      port = await makePort();
    });
    singleItemCases(ctx);
    queryCases(ctx);
    batchCases(ctx);
    transactionCases(ctx);
  });
}

function singleItemCases({ port, uid, team }: ContractContext): void {
  it('creates an item and reads it back; a missing key reads as null', async () => {
    const item = team({ players: [{ id: 'p1', firstName: 'Ann', lastName: 'Lee', position: 'Forward', isPublic: true, createdAtISO: '2031-01-01T00:00:00.000Z' }], version: 1 });
    await expect(port().create('teams', item)).resolves.toEqual(item);
    await expect(port().get('teams', { id: item.id })).resolves.toEqual(item);
    await expect(port().get('teams', { id: uid('missing') })).resolves.toBeNull();
  });

  it('refuses to create over an existing key, carrying the stored item, and changes nothing', async () => {
    const item = team({ version: 1 });
    await port().create('teams', item);
    const failure = await rejection(port().create('teams', { ...item, name: 'Impostor' }));
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as ConflictError<Item>).current).toEqual(item);
    await expect(port().get('teams', { id: item.id })).resolves.toMatchObject({ name: 'Rovers' });
  });

  it('updates only the given fields: undefined ignored, null removes, version bumped, keys and protected fields kept', async () => {
    const item = team({ logo: 'https://cdn.example.com/a.png', city: 'Leeds', version: 3 });
    await port().create('teams', item);
    const saved = await port().update<Item>(
      'teams',
      { id: item.id },
      { name: 'United', city: undefined, logo: null, organizerId: 'someone-else', id: 'other', version: 99 },
      { protectedKeys: ['organizerId'] },
    );
    const { logo: _removed, ...kept } = item;
    const expected = { ...kept, name: 'United', version: 4 };
    expect(saved).toEqual(expected);
    await expect(port().get('teams', { id: item.id })).resolves.toEqual(expected);
    await expect(port().get('teams', { id: 'other' })).resolves.toBeNull();
  });

  it('an update without a version never creates: a missing item is a NotFoundError', async () => {
    const id = uid('team');
    expect(await rejection(port().update('teams', { id }, { name: 'Ghost' }))).toBeInstanceOf(NotFoundError);
    await expect(port().get('teams', { id })).resolves.toBeNull();
  });

  it('a versioned update wins at the read version and loses a race with the stored item', async () => {
    const item = team({ version: 2 });
    await port().create('teams', item);
    await expect(port().update('teams', { id: item.id }, { name: 'First' }, { expectedVersion: 2 })).resolves.toMatchObject({ version: 3 });
    const lost = await rejection(port().update('teams', { id: item.id }, { name: 'Second' }, { expectedVersion: 2 }));
    expect(lost).toBeInstanceOf(ConflictError);
    expect((lost as ConflictError<Item>).current).toMatchObject({ id: item.id, name: 'First', version: 3 });
    await expect(port().get('teams', { id: item.id })).resolves.toMatchObject({ name: 'First', version: 3 });
  });

  it('a never-versioned item counts as version 0; a deleted one is a conflict with nothing current', async () => {
    const item = team();
    await port().create('teams', item);
    await expect(port().update('teams', { id: item.id }, { name: 'Once' }, { expectedVersion: 0 })).resolves.toMatchObject({ version: 1 });
    await port().remove('teams', { id: item.id });
    const gone = await rejection(port().update('teams', { id: item.id }, { name: 'Twice' }, { expectedVersion: 1 }));
    expect(gone).toBeInstanceOf(ConflictError);
    expect((gone as ConflictError<Item>).current).toBeNull();
    await expect(port().get('teams', { id: item.id })).resolves.toBeNull();
  });

}

function queryCases({ port, uid, team, match }: ContractContext): void {
  it('reads several items at once, leaving out missing ones and naming a repeated key once', async () => {
    const [a, b] = [team(), team()];
    await port().putMany('teams', [a!, b!]);
    const found = await port().getMany<Item>('teams', [{ id: a!.id }, { id: uid('missing') }, { id: b!.id }, { id: a!.id }]);
    expect(found.map((item) => item.id).sort()).toEqual([a!.id, b!.id].sort());
    await expect(port().getMany('teams', [])).resolves.toEqual([]);
  });

  it('queries a tournament’s matches by the table key in id order, and reversed when descending', async () => {
    const tournamentId = uid('tournament');
    const ids = Array.from({ length: 30 }, () => uid('match'));
    const shuffled = [...ids].reverse();
    await port().putMany('matches', shuffled.map((id, i) => match(tournamentId, { id, round: i })));
    await port().putMany('matches', [match(uid('tournament'), { id: ids[0] })]);
    const ascending = await port().query<Item>('matches', { equals: { tournamentId } });
    expect(ascending.map((m) => m.id)).toEqual(ids);
    const descending = await port().query<Item>('matches', { equals: { tournamentId }, descending: true });
    expect(descending.map((m) => m.id)).toEqual([...ids].reverse());
  });

  it('queries an index by attribute equality and counts its partition', async () => {
    const organizerId = uid('org');
    const mine = [team({ organizerId }), team({ organizerId }), team({ organizerId })];
    await port().putMany('teams', [...mine, team()]);
    const found = await port().query<Item>('teams', { index: 'organizerId-index', equals: { organizerId } });
    expect(found.map((t) => t.id).sort()).toEqual(mine.map((t) => t.id).sort());
    await expect(port().count('teams', { index: 'organizerId-index', equals: { organizerId } })).resolves.toBe(3);
    await expect(port().query('teams', { index: 'organizerId-index', equals: { organizerId: uid('org') } })).resolves.toEqual([]);
  });

  it('orders the visibility index by creation date, newest first when descending', async () => {
    const dates = ['2031-01-02', '2031-01-01', '2031-01-03'].map((day) => `${day}T00:00:00.000Z`);
    const items = dates.map((createdAtISO) => ({ id: uid('tournament'), name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'org', visibility: 'public', createdAtISO }));
    await port().putMany('tournaments', items);
    const ours = (list: Item[]) => list.filter((t) => items.some((i) => i.id === t.id)).map((t) => t.createdAtISO);
    const newest = await port().query<Item>('tournaments', { index: 'visibility-index', equals: { visibility: 'public' }, descending: true });
    expect(ours(newest)).toEqual([...dates].sort().reverse());
    const oldest = await port().query<Item>('tournaments', { index: 'visibility-index', equals: { visibility: 'public' } });
    expect(ours(oldest)).toEqual([...dates].sort());
  });

  it('scans every item, optionally only some attributes, and counts the whole table', async () => {
    const before = await port().count('teams');
    const items = [team({ colors: ['#ff0000'] }), team({ colors: ['#0000ff'] })];
    await port().putMany('teams', items);
    await expect(port().count('teams')).resolves.toBe(before + 2);
    const all = await port().scan<Item>('teams');
    expect(all).toEqual(expect.arrayContaining(items));
    const slim = (await port().scan<Item>('teams', { attributes: ['id', 'colors'] })).filter((t) => items.some((i) => i.id === t.id));
    expect(slim.sort((a, b) => a.id.localeCompare(b.id))).toEqual(items.map(({ id, colors }) => ({ id, colors })));
  });

}

function batchCases({ port, uid, team, match }: ContractContext): void {
  it('putMany overwrites existing items whole', async () => {
    const item = team({ city: 'Leeds', version: 5 });
    await port().create('teams', item);
    const { city: _gone, ...rest } = item;
    const replacement = { ...rest, name: 'Replaced', version: 1 };
    await port().putMany('teams', [replacement]);
    await expect(port().get('teams', { id: item.id })).resolves.toEqual(replacement);
  });

  it('removes one item or many (more than a batch); missing keys are no-ops', async () => {
    const tournamentId = uid('tournament');
    const matches = Array.from({ length: 27 }, () => match(tournamentId));
    await port().putMany('matches', matches);
    await port().remove('matches', { tournamentId, id: matches[0]!.id });
    await port().remove('matches', { tournamentId, id: uid('missing') });
    await expect(port().get('matches', { tournamentId, id: matches[0]!.id })).resolves.toBeNull();
    await port().removeMany('matches', [...matches.slice(1, 26).map(({ id }) => ({ tournamentId, id })), { tournamentId, id: uid('missing') }]);
    await expect(port().query<Item>('matches', { equals: { tournamentId } })).resolves.toEqual([matches[26]]);
    await port().removeMany('matches', []);
  });
}

function transactionCases({ port, team }: ContractContext): void {
  it('writes a transaction all or none where the engine has transactions, and refuses it elsewhere', async () => {
    const kept = team({ version: 1 });
    await port().create('teams', kept);
    const added = team();
    if (!(await port().canTransact())) {
      // The embedded dynalite (and the in-memory adapter by default): multi-item writes take claim → write → mark done.
      expect(await rejection(port().transact([{ kind: 'put', table: 'teams', item: added }]))).toBeInstanceOf(Error);
      await expect(port().get('teams', { id: added.id })).resolves.toBeNull();
      return;
    }
    const dropped = team();
    await port().create('teams', dropped);
    await port().transact([
      { kind: 'update', table: 'teams', key: { id: kept.id }, fields: { name: 'United' }, options: { expectedVersion: 1 } },
      { kind: 'put', table: 'teams', item: added },
      { kind: 'delete', table: 'teams', key: { id: dropped.id } },
    ]);
    await expect(port().get('teams', { id: kept.id })).resolves.toMatchObject({ name: 'United', version: 2 });
    await expect(port().get('teams', { id: added.id })).resolves.toEqual(added);
    await expect(port().get('teams', { id: dropped.id })).resolves.toBeNull();
    // A stale version: the update's ConflictError carries the stored item, and the put beside it is not written.
    const late = team();
    const failure = await rejection(
      port().transact([
        { kind: 'put', table: 'teams', item: late },
        { kind: 'update', table: 'teams', key: { id: kept.id }, fields: { name: 'Athletic' }, options: { expectedVersion: 1 } },
      ]),
    );
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as ConflictError<Item>).current).toMatchObject({ name: 'United', version: 2 });
    await expect(port().get('teams', { id: late.id })).resolves.toBeNull();
  });
}
