/**
 * The write cells of the access matrix: refused cells are refused with nothing changed; allowed writes
 * work on the caller's own items and fail, leaving the data as it was, on everybody else's.
 */
import { expect } from 'vitest';
import { BatchWriteCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableKey } from '../src/store/tables';
import { CONFLICT, DENIED, freshItem, keyOf, otherOf, ownerFor, plant, rule, storedItem, uid, type Item } from './policy-matrix-support';
import { TABLE, outcome, stored, type Who, type World } from './world';

export async function putCell(w: World, who: Who, table: TableKey): Promise<void> {
  const r = rule(table, 'put', who);
  const client = w.as[who];
  const put = (Item: Item) => outcome(client.send(new PutCommand({ TableName: TABLE[table], Item })));
  if (r.kind === 'deny') {
    const item = table === 'organizers' ? { id: uid('org'), name: 'x', email: 'x@example.com' } : freshItem(w, table, ownerFor(w, who));
    expect(await put(item)).toBe(DENIED);
    expect(await storedItem(w, table, item)).toBeUndefined();
    return;
  }
  if (r.kind === 'everything') {
    const item = freshItem(w, table, w.A);
    expect(await put(item)).toBe('ok');
    expect(await storedItem(w, table, item)).toEqual(item);
    return;
  }
  const me = ownerFor(w, who);
  const own = freshItem(w, table, me);
  expect(await put(own)).toBe('ok');
  expect(await storedItem(w, table, own)).toEqual(own);
  expect(await put({ ...own, name: 'replaced by owner' })).toBe('ok');

  // An item for someone else is refused up front.
  const forSomeoneElse = freshItem(w, table, otherOf(w, who));
  expect(await put(forSomeoneElse)).toBe(DENIED);
  expect(await storedItem(w, table, forSomeoneElse)).toBeUndefined();

  // Replacing someone else's item, even when claiming it for oneself, is refused and changes nothing.
  const theirs = freshItem(w, table, otherOf(w, who));
  await plant(w, table, theirs);
  expect(await put({ ...theirs, organizerId: me, name: 'hijacked' })).toBe(r.kind === 'own-items-in-own-tournament' ? DENIED : CONFLICT);
  expect(await storedItem(w, table, theirs)).toEqual(theirs);

  if (r.kind === 'own-items-in-own-tournament') {
    for (const tournamentId of [who === 'A' ? 'tn_b_pub' : 'tn_a_pub', 'tn_missing']) {
      const inOther = { ...freshItem(w, table, me), tournamentId };
      expect(await put(inOther), tournamentId).toBe(DENIED);
      expect(await storedItem(w, table, inOther)).toBeUndefined();
    }
  }
}

export async function updateCell(w: World, who: Who, table: TableKey): Promise<void> {
  const r = rule(table, 'update', who);
  const client = w.as[who];
  const update = (Key: Item, UpdateExpression: string, names: Record<string, string>, value: unknown) =>
    outcome(
      client.send(
        new UpdateCommand({ TableName: TABLE[table], Key, UpdateExpression, ExpressionAttributeNames: names, ExpressionAttributeValues: { ':v': value } }),
      ),
    );
  const rename = (item: Item) => update(keyOf(table, item), 'SET #d = :v', { '#d': 'description' }, 'changed');

  if (table === 'organizers') {
    const own = { id: ownerFor(w, who) };
    const before = await stored(w, 'organizers', own);
    if (r.kind === 'deny') {
      expect(await rename(own)).toBe(DENIED);
      expect(await stored(w, 'organizers', own)).toEqual(before);
      return;
    }
    expect(await rename(own)).toBe('ok');
    expect((await stored(w, 'organizers', own))?.description).toBe('changed');
    if (r.kind === 'own-organizer-item') {
      const theirs = { id: otherOf(w, who) };
      const theirsBefore = await stored(w, 'organizers', theirs);
      expect(await rename(theirs)).toBe(DENIED);
      for (const frozen of r.frozen.filter((a) => a !== 'id')) expect(await update(own, 'SET #a = :v', { '#a': frozen }, 'x'), frozen).toBe(DENIED);
      expect(await stored(w, 'organizers', theirs)).toEqual(theirsBefore);
    }
    return;
  }

  if (r.kind === 'deny') {
    const item = freshItem(w, table, w.A);
    await plant(w, table, item);
    expect(await rename(item)).toBe(DENIED);
    expect(await storedItem(w, table, item)).toEqual(item);
    return;
  }
  if (r.kind === 'everything') {
    const item = freshItem(w, table, w.A);
    await plant(w, table, item);
    expect(await rename(item)).toBe('ok');
    expect((await storedItem(w, table, item))?.description).toBe('changed');
    return;
  }
  const own = freshItem(w, table, ownerFor(w, who));
  await plant(w, table, own);
  expect(await rename(own)).toBe('ok');
  expect(await storedItem(w, table, own)).toEqual({ ...own, description: 'changed' });

  const theirs = freshItem(w, table, otherOf(w, who));
  await plant(w, table, theirs);
  expect(await rename(theirs)).toBe(CONFLICT);
  // organizerId cannot change, by name or through a placeholder, not even to one's own.
  expect(await update(keyOf(table, own), 'SET organizerId = :v', {}, otherOf(w, who))).toBe(DENIED);
  expect(await update(keyOf(table, theirs), 'SET #o = :v', { '#o': 'organizerId' }, ownerFor(w, who))).toBe(DENIED);
  expect(await storedItem(w, table, theirs)).toEqual(theirs);
  expect(await storedItem(w, table, own)).toEqual({ ...own, description: 'changed' });

  // An update never creates an item.
  const missing = freshItem(w, table, ownerFor(w, who));
  expect(await rename(missing)).toBe(CONFLICT);
  expect(await storedItem(w, table, missing)).toBeUndefined();
}

