/**
 * The read cells of the access matrix: what a caller should see under each kind of read rule (the
 * issue's words, independent of the gateway), compared with what GetItem, BatchGetItem, Query and Scan
 * through the gateway return.
 */
import { expect } from 'vitest';
import { BatchGetCommand, GetCommand, QueryCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Team } from 'shared-domain';
import type { ItemOperation, ItemRule } from '../src/policy/policy-table';
import type { TableKey } from '../src/store/tables';
import { DENIED, byKey, keyOf, orgOf, rule, scanAll, type Item } from './policy-matrix-support';
import { TABLE, outcome, type Who, type World } from './world';

type QueryInput = Omit<ConstructorParameters<typeof QueryCommand>[0], 'ExclusiveStartKey'>;

async function tournamentsById(w: World): Promise<Map<string, Item>> {
  const all = await scanAll(w.internal, TABLE.tournaments);
  return new Map(all.map((t) => [t.id as string, t]));
}

/** The item as `who` may see it under `r`, or null when it must read as absent. */
function expectedView(w: World, r: ItemRule, who: Who, item: Item, tournaments: Map<string, Item>): Item | null {
  const me = orgOf(w, who);
  switch (r.kind) {
    case 'everything':
      return item;
    case 'public-players': {
      if (me !== null && item.organizerId === me) return item;
      return { ...item, players: ((item.players as Team['players']) ?? []).filter((p) => p.isPublic === true) };
    }
    case 'organizer-cards': {
      // The sign-in email is its owner's alone.
      if (me !== null && item.id === me) return item;
      const { email: _signIn, ...card } = item;
      return card;
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

async function queryAll(client: DynamoDBDocumentClient, input: QueryInput): Promise<Item[]> {
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

/** The queries the browser makes on each table (and the index / key conditions they use). */
function queriesFor(w: World, table: TableKey): QueryInput[] {
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

export async function readCell(w: World, who: Who, table: TableKey, op: ItemOperation): Promise<void> {
  const r = rule(table, 'read', who);
  const client = w.as[who];
  if (r.kind === 'deny') {
    const key = { id: 'user_superadmin' };
    const attempts = {
      GetItem: () => client.send(new GetCommand({ TableName: TABLE[table], Key: key })),
      BatchGetItem: () => client.send(new BatchGetCommand({ RequestItems: { [TABLE[table]]: { Keys: [key] } } })),
      Query: () => client.send(new QueryCommand(queriesFor(w, table)[0] as ConstructorParameters<typeof QueryCommand>[0])),
      Scan: () => client.send(new ScanCommand({ TableName: TABLE[table] })),
    } as const;
    expect(await outcome(attempts[op as keyof typeof attempts]())).toBe(DENIED);
    return;
  }

  const tournaments = await tournamentsById(w);
  const view = (items: Item[]) => byKey(items.map((i) => expectedView(w, r, who, i, tournaments)).filter((i): i is Item => i !== null));
  const all = await scanAll(w.internal, TABLE[table]);
  expect(all.length).toBeGreaterThan(0);

  switch (op) {
    case 'GetItem':
      for (const item of all) {
        const got = await client.send(new GetCommand({ TableName: TABLE[table], Key: keyOf(table, item) }));
        expect(got.Item ?? null, `${JSON.stringify(keyOf(table, item))}`).toEqual(expectedView(w, r, who, item, tournaments));
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
      for (const query of queriesFor(w, table)) {
        const everything = await queryAll(w.internal, query);
        expect(byKey(await queryAll(client, query)), JSON.stringify(query.ExpressionAttributeValues)).toEqual(view(everything));
      }
      return;
    default:
      throw new Error(`${op} is not a read operation`);
  }
}
