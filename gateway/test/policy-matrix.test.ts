/**
 * The access matrix: every (caller × table × operation) cell of policy-table.ts, run against a real
 * gateway with the embedded stores. Each cell looks its rule up in the policy definition and runs the
 * scenario for that kind of rule: refused cells must be refused with nothing changed; allowed reads must
 * return exactly what the rule lets the caller see; allowed writes must work on the caller's own items
 * and fail, leaving the data as it was, on everybody else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Team } from 'shared-domain';
import { DYNAMODB_POLICY, ITEM_OPERATIONS, UNSUPPORTED_OPERATIONS, type Caller, type ItemOperation, type ItemRule } from '../src/policy/policy-table';
import type { TableKey } from '../src/store/tables';
import { signedDynamoFetch } from './helpers';
import { TABLE, WHO, createWorld, match, outcome, seed, stored, team, tournament, type Who, type World } from './world';

let w: World;
const TABLES = Object.keys(TABLE) as TableKey[];
const DENIED = '403 AccessDeniedException';
const CONFLICT = '400 ConditionalCheckFailedException';

beforeAll(async () => {
  w = await createWorld();
  await seed(w);
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

const callerOf = (who: Who): Caller => (who === 'anonymous' ? 'anonymous' : who === 'super' ? 'superAdmin' : 'organizer');
const orgOf = (who: Who): string | null => (who === 'A' ? w.A : who === 'B' ? w.B : null);
/** Someone else's organizerId: B's for A, A's for everybody else. */
const otherOf = (who: Who): string => (who === 'A' ? w.B : w.A);
/** The organizerId a caller writes with: its own, or A's for callers that own nothing. */
const ownerFor = (who: Who): string => orgOf(who) ?? w.A;
const rule = (table: TableKey, action: keyof (typeof DYNAMODB_POLICY)['teams'], who: Who): ItemRule => DYNAMODB_POLICY[table][action][callerOf(who)];

let counter = 0;
const uid = (prefix: string) => `${prefix}_${++counter}_${Date.now().toString(36)}`;
type Item = Record<string, unknown>;

// ---------- what a caller should see, by rule kind (the words, independent of the gateway) ----------

async function tournamentsById(): Promise<Map<string, Item>> {
  const all = await scanAll(w.internal, TABLE.tournaments);
  return new Map(all.map((t) => [t.id as string, t]));
}

/** The item as `who` may see it under `r`, or null when it must read as absent. */
function expectedView(r: ItemRule, who: Who, item: Item, tournaments: Map<string, Item>): Item | null {
  const me = orgOf(who);
  switch (r.kind) {
    case 'everything':
      return item;
    case 'public-players': {
      if (me !== null && item.organizerId === me) return item;
      return { ...item, players: ((item.players as Team['players']) ?? []).filter((p) => p.isPublic === true) };
    }
    case 'visible-tournaments':
      return item.visibility !== 'private' || (me !== null && item.organizerId === me) ? item : null;
    case 'visible-matches': {
      const t = tournaments.get(item.tournamentId as string);
      const visible = (me !== null && item.organizerId === me) || (t !== undefined && (t.visibility !== 'private' || (me !== null && t.organizerId === me)));
      return visible ? item : null;
    }
    default:
      throw new Error(`${r.kind} is not a read rule`);
  }
}

