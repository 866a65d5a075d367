import { describe, expect, it } from 'vitest';
import { planDynamoDbCall, type DynamoDbPlan } from '../src/policy/dynamodb-policy';
import type { Principal } from '../src/policy/principal';
import { tableNames } from '../src/store/tables';

const P = 'football-tournaments-';
const ctx = { tables: tableNames(P) };
const anonymous: Principal = { kind: 'anonymous' };
const organizer: Principal = { kind: 'user', role: 'organizer', userId: 'u1', sessionId: 's1', organizerId: 'org_1' };
const superAdmin: Principal = { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' };

const plan = (principal: Principal, operation: string, input: Record<string, unknown>): DynamoDbPlan =>
  planDynamoDbCall(principal, { operation, input }, ctx);
const forwarded = (p: DynamoDbPlan) => {
  if (p.kind !== 'forward') throw new Error(`expected forward, got ${JSON.stringify(p)}`);
  return p;
};
const mine = { S: 'org_1' };
/** Items as the app stores them: writes of any other shape are refused (item-shapes.ts, item-shapes.test.ts). */
const teamItem = (id: string, organizerId = 'org_1') => ({
  id: { S: id },
  organizerId: { S: organizerId },
  name: { S: 'Reds' },
  colors: { L: [] },
  players: { L: [] },
  createdAtISO: { S: '2024-01-01T00:00:00.000Z' },
});
const matchItem = (tournamentId: string, id: string) => ({ tournamentId: { S: tournamentId }, id: { S: id }, homeTeamId: { S: 'a' }, awayTeamId: { S: 'b' }, round: { N: '1' } });

describe('planDynamoDbCall: global rules', () => {
  it.each([
    // [who, principal, operation, input, allowed]
    ['anonymous', anonymous, 'Scan', { TableName: `${P}tournaments` }, true],
    ['anonymous', anonymous, 'Query', { TableName: `${P}tournaments`, IndexName: 'visibility-index' }, true],
    ['anonymous', anonymous, 'BatchGetItem', { RequestItems: { [`${P}teams`]: { Keys: [] } } }, true],
    ['anonymous', anonymous, 'PutItem', { TableName: `${P}teams`, Item: {} }, false],
    ['anonymous', anonymous, 'UpdateItem', { TableName: `${P}teams`, Key: {} }, false],
    ['anonymous', anonymous, 'DeleteItem', { TableName: `${P}teams`, Key: {} }, false],
    ['anonymous', anonymous, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [{ DeleteRequest: { Key: {} } }] } }, false],
    ['super admin', superAdmin, 'GetItem', { TableName: `${P}auth-users`, Key: {} }, false],
    ['super admin', superAdmin, 'Query', { TableName: `${P}auth-sessions`, IndexName: 'userId-index' }, false],
    ['super admin', superAdmin, 'BatchGetItem', { RequestItems: { [`${P}teams`]: {}, [`${P}auth-users`]: {} } }, false],
    ['super admin', superAdmin, 'BatchWriteItem', { RequestItems: { [`${P}auth-sessions`]: [] } }, false],
    ['super admin', superAdmin, 'Scan', { TableName: `arn:aws:dynamodb:us-east-1:1:table/${P}auth-users` }, false],
    ['super admin', superAdmin, 'Scan', { TableName: `arn:aws:dynamodb:us-east-1:1:table/${P}teams` }, false],
    ['super admin', superAdmin, 'Scan', { TableName: 'other-prefix-teams' }, false],
    ['super admin', superAdmin, 'Scan', { TableName: `${P}teams`, tablename: `${P}auth-users` }, false],
    ['super admin', superAdmin, 'Scan', {}, false],
    ['super admin', superAdmin, 'BatchGetItem', { RequestItems: {} }, false],
    ['super admin', superAdmin, 'DescribeTable', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'CreateTable', { TableName: `${P}x` }, false],
    ['super admin', superAdmin, 'DeleteTable', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'UpdateTimeToLive', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'TagResource', { ResourceArn: 'x' }, false],
    ['super admin', superAdmin, 'ListTables', {}, false],
    ['super admin', superAdmin, 'TransactGetItems', { TransactItems: [] }, false],
    ['super admin', superAdmin, 'TransactWriteItems', { TransactItems: [] }, false],
    ['super admin', superAdmin, 'ExecuteStatement', { Statement: 'SELECT * FROM x' }, false],
    ['super admin', superAdmin, 'BatchExecuteStatement', { Statements: [] }, false],
    ['super admin', superAdmin, 'ExecuteTransaction', { TransactStatements: [] }, false],
    ['super admin', superAdmin, 'PutItem', { TableName: `${P}organizers`, Item: { id: { S: 'org_9' } } }, false],
    ['super admin', superAdmin, 'PutItem', { TableName: `${P}teams`, Item: teamItem('t') }, true],
  ] as const)('%s %s %j → %s', (_who, principal, operation, input, allowed) => {
    expect(plan(principal, operation, input as Record<string, unknown>).kind !== 'refuse').toBe(allowed);
  });

  it('answers unknown operations 400 and unsupported ones 403, each with a clear message', () => {
    expect(plan(superAdmin, 'StealEverything', {})).toMatchObject({ status: 400, type: 'UnknownOperationException' });
    expect(plan(superAdmin, 'TransactWriteItems', {})).toMatchObject({
      status: 403,
      type: 'AccessDeniedException',
      message: expect.stringContaining('TransactWriteItems is not supported'),
    });
  });

  it('follows a custom table prefix', () => {
    const custom = { tables: tableNames('staging-') };
    expect(planDynamoDbCall(anonymous, { operation: 'Scan', input: { TableName: 'staging-teams' } }, custom).kind).toBe('forward');
    expect(planDynamoDbCall(anonymous, { operation: 'Scan', input: { TableName: `${P}teams` } }, custom).kind).toBe('refuse');
  });

  it('leaves the super admin’s reads and writes of application tables untouched', () => {
    const input = { TableName: `${P}tournaments`, Key: { id: { S: 'x' } }, UpdateExpression: 'SET organizerId = :o', ExpressionAttributeValues: { ':o': { S: 'b' } } };
    expect(forwarded(plan(superAdmin, 'UpdateItem', input))).toEqual({ kind: 'forward', input, checks: [], filter: null });
  });
});