export async function deleteCell(w: World, who: Who, table: TableKey): Promise<void> {
  const r = rule(table, 'delete', who);
  const client = w.as[who];
  const remove = (item: Item) => outcome(client.send(new DeleteCommand({ TableName: TABLE[table], Key: keyOf(table, item) })));
  if (r.kind === 'deny') {
    const item = table === 'organizers' ? ((await stored(w, 'organizers', { id: ownerFor(w, who) })) as Item) : freshItem(w, table, ownerFor(w, who));
    if (table !== 'organizers') await plant(w, table, item);
    expect(await remove(item)).toBe(DENIED);
    expect(await storedItem(w, table, item)).toEqual(item);
    return;
  }
  if (r.kind === 'everything') {
    const item = freshItem(w, table, w.A);
    await plant(w, table, item);
    expect(await remove(item)).toBe('ok');
    expect(await storedItem(w, table, item)).toBeUndefined();
    return;
  }
  const own = freshItem(w, table, ownerFor(w, who));
  await plant(w, table, own);
  expect(await remove(own)).toBe('ok');
  expect(await storedItem(w, table, own)).toBeUndefined();
  const theirs = freshItem(w, table, otherOf(w, who));
  await plant(w, table, theirs);
  expect(await remove(theirs)).toBe(CONFLICT);
  expect(await storedItem(w, table, theirs)).toEqual(theirs);
}

export async function batchWriteCell(w: World, who: Who, table: TableKey): Promise<void> {
  const client = w.as[who];
  const batch = (requests: Item[]) => outcome(client.send(new BatchWriteCommand({ RequestItems: { [TABLE[table]]: requests as never } })));
  const putRule = rule(table, 'put', who);
  const deleteRule = rule(table, 'delete', who);

  const newOwn = freshItem(w, table, ownerFor(w, who));
  const plantedOwn = freshItem(w, table, ownerFor(w, who));
  if (table !== 'organizers') await plant(w, table, plantedOwn);
  const organizerItem = (await stored(w, 'organizers', { id: ownerFor(w, who) })) as Item;

  // Puts and deletes are judged separately: each must be refused exactly when its rule refuses it.
  const putTarget = table === 'organizers' ? { id: uid('org'), name: 'x' } : newOwn;
  const deleteTarget = table === 'organizers' ? organizerItem : plantedOwn;
  expect(await batch([{ PutRequest: { Item: putTarget } }])).toBe(putRule.kind === 'deny' ? DENIED : 'ok');
  expect(await storedItem(w, table, putTarget)).toEqual(putRule.kind === 'deny' ? undefined : putTarget);
  expect(await batch([{ DeleteRequest: { Key: keyOf(table, deleteTarget) } }])).toBe(deleteRule.kind === 'deny' ? DENIED : 'ok');
  expect(await storedItem(w, table, deleteTarget)).toEqual(deleteRule.kind === 'deny' ? deleteTarget : undefined);

  if (putRule.kind === 'own-items' || putRule.kind === 'own-items-in-own-tournament') {
    // One bad entry refuses the whole batch before anything is written.
    const good = freshItem(w, table, ownerFor(w, who));
    const theirs = freshItem(w, table, otherOf(w, who));
    await plant(w, table, theirs);
    const refusedBatches: Item[][] = [
      [{ PutRequest: { Item: good } }, { PutRequest: { Item: freshItem(w, table, otherOf(w, who)) } }],
      [{ PutRequest: { Item: good } }, { DeleteRequest: { Key: keyOf(table, theirs) } }],
      [{ PutRequest: { Item: good } }, { PutRequest: { Item: { ...theirs, organizerId: ownerFor(w, who) } } }],
    ];
    if (putRule.kind === 'own-items-in-own-tournament') {
      refusedBatches.push([{ PutRequest: { Item: good } }, { PutRequest: { Item: { ...freshItem(w, table, ownerFor(w, who)), tournamentId: who === 'A' ? 'tn_b_priv' : 'tn_a_priv' } } }]);
    }
    for (const requests of refusedBatches) {
      expect(await batch(requests)).toBe(DENIED);
      expect(await storedItem(w, table, good)).toBeUndefined();
      expect(await storedItem(w, table, theirs)).toEqual(theirs);
    }
  }
}