async function scanAll(client: DynamoDBDocumentClient, TableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

async function queryAll(client: DynamoDBDocumentClient, input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    expect(page.Count).toBe(page.Items?.length ?? 0);
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const keyOf = (table: TableKey, item: Item): Item => (table === 'matches' ? { tournamentId: item.tournamentId, id: item.id } : { id: item.id });
const sortKey = (item: Item) => JSON.stringify([item.tournamentId ?? '', item.id]);
const byKey = (items: Item[]) => [...items].sort((x, y) => sortKey(x).localeCompare(sortKey(y)));

/** The queries the browser makes on each table (and the index / key conditions they use). */
function queriesFor(table: TableKey): Array<Omit<ConstructorParameters<typeof QueryCommand>[0], 'ExclusiveStartKey'>> {
  const byOrganizer = (id: string) => ({
    TableName: TABLE[table],
    IndexName: 'organizerId-index',
    KeyConditionExpression: 'organizerId = :o',
    ExpressionAttributeValues: { ':o': id },
  });
  switch (table) {
    case 'organizers':
      return [w.A, w.B].map((id) => ({ TableName: TABLE.organizers, KeyConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': id } }));
    case 'teams':
      return [byOrganizer(w.A), byOrganizer(w.B)];
    case 'tournaments':
      return [
        byOrganizer(w.A),
        byOrganizer(w.B),
        ...['public', 'private'].map((v) => ({
          TableName: TABLE.tournaments,
          IndexName: 'visibility-index',
          KeyConditionExpression: 'visibility = :v',
          ExpressionAttributeValues: { ':v': v },
        })),
      ];
    case 'matches':
      return [
        byOrganizer(w.A),
        ...['tn_a_pub', 'tn_a_priv', 'tn_b_pub', 'tn_b_priv'].map((id) => ({
          TableName: TABLE.matches,
          KeyConditionExpression: 'tournamentId = :t',
          ExpressionAttributeValues: { ':t': id },
        })),
      ];
    default:
      return [{ TableName: TABLE[table], KeyConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': 'user_superadmin' } }];
  }
}

async function readCell(who: Who, table: TableKey, op: ItemOperation): Promise<void> {
  const r = rule(table, 'read', who);
  const client = w.as[who];
  if (r.kind === 'deny') {
    const key = { id: 'user_superadmin' };
    const attempts = {
      GetItem: () => client.send(new GetCommand({ TableName: TABLE[table], Key: key })),
      BatchGetItem: () => client.send(new BatchGetCommand({ RequestItems: { [TABLE[table]]: { Keys: [key] } } })),
      Query: () => client.send(new QueryCommand(queriesFor(table)[0] as ConstructorParameters<typeof QueryCommand>[0])),
      Scan: () => client.send(new ScanCommand({ TableName: TABLE[table] })),
    } as const;
    expect(await outcome(attempts[op as keyof typeof attempts]())).toBe(DENIED);
    return;
  }

  const tournaments = await tournamentsById();
  const view = (items: Item[]) => byKey(items.map((i) => expectedView(r, who, i, tournaments)).filter((i): i is Item => i !== null));
  const all = await scanAll(w.internal, TABLE[table]);
  expect(all.length).toBeGreaterThan(0);

  switch (op) {
    case 'GetItem':
      for (const item of all) {
        const got = await client.send(new GetCommand({ TableName: TABLE[table], Key: keyOf(table, item) }));
        expect(got.Item ?? null, `${JSON.stringify(keyOf(table, item))}`).toEqual(expectedView(r, who, item, tournaments));
      }
      return;
    case 'BatchGetItem': {
      const got = await client.send(new BatchGetCommand({ RequestItems: { [TABLE[table]]: { Keys: all.map((i) => keyOf(table, i)) } } }));
      expect(byKey((got.Responses?.[TABLE[table]] ?? []) as Item[])).toEqual(view(all));
      return;
    }
    case 'Scan':
      expect(byKey(await scanAll(client, TABLE[table]))).toEqual(view(all));
      return;
    case 'Query':
      for (const query of queriesFor(table)) {
        const everything = await queryAll(w.internal, query);
        expect(byKey(await queryAll(client, query)), JSON.stringify(query.ExpressionAttributeValues)).toEqual(view(everything));
      }
      return;
  }
}

// ---------- writes ----------

/** A fresh item of `table` owned by `organizerId` (matches go into that organizer's public tournament). */
function freshItem(table: TableKey, organizerId: string): Item {
  const id = uid(`w_${table}`);
  if (table === 'teams') return team(id, organizerId) as unknown as Item;
  if (table === 'tournaments') return tournament(id, organizerId, 'public') as unknown as Item;
  if (table === 'matches') return match(id, organizerId === w.A ? 'tn_a_pub' : 'tn_b_pub', organizerId) as unknown as Item;
  return { id, organizerId, name: id };
}

async function plant(table: TableKey, item: Item): Promise<void> {
  await w.internal.send(new PutCommand({ TableName: TABLE[table], Item: item }));
}
const storedItem = (table: TableKey, item: Item) => stored(w, table as 'teams', keyOf(table, item) as Record<string, string>);

async function putCell(who: Who, table: TableKey): Promise<void> {
  const r = rule(table, 'put', who);
  const client = w.as[who];
  const put = (Item: Item) => outcome(client.send(new PutCommand({ TableName: TABLE[table], Item })));
  if (r.kind === 'deny') {
    const item = table === 'organizers' ? { id: uid('org'), name: 'x', email: 'x@example.com' } : freshItem(table, ownerFor(who));
    expect(await put(item)).toBe(DENIED);
    expect(await storedItem(table, item)).toBeUndefined();
    return;
  }
  if (r.kind === 'everything') {
    const item = freshItem(table, w.A);
    expect(await put(item)).toBe('ok');
    expect(await storedItem(table, item)).toEqual(item);
    return;
  }
  const me = ownerFor(who);
  const own = freshItem(table, me);
  expect(await put(own)).toBe('ok');
  expect(await storedItem(table, own)).toEqual(own);
  expect(await put({ ...own, name: 'replaced by owner' })).toBe('ok');

  // An item for someone else is refused up front.
  const forSomeoneElse = freshItem(table, otherOf(who));
  expect(await put(forSomeoneElse)).toBe(DENIED);
  expect(await storedItem(table, forSomeoneElse)).toBeUndefined();

  // Replacing someone else's item, even when claiming it for oneself, is refused and changes nothing.
  const theirs = freshItem(table, otherOf(who));
  await plant(table, theirs);
  expect(await put({ ...theirs, organizerId: me, name: 'hijacked' })).toBe(r.kind === 'own-items-in-own-tournament' ? DENIED : CONFLICT);
  expect(await storedItem(table, theirs)).toEqual(theirs);

  if (r.kind === 'own-items-in-own-tournament') {
    for (const tournamentId of [who === 'A' ? 'tn_b_pub' : 'tn_a_pub', 'tn_missing']) {
      const inOther = { ...freshItem(table, me), tournamentId };
      expect(await put(inOther), tournamentId).toBe(DENIED);
      expect(await storedItem(table, inOther)).toBeUndefined();
    }
  }
}

async function updateCell(who: Who, table: TableKey): Promise<void> {
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
    const own = { id: ownerFor(who) };
    const before = await stored(w, 'organizers', own);
    if (r.kind === 'deny') {
      expect(await rename(own)).toBe(DENIED);
      expect(await stored(w, 'organizers', own)).toEqual(before);
      return;
    }
    expect(await rename(own)).toBe('ok');
    expect((await stored(w, 'organizers', own))?.description).toBe('changed');
    if (r.kind === 'own-organizer-item') {
      const theirs = { id: otherOf(who) };
      const theirsBefore = await stored(w, 'organizers', theirs);
      expect(await rename(theirs)).toBe(DENIED);
      for (const frozen of r.frozen.filter((a) => a !== 'id')) expect(await update(own, 'SET #a = :v', { '#a': frozen }, 'x'), frozen).toBe(DENIED);
      expect(await stored(w, 'organizers', theirs)).toEqual(theirsBefore);
    }
    return;
  }

  if (r.kind === 'deny') {
    const item = freshItem(table, w.A);
    await plant(table, item);
    expect(await rename(item)).toBe(DENIED);
    expect(await storedItem(table, item)).toEqual(item);
    return;
  }
  if (r.kind === 'everything') {
    const item = freshItem(table, w.A);
    await plant(table, item);
    expect(await rename(item)).toBe('ok');
    expect((await storedItem(table, item))?.description).toBe('changed');
    return;
  }
  const own = freshItem(table, ownerFor(who));
  await plant(table, own);
  expect(await rename(own)).toBe('ok');
  expect(await storedItem(table, own)).toEqual({ ...own, description: 'changed' });

  const theirs = freshItem(table, otherOf(who));
  await plant(table, theirs);
  expect(await rename(theirs)).toBe(CONFLICT);
  // organizerId cannot change, by name or through a placeholder, not even to one's own.
  expect(await update(keyOf(table, own), 'SET organizerId = :v', {}, otherOf(who))).toBe(DENIED);
  expect(await update(keyOf(table, theirs), 'SET #o = :v', { '#o': 'organizerId' }, ownerFor(who))).toBe(DENIED);
  expect(await storedItem(table, theirs)).toEqual(theirs);
  expect(await storedItem(table, own)).toEqual({ ...own, description: 'changed' });

  // An update never creates an item.
  const missing = freshItem(table, ownerFor(who));
  expect(await rename(missing)).toBe(CONFLICT);
  expect(await storedItem(table, missing)).toBeUndefined();
}

async function deleteCell(who: Who, table: TableKey): Promise<void> {
  const r = rule(table, 'delete', who);
  const client = w.as[who];
  const remove = (item: Item) => outcome(client.send(new DeleteCommand({ TableName: TABLE[table], Key: keyOf(table, item) })));
  if (r.kind === 'deny') {
    const item = table === 'organizers' ? ((await stored(w, 'organizers', { id: ownerFor(who) })) as Item) : freshItem(table, ownerFor(who));
    if (table !== 'organizers') await plant(table, item);
    expect(await remove(item)).toBe(DENIED);
    expect(await storedItem(table, item)).toEqual(item);
    return;
  }
  if (r.kind === 'everything') {
    const item = freshItem(table, w.A);
    await plant(table, item);
    expect(await remove(item)).toBe('ok');
    expect(await storedItem(table, item)).toBeUndefined();
    return;
  }
  const own = freshItem(table, ownerFor(who));
  await plant(table, own);
  expect(await remove(own)).toBe('ok');
  expect(await storedItem(table, own)).toBeUndefined();
  const theirs = freshItem(table, otherOf(who));
  await plant(table, theirs);
  expect(await remove(theirs)).toBe(CONFLICT);
  expect(await storedItem(table, theirs)).toEqual(theirs);
}

async function batchWriteCell(who: Who, table: TableKey): Promise<void> {
  const client = w.as[who];
  const batch = (requests: Item[]) => outcome(client.send(new BatchWriteCommand({ RequestItems: { [TABLE[table]]: requests as never } })));
  const putRule = rule(table, 'put', who);
  const deleteRule = rule(table, 'delete', who);

  const newOwn = freshItem(table, ownerFor(who));
  const plantedOwn = freshItem(table, ownerFor(who));
  if (table !== 'organizers') await plant(table, plantedOwn);
  const organizerItem = (await stored(w, 'organizers', { id: ownerFor(who) })) as Item;

  // Puts and deletes are judged separately: each must be refused exactly when its rule refuses it.
  const putTarget = table === 'organizers' ? { id: uid('org'), name: 'x' } : newOwn;
  const deleteTarget = table === 'organizers' ? organizerItem : plantedOwn;
  expect(await batch([{ PutRequest: { Item: putTarget } }])).toBe(putRule.kind === 'deny' ? DENIED : 'ok');
  expect(await storedItem(table, putTarget)).toEqual(putRule.kind === 'deny' ? undefined : putTarget);
  expect(await batch([{ DeleteRequest: { Key: keyOf(table, deleteTarget) } }])).toBe(deleteRule.kind === 'deny' ? DENIED : 'ok');
  expect(await storedItem(table, deleteTarget)).toEqual(deleteRule.kind === 'deny' ? deleteTarget : undefined);

  if (putRule.kind === 'own-items' || putRule.kind === 'own-items-in-own-tournament') {
    // One bad entry refuses the whole batch before anything is written.
    const good = freshItem(table, ownerFor(who));
    const theirs = freshItem(table, otherOf(who));
    await plant(table, theirs);
    const refusedBatches: Item[][] = [
      [{ PutRequest: { Item: good } }, { PutRequest: { Item: freshItem(table, otherOf(who)) } }],
      [{ PutRequest: { Item: good } }, { DeleteRequest: { Key: keyOf(table, theirs) } }],
      [{ PutRequest: { Item: good } }, { PutRequest: { Item: { ...theirs, organizerId: ownerFor(who) } } }],
    ];
    if (putRule.kind === 'own-items-in-own-tournament') {
      refusedBatches.push([{ PutRequest: { Item: good } }, { PutRequest: { Item: { ...freshItem(table, ownerFor(who)), tournamentId: who === 'A' ? 'tn_b_priv' : 'tn_a_priv' } } }]);
    }
    for (const requests of refusedBatches) {
      expect(await batch(requests)).toBe(DENIED);
      expect(await storedItem(table, good)).toBeUndefined();
      expect(await storedItem(table, theirs)).toEqual(theirs);
    }
  }
}

describe.each(WHO)('caller %s', (who) => {
  describe.each(TABLES)('table %s', (table) => {
    it.each(Object.keys(ITEM_OPERATIONS) as ItemOperation[])('%s', async (op) => {
      switch (op) {
        case 'GetItem':
        case 'BatchGetItem':
        case 'Query':
        case 'Scan':
          return readCell(who, table, op);
        case 'PutItem':
          return putCell(who, table);
        case 'UpdateItem':
          return updateCell(who, table);
        case 'DeleteItem':
          return deleteCell(who, table);
        case 'BatchWriteItem':
          return batchWriteCell(who, table);
      }
    });
  });

  it(`refuses the ${UNSUPPORTED_OPERATIONS.length} unsupported operations on every table, and unknown ones`, async () => {
    const calls = UNSUPPORTED_OPERATIONS.flatMap((op) => TABLES.map((table) => ({ op, table })));
    const answers = await Promise.all(
      calls.map(({ op, table }) => signedDynamoFetch(w.t.url, w.credentials[who], op, { TableName: TABLE[table], Statement: `SELECT * FROM "${TABLE[table]}"` })),
    );
    answers.forEach((a, i) => {
      expect(a.status, calls[i]?.op).toBe(403);
      expect(a.json.__type).toBe('com.amazon.coral.service#AccessDeniedException');
      expect(a.json.message).toContain('not supported');
    });
    const unknown = await signedDynamoFetch(w.t.url, w.credentials[who], 'DropEverything', { TableName: TABLE.teams });
    expect(unknown.status).toBe(400);
    expect(unknown.json.__type).toBe('com.amazon.coral.service#UnknownOperationException');
  });
});