describe('planDynamoDbCall: organizer writes get ownership conditions', () => {
  it('a put must carry the caller’s organizerId and may only replace an absent or own item', () => {
    const item = teamItem('t1');
    const p = forwarded(plan(organizer, 'PutItem', { TableName: `${P}teams`, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
    expect(p.input).toEqual({
      TableName: `${P}teams`,
      Item: item,
      ConditionExpression: '(attribute_not_exists(id)) AND (attribute_not_exists(#gw0_0) OR #gw0_1 = :gw0_2)',
      ExpressionAttributeNames: { '#gw0_0': 'id', '#gw0_1': 'organizerId' },
      ExpressionAttributeValues: { ':gw0_2': mine },
    });
    expect(plan(organizer, 'PutItem', { TableName: `${P}teams`, Item: { ...item, organizerId: { S: 'org_2' } } })).toMatchObject({ status: 403 });
    expect(plan(organizer, 'PutItem', { TableName: `${P}teams`, Item: { id: { S: 't1' } } })).toMatchObject({ status: 403 });
  });

  it('a match put also asks for the tournament to be checked', () => {
    const p = forwarded(plan(organizer, 'PutItem', { TableName: `${P}matches`, Item: { ...matchItem('tn1', 'm1'), organizerId: mine } }));
    expect(p.checks).toEqual([{ kind: 'tournament-owned', tournamentId: 'tn1' }]);
    expect(p.input.ConditionExpression).toBe('attribute_not_exists(#gw0_0) OR #gw0_1 = :gw0_2');
    expect(p.input.ExpressionAttributeNames).toEqual({ '#gw0_0': 'tournamentId', '#gw0_1': 'organizerId' });
  });

  it('an update keeps the caller’s version condition, ANDs ownership and re-asserts organizerId in its SET clause', () => {
    const p = forwarded(
      plan(organizer, 'UpdateItem', {
        TableName: `${P}teams`,
        Key: { id: { S: 't1' } },
        UpdateExpression: 'SET #f0 = :f0, #version = :next REMOVE #f1',
        ConditionExpression: 'attribute_exists(#k0) AND #version = :expected',
        ExpressionAttributeNames: { '#f0': 'name', '#f1': 'logo', '#version': 'version', '#k0': 'id' },
        ExpressionAttributeValues: { ':f0': { S: 'x' }, ':next': { N: '2' }, ':expected': { N: '1' } },
      }),
    );
    expect(p.input.UpdateExpression).toBe('SET #gw0_0 = :gw0_1, #f0 = :f0, #version = :next REMOVE #f1');
    expect(p.input.ConditionExpression).toBe('(attribute_exists(#k0) AND #version = :expected) AND (#gw0_0 = :gw0_1)');
    expect(p.input.ExpressionAttributeNames).toMatchObject({ '#f0': 'name', '#gw0_0': 'organizerId' });
    expect(p.input.ExpressionAttributeValues).toMatchObject({ ':expected': { N: '1' }, ':gw0_1': mine });
  });

  it('adds a SET clause to an update without one', () => {
    const p = forwarded(plan(organizer, 'UpdateItem', { TableName: `${P}matches`, Key: { tournamentId: { S: 'a' }, id: { S: 'b' } }, UpdateExpression: 'REMOVE venue' }));
    expect(p.input.UpdateExpression).toBe('SET #gw0_0 = :gw0_1 REMOVE venue');
  });

  it('picks placeholders that collide with nothing the caller wrote', () => {
    const p = forwarded(
      plan(organizer, 'DeleteItem', {
        TableName: `${P}teams`,
        Key: { id: { S: 't1' } },
        ConditionExpression: '#gw0_0 = :gw1_0',
        ExpressionAttributeNames: { '#gw0_0': 'version' },
        ExpressionAttributeValues: { ':gw1_0': { N: '3' } },
      }),
    );
    expect(p.input.ConditionExpression).toBe('(#gw0_0 = :gw1_0) AND (attribute_not_exists(#gw2_0) OR #gw2_1 = :gw2_2)');
  });

  it.each([
    ['direct name', 'SET organizerId = :v', {}],
    ['#placeholder', 'SET #a = :v', { '#a': 'organizerId' }],
    ['nested path', 'SET #a.x = :v', { '#a': 'organizerId' }],
    ['REMOVE', 'REMOVE name, organizerId', {}],
    ['ADD', 'ADD organizerId :v', {}],
    ['DELETE', 'delete #o :v', { '#o': 'organizerId' }],
    ['second of several actions', 'SET a = :v, b = if_not_exists(c, :v), #o = :v', { '#o': 'organizerId' }],
    ['key attribute', 'SET id = :v', {}],
  ])('refuses an update of organizerId or a key (%s)', (_case, UpdateExpression, names) => {
    const input = { TableName: `${P}tournaments`, Key: { id: { S: 't1' } }, UpdateExpression, ExpressionAttributeNames: names, ExpressionAttributeValues: { ':v': { S: 'org_2' } } };
    expect(plan(organizer, 'UpdateItem', input)).toMatchObject({ kind: 'refuse', status: 403, message: expect.stringContaining('cannot be changed') });
  });

  it.each([
    ['undefined placeholder', 'SET #nope = :v'],
    ['two SET clauses', 'SET a = :v SET organizerId = :v'],
    ['garbage', 'SET a = :v; DROP TABLE'],
    ['keyword inside parentheses', 'SET a = list_append(b, SET)'],
    ['unbalanced', 'SET a = (b'],
  ])('answers 400 for a malformed UpdateExpression (%s)', (_case, UpdateExpression) => {
    const input = { TableName: `${P}teams`, Key: { id: { S: 't1' } }, UpdateExpression, ExpressionAttributeValues: { ':v': { S: 'x' } } };
    expect(plan(organizer, 'UpdateItem', input)).toMatchObject({ status: 400, type: 'ValidationException' });
  });

  it('refuses a ConditionExpression that would close our parentheses', () => {
    const input = { TableName: `${P}teams`, Key: { id: { S: 't1' } }, ConditionExpression: 'a = :v) OR (attribute_exists(id)', ExpressionAttributeValues: { ':v': { S: 'x' } } };
    expect(plan(organizer, 'DeleteItem', input)).toMatchObject({ status: 400 });
  });

  it('refuses legacy conditions and ReturnValuesOnConditionCheckFailure', () => {
    const key = { TableName: `${P}teams`, Key: { id: { S: 't1' } } };
    expect(plan(organizer, 'DeleteItem', { ...key, Expected: { organizerId: { Value: mine } } })).toMatchObject({ status: 400 });
    expect(plan(organizer, 'UpdateItem', { ...key, AttributeUpdates: { organizerId: { Value: { S: 'x' } } } })).toMatchObject({ status: 400 });
    expect(plan(organizer, 'DeleteItem', { ...key, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' })).toMatchObject({ status: 403 });
  });

  it('lets an organizer update only its own organizer item, and not its id, name or email', () => {
    const own = { TableName: `${P}organizers`, Key: { id: mine } };
    expect(forwarded(plan(organizer, 'UpdateItem', { ...own, UpdateExpression: 'SET description = :d', ExpressionAttributeValues: { ':d': { S: 'x' } } })).input.ConditionExpression).toBe(
      'attribute_exists(#gw0_0)',
    );
    for (const attribute of ['name', 'email']) {
      expect(plan(organizer, 'UpdateItem', { ...own, UpdateExpression: `SET ${attribute} = :d`, ExpressionAttributeValues: { ':d': { S: 'x' } } })).toMatchObject({ status: 403 });
    }
    expect(plan(organizer, 'UpdateItem', { TableName: `${P}organizers`, Key: { id: { S: 'org_2' } }, UpdateExpression: 'SET description = :d' })).toMatchObject({ status: 403 });
    expect(plan(organizer, 'PutItem', { TableName: `${P}organizers`, Item: { id: mine } })).toMatchObject({ status: 403 });
    expect(plan(organizer, 'DeleteItem', own)).toMatchObject({ status: 403 });
  });
});

describe('planDynamoDbCall: reads are augmented for the decision', () => {
  it('adds the decision attributes to a projection and lists them for removal', () => {
    const p = forwarded(plan(anonymous, 'GetItem', { TableName: `${P}tournaments`, Key: { id: { S: 'x' } }, ProjectionExpression: '#n', ExpressionAttributeNames: { '#n': 'name' } }));
    expect(p.input.ProjectionExpression).toBe('#n, #gw0_0, #gw0_1');
    expect(p.input.ExpressionAttributeNames).toEqual({ '#n': 'name', '#gw0_0': 'organizerId', '#gw0_1': 'visibility' });
    expect(p.filter).toEqual({ kind: 'item', rule: 'visible-tournaments', added: ['organizerId', 'visibility'] });
  });

  it('extends AttributesToGet the same way', () => {
    const p = forwarded(plan(organizer, 'Scan', { TableName: `${P}matches`, AttributesToGet: ['homeGoals', 'organizerId'] }));
    expect(p.input.AttributesToGet).toEqual(['homeGoals', 'organizerId', 'tournamentId']);
    expect(p.filter).toEqual({ kind: 'items', rule: 'visible-matches', added: ['tournamentId'], countOnly: false });
  });

  it('turns COUNT into a fetch of the decision attributes where a count could include hidden items', () => {
    const p = forwarded(plan(anonymous, 'Scan', { TableName: `${P}tournaments`, Select: 'COUNT' }));
    expect(p.input).toEqual({
      TableName: `${P}tournaments`,
      ProjectionExpression: '#gw0_0, #gw0_1',
      ExpressionAttributeNames: { '#gw0_0': 'organizerId', '#gw0_1': 'visibility' },
    });
    expect(p.filter).toMatchObject({ countOnly: true });
    // Every team is visible, so its count needs no rewrite.
    expect(forwarded(plan(anonymous, 'Scan', { TableName: `${P}teams`, Select: 'COUNT' })).input).toEqual({ TableName: `${P}teams`, Select: 'COUNT' });
  });

  it('refuses a projection that reaches inside a decision attribute', () => {
    expect(plan(anonymous, 'GetItem', { TableName: `${P}teams`, Key: { id: { S: 'x' } }, ProjectionExpression: 'players[0].firstName' })).toMatchObject({ status: 400 });
    expect(plan(anonymous, 'Scan', { TableName: `${P}tournaments`, ProjectionExpression: 'visibility.x' })).toMatchObject({ status: 400 });
  });

  it('does not touch team projections without players, nor organizer projections without the sign-in email', () => {
    const teams = { TableName: `${P}teams`, ProjectionExpression: 'id, #n', ExpressionAttributeNames: { '#n': 'name' } };
    expect(forwarded(plan(anonymous, 'Scan', teams)).input).toEqual(teams);
    const cards = { TableName: `${P}organizers`, ProjectionExpression: 'id, #n, logo', ExpressionAttributeNames: { '#n': 'name' } };
    expect(forwarded(plan(anonymous, 'Scan', cards))).toMatchObject({ input: cards, filter: { rule: 'organizer-cards', added: [] } });
    expect(forwarded(plan(superAdmin, 'Scan', { TableName: `${P}organizers` })).filter).toBeNull();
  });

  it("filters organizer reads for everybody but the super admin, adding the id a projected email is judged by", () => {
    expect(forwarded(plan(anonymous, 'Scan', { TableName: `${P}organizers` })).filter).toMatchObject({ rule: 'organizer-cards', added: [] });
    const emailOnly = { TableName: `${P}organizers`, Key: { id: { S: 'org_1' } }, ProjectionExpression: 'email' };
    expect(forwarded(plan(organizer, 'GetItem', emailOnly))).toMatchObject({ input: { ProjectionExpression: 'email, #gw0_0', ExpressionAttributeNames: { '#gw0_0': 'id' } }, filter: { rule: 'organizer-cards', added: ['id'] } });
  });

  it.each([
    ['a bare filter', { FilterExpression: 'email = :e', ExpressionAttributeValues: { ':e': { S: 'a@b.co' } } }],
    ['a named filter', { FilterExpression: 'begins_with(#x, :e)', ExpressionAttributeNames: { '#x': 'email' }, ExpressionAttributeValues: { ':e': { S: 'a' } } }],
    ['a legacy filter', { ScanFilter: { email: { ComparisonOperator: 'NOT_NULL' } } }],
  ])('refuses selecting organizers by their sign-in email (%s): the answer would tell whose it is', (_what, selection) => {
    expect(plan(anonymous, 'Scan', { TableName: `${P}organizers`, ...selection })).toMatchObject({ status: 403 });
    expect(plan(organizer, 'Scan', { TableName: `${P}organizers`, ...selection })).toMatchObject({ status: 403 });
    expect(plan(superAdmin, 'Scan', { TableName: `${P}organizers`, ...selection })).toMatchObject({ kind: 'forward' });
  });

  it('still lets a filter name attributes that merely contain the word', () => {
    const filter = { TableName: `${P}organizers`, FilterExpression: 'attribute_exists(contactEmail) AND #e <> :x', ExpressionAttributeNames: { '#e': 'emails' }, ExpressionAttributeValues: { ':x': { S: '' } } };
    expect(plan(anonymous, 'Scan', filter)).toMatchObject({ kind: 'forward' });
  });
});

describe('planDynamoDbCall: BatchWriteItem', () => {
  const put = (id: string, organizerId = 'org_1') => ({ PutRequest: { Item: teamItem(id, organizerId) } });

  it('splits an organizer’s batch into conditional writes and asks for existing items to be checked', () => {
    const p = plan(organizer, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [put('a'), { DeleteRequest: { Key: { id: { S: 'b' } } } }] } });
    expect(p.kind).toBe('batch-write');
    if (p.kind !== 'batch-write') return;
    expect(p.entries.map((e) => [e.operation, e.input.ConditionExpression])).toEqual([
      ['PutItem', 'attribute_not_exists(#gw0_0) OR #gw0_1 = :gw0_2'],
      ['DeleteItem', 'attribute_not_exists(#gw0_0) OR #gw0_1 = :gw0_2'],
    ]);
    expect(p.existing).toEqual([{ tableName: `${P}teams`, keys: [{ id: { S: 'a' } }, { id: { S: 'b' } }] }]);
  });

  it('refuses the whole batch when any entry is refused, before anything runs', () => {
    expect(plan(organizer, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [put('a'), put('b', 'org_2')] } })).toMatchObject({ status: 403 });
    expect(plan(superAdmin, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [put('a')], [`${P}organizers`]: [put('o')] } })).toMatchObject({ status: 403 });
  });

  it.each([
    ['not a list', { [`${P}teams`]: 'x' }],
    ['empty list', { [`${P}teams`]: [] }],
    ['both put and delete', { [`${P}teams`]: [{ ...put('a'), DeleteRequest: { Key: {} } }] }],
    ['neither', { [`${P}teams`]: [{ Other: {} }] }],
    ['item without key', { [`${P}teams`]: [{ PutRequest: { Item: { organizerId: mine } } }] }],
    ['duplicates', { [`${P}teams`]: [put('a'), put('a')] }],
    ['26 entries', { [`${P}teams`]: Array.from({ length: 26 }, (_, i) => put(`t${i}`)) }],
  ])('answers 400 for a malformed batch (%s)', (_case, RequestItems) => {
    expect(plan(organizer, 'BatchWriteItem', { RequestItems })).toMatchObject({ status: 400, type: 'ValidationException' });
  });

  it('forwards the super admin’s batch unchanged', () => {
    const input = { RequestItems: { [`${P}matches`]: [{ PutRequest: { Item: { ...matchItem('x', 'y'), organizerId: { S: 'org_9' } } } }] } };
    expect(plan(superAdmin, 'BatchWriteItem', input)).toEqual({ kind: 'forward', input, checks: [], filter: null });
  });
});
