/**
 * shared-domain's canManage(user, item) is what the screens use to decide whether to offer an edit; the
 * gateway's policy (policy-table.ts, applied by planDynamoDbCall) is what decides whether the write
 * happens. This test holds them together: for every owned table, every caller and every kind of owner,
 * canManage must say yes exactly when the gateway would let the write through. A change to either side
 * that is not made to the other fails here.
 */
import { describe, expect, it } from 'vitest';
import { canManage, type PublicUser } from 'shared-domain';
import { planDynamoDbCall, type DynamoDbPlan } from '../src/policy/dynamodb-policy';
import { DYNAMODB_POLICY, type ItemAction } from '../src/policy/policy-table';
import { callerOf, type Principal } from '../src/policy/principal';
import { tableNames } from '../src/store/tables';

const PREFIX = 'football-tournaments-';
const ctx = { tables: tableNames(PREFIX) };
const TABLES = ['teams', 'tournaments', 'matches'] as const;
type OwnedTable = (typeof TABLES)[number];

const ME = 'org_me';
const OTHER = 'org_other';

/** The same caller as the browser sees it (PublicUser or nobody) and as the gateway sees it (Principal). */
const CALLERS: { role: string; user: Pick<PublicUser, 'role' | 'organizerId'> | null; principal: Principal }[] = [
  { role: 'organizer', user: { role: 'organizer', organizerId: ME }, principal: { kind: 'user', role: 'organizer', userId: 'u1', sessionId: 's1', organizerId: ME } },
  { role: 'super_admin', user: { role: 'super_admin' }, principal: { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' } },
  { role: 'anonymous', user: null, principal: { kind: 'anonymous' } },
  // An organizer account that lost its organizer: the gateway treats it as a visitor.
  { role: 'organizer without organizerId', user: { role: 'organizer' }, principal: { kind: 'user', role: 'organizer', userId: 'u2', sessionId: 's2' } },
];

const OWNERS: { owner: string; item: { organizerId?: string } }[] = [
  { owner: 'own', item: { organizerId: ME } },
  { owner: "another organizer's", item: { organizerId: OTHER } },
  { owner: 'unowned', item: {} },
];

const keyOf = (table: OwnedTable) => (table === 'matches' ? { tournamentId: { S: 't1' }, id: { S: 'm1' } } : { id: { S: 'x1' } });

/** The rest of an item as the app stores it (the gateway refuses other shapes: item-shapes.ts). */
const REST_OF_ITEM: Record<OwnedTable, Record<string, unknown>> = {
  teams: { name: { S: 'n' }, colors: { L: [] }, players: { L: [] }, createdAtISO: { S: '2024-01-01T00:00:00.000Z' } },
  tournaments: { name: { S: 'n' }, format: { M: { mode: { S: 'league' } } }, teamIds: { L: [] }, createdAtISO: { S: '2024-01-01T00:00:00.000Z' } },
  matches: { homeTeamId: { S: 'a' }, awayTeamId: { S: 'b' }, round: { N: '1' } },
};

/** The DynamoDB call a screen makes to change (or create, or delete) the item. */
function callFor(table: OwnedTable, action: Exclude<ItemAction, 'read'>, item: { organizerId?: string }) {
  const TableName = `${PREFIX}${table}`;
  const Key = keyOf(table);
  switch (action) {
    case 'put': {
      const owner = item.organizerId === undefined ? {} : { organizerId: { S: item.organizerId } };
      return { operation: 'PutItem', input: { TableName, Item: { ...Key, ...REST_OF_ITEM[table], ...owner } } };
    }
    case 'update':
      return { operation: 'UpdateItem', input: { TableName, Key, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': { S: 'new' } } } };
    case 'delete':
      return { operation: 'DeleteItem', input: { TableName, Key } };
  }
}

/**
 * Whether the planned write goes through for an item (stored, or being created) owned as `item` says.
 * Refused plans never do; forwarded ones do when the condition the gateway injected holds. Only the
 * condition shapes the gateway writes are understood: a new shape fails the test rather than guess.
 */
function writeGoesThrough(plan: DynamoDbPlan, item: { organizerId?: string }, action: Exclude<ItemAction, 'read'>): boolean {
  if (plan.kind === 'refuse') return false;
  if (plan.kind !== 'forward') throw new Error(`unexpected plan ${plan.kind}`);
  // A match may only be written in the caller's own tournament: here it is, so the check passes.
  expect(plan.checks.every((c) => c.kind === 'tournament-owned')).toBe(true);
  const condition = plan.input.ConditionExpression;
  if (condition === undefined) return true;
  const names = (plan.input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (plan.input.ExpressionAttributeValues ?? {}) as Record<string, { S?: string }>;
  const ownerIs = (name: string, value: string) => names[name] === 'organizerId' && item.organizerId !== undefined && values[value]?.S === item.organizerId;
  const equality = /^(#\w+) = (:\w+)$/.exec(String(condition));
  if (equality) return ownerIs(equality[1] ?? '', equality[2] ?? '');
  const absentOrOwned = /^attribute_not_exists\((#\w+)\) OR (#\w+) = (:\w+)$/.exec(String(condition));
  // Updates and deletes act on a stored item; a put creates a new one.
  if (absentOrOwned) return action === 'put' || ownerIs(absentOrOwned[2] ?? '', absentOrOwned[3] ?? '');
  throw new Error(`a condition shape this mirror does not know: ${String(condition)}`);
}

describe('canManage mirrors the gateway policy', () => {
  const cases = TABLES.flatMap((table) =>
    (['put', 'update', 'delete'] as const).flatMap((action) =>
      CALLERS.flatMap((caller) => OWNERS.map((owner) => ({ table, action, ...caller, ...owner }))),
    ),
    // Nobody can create an item without an owner: every stored team, tournament and match has an
    // organizerId (item-shapes.ts refuses the put whoever sends it), so that cell is no access question.
  ).filter(({ action, owner }) => !(action === 'put' && owner === 'unowned'));

  it.each(cases)('$table.$action by $role on an $owner item', ({ table, action, user, principal, item }) => {
    const plan = planDynamoDbCall(principal, callFor(table, action, item), ctx);
    expect(canManage(user, item)).toBe(writeGoesThrough(plan, item, action));
  });

  it('covers every rule kind the policy table uses for writes to these tables', () => {
    const kinds = new Set(
      TABLES.flatMap((table) => (['put', 'update', 'delete'] as const).flatMap((action) => CALLERS.map(({ principal }) => DYNAMODB_POLICY[table][action][callerOf(principal)].kind))),
    );
    expect([...kinds].sort()).toEqual(['deny', 'everything', 'own-items', 'own-items-in-own-tournament']);
  });

  it('is not trivially true: some cells allow and some refuse', () => {
    const verdicts = cases.map(({ user, item }) => canManage(user, item));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });
});
