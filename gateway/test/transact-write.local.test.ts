/**
 * TransactWriteItems through the gateway (issue 26): where the store has transactions (AWS's DynamoDB Local
 * here) each entry is judged as the single write it stands for and the engine writes all of them or none;
 * on the embedded dynalite, which has none, it is refused before anything is written. Runs in the
 * dynamodb-local project only (vitest.config.ts), on the run's DynamoDB Local.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createWorld, match, TABLE, tournament, type World } from './world';

let w: World;
let embedded: World;

beforeAll(async () => {
  // The project's DynamoDB Local (store-options.ts), with a database of this gateway's own.
  w = await createWorld();
  // No endpoint: the embedded dynalite.
  embedded = await createWorld({ endpoints: {} });
}, 120_000);
afterAll(async () => {
  await w?.dispose();
  await embedded?.dispose();
});

const stored = async (world: World, table: string, key: Record<string, string>) => (await world.internal.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;

describe('TransactWriteItems on a store with transactions (DynamoDB Local)', () => {
  it('says so in /config.json, so the apps send one transaction instead of claim → write → mark done', async () => {
    expect(await (await fetch(`${w.t.url}/config.json`)).json()).toMatchObject({ transactions: true });
  });

  it('writes every entry of an organizer\'s transaction at once', async () => {
    await w.as.A.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName: TABLE.tournaments, Item: tournament('tn_tx', w.A, 'public') } }, { Put: { TableName: TABLE.matches, Item: match('m_tx', 'tn_tx', w.A) } }],
      }),
    );
    expect(await stored(w, TABLE.tournaments, { id: 'tn_tx' })).toMatchObject({ organizerId: w.A });
    expect(await stored(w, TABLE.matches, { tournamentId: 'tn_tx', id: 'm_tx' })).toMatchObject({ organizerId: w.A });
  });

  it('refuses the whole transaction when one entry breaks the policy, writing none of it', async () => {
    const refused = w.as.A.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName: TABLE.tournaments, Item: tournament('tn_tx_mine', w.A, 'public') } }, { Put: { TableName: TABLE.tournaments, Item: tournament('tn_tx_theirs', w.B, 'public') } }],
      }),
    );
    await expect(refused).rejects.toMatchObject({ name: 'AccessDeniedException', message: expect.stringMatching(/^Access denied: TransactItems\[1\]: /) });
    expect(await stored(w, TABLE.tournaments, { id: 'tn_tx_mine' })).toBeUndefined();
  });

  it('writes nothing when the engine finds an injected ownership condition false (another organizer\'s item)', async () => {
    await w.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament('tn_tx_b', w.B, 'public') }));
    const overwrite = w.as.A.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE.tournaments, Item: tournament('tn_tx_new', w.A, 'public') } },
          { Update: { TableName: TABLE.tournaments, Key: { id: 'tn_tx_b' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Taken' } } },
        ],
      }),
    );
    await expect(overwrite).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(await stored(w, TABLE.tournaments, { id: 'tn_tx_new' })).toBeUndefined();
    expect(await stored(w, TABLE.tournaments, { id: 'tn_tx_b' })).toMatchObject({ name: 'Cup tn_tx_b' });
  });

  it('checks that a match\'s tournament is the caller\'s inside the transaction: none written into another organizer\'s', async () => {
    await w.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament('tn_tx_b2', w.B, 'public') }));
    const intrude = w.as.A.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName: TABLE.tournaments, Item: tournament('tn_tx_a2', w.A, 'public') } }, { Put: { TableName: TABLE.matches, Item: match('m_tx_b2', 'tn_tx_b2', w.A) } }],
      }),
    );
    await expect(intrude).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(await stored(w, TABLE.tournaments, { id: 'tn_tx_a2' })).toBeUndefined();
    expect(await stored(w, TABLE.matches, { tournamentId: 'tn_tx_b2', id: 'm_tx_b2' })).toBeUndefined();
  });

  it('reports each entry as its single write: the public document shows a transaction\'s change at once', async () => {
    await w.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: tournament('tn_tx_live', w.A, 'public') }));
    const before = await fetch(`${w.t.url}/api/public/tournaments/tn_tx_live`);
    expect(((await before.json()) as { tournament: { name: string } }).tournament.name).toBe('Cup tn_tx_live');
    await w.as.A.send(
      new TransactWriteCommand({
        TransactItems: [{ Update: { TableName: TABLE.tournaments, Key: { id: 'tn_tx_live' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Renamed in a transaction' } } }],
      }),
    );
    // The cached document (kept 5 s for writes this gateway did not see) was dropped by the transaction's entry.
    const after = await fetch(`${w.t.url}/api/public/tournaments/tn_tx_live`);
    expect(((await after.json()) as { tournament: { name: string } }).tournament.name).toBe('Renamed in a transaction');
  });
});

describe('TransactWriteItems on the embedded dynalite (no transactions)', () => {
  it('is refused with a clear message before anything is written, and /config.json says so', async () => {
    expect(await (await fetch(`${embedded.t.url}/config.json`)).json()).toMatchObject({ transactions: false });
    const refused = embedded.as.A.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: TABLE.tournaments, Item: tournament('tn_tx_dyn', embedded.A, 'public') } }] }));
    await expect(refused).rejects.toMatchObject({ name: 'AccessDeniedException', message: expect.stringMatching(/not supported by this store/) });
    expect(await stored(embedded, TABLE.tournaments, { id: 'tn_tx_dyn' })).toBeUndefined();
  });
});
