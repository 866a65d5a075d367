/**
 * What the access-matrix tests share: the seeded world they run against, the caller's place in the
 * policy definition, fresh items to write, and direct reads beneath the trust boundary to check what
 * a call really did.
 */
import { PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMODB_POLICY, ITEM_OPERATIONS, type Caller, type ItemAction, type ItemOperation, type ItemRule } from '../src/policy/policy-table';
import type { TableKey } from '../src/store/tables';
import { TABLE, match, stored, team, tournament, type Who, type World } from './world';

export type Item = Record<string, unknown>;
export const TABLES = Object.keys(TABLE) as TableKey[];
export const DENIED = '403 AccessDeniedException';
export const CONFLICT = '400 ConditionalCheckFailedException';

/** The operations of the policy definition that read items, and those that write them. */
const OPERATIONS = Object.keys(ITEM_OPERATIONS) as ItemOperation[];
const reads = (op: ItemOperation) => (ITEM_OPERATIONS[op] as readonly ItemAction[]).includes('read');
export const READ_OPERATIONS = OPERATIONS.filter(reads);
export const WRITE_OPERATIONS = OPERATIONS.filter((op) => !reads(op));


const callerOf = (who: Who): Caller => (who === 'anonymous' ? 'anonymous' : who === 'super' ? 'superAdmin' : 'organizer');
export const orgOf = (w: World, who: Who): string | null => (who === 'A' ? w.A : who === 'B' ? w.B : null);
/** Someone else's organizerId: B's for A, A's for everybody else. */
export const otherOf = (w: World, who: Who): string => (who === 'A' ? w.B : w.A);
/** The organizerId a caller writes with: its own, or A's for callers that own nothing. */
export const ownerFor = (w: World, who: Who): string => orgOf(w, who) ?? w.A;
export const rule = (table: TableKey, action: ItemAction, who: Who): ItemRule => DYNAMODB_POLICY[table][action][callerOf(who)];

let counter = 0;
export const uid = (prefix: string) => `${prefix}_${++counter}_${Date.now().toString(36)}`;

export const keyOf = (table: TableKey, item: Item): Item => (table === 'matches' ? { tournamentId: item.tournamentId, id: item.id } : { id: item.id });
const sortKey = (item: Item) => JSON.stringify([item.tournamentId ?? '', item.id]);
export const byKey = (items: Item[]) => [...items].sort((x, y) => sortKey(x).localeCompare(sortKey(y)));

export async function scanAll(client: DynamoDBDocumentClient, TableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** A fresh item of `table` owned by `organizerId` (matches go into that organizer's public tournament). */
export function freshItem(w: World, table: TableKey, organizerId: string): Item {
  const id = uid(`w_${table}`);
  if (table === 'teams') return team(id, organizerId) as unknown as Item;
  if (table === 'tournaments') return tournament(id, organizerId, 'public') as unknown as Item;
  if (table === 'matches') return match(id, organizerId === w.A ? 'tn_a_pub' : 'tn_b_pub', organizerId) as unknown as Item;
  return { id, organizerId, name: id };
}

/** Writes an item beneath the trust boundary (as if someone else had made it). */
export async function plant(w: World, table: TableKey, item: Item): Promise<void> {
  await w.internal.send(new PutCommand({ TableName: TABLE[table], Item: item }));
}
export const storedItem = (w: World, table: TableKey, item: Item) => stored(w, table as 'teams', keyOf(table, item) as Record<string, string>);
