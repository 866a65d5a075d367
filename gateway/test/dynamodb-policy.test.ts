import { describe, expect, it } from 'vitest';
import { authorizeDynamoDb, type TableRule } from '../src/policy/dynamodb-policy';
import type { Principal } from '../src/policy/principal';
import { tableNames } from '../src/store/tables';

const P = 'football-tournaments-';
const ctx = { tables: tableNames(P) };
const anonymous: Principal = { kind: 'anonymous' };
const organizer: Principal = { kind: 'user', role: 'organizer', userId: 'u1', sessionId: 's1', organizerId: 'org_1' };
const superAdmin: Principal = { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' };

const decide = (principal: Principal, operation: string, input: Record<string, unknown>) =>
  authorizeDynamoDb(principal, { operation, input }, ctx).allow;

describe('authorizeDynamoDb baseline', () => {
  it.each([
    // [who, operation, input, allowed]
    ['anonymous', anonymous, 'Scan', { TableName: `${P}tournaments` }, true],
    ['anonymous', anonymous, 'Query', { TableName: `${P}tournaments`, IndexName: 'visibility-index' }, true],
    ['anonymous', anonymous, 'DescribeTable', { TableName: `${P}teams` }, true],
    ['anonymous', anonymous, 'BatchGetItem', { RequestItems: { [`${P}teams`]: { Keys: [] } } }, true],
    ['anonymous', anonymous, 'PutItem', { TableName: `${P}teams`, Item: {} }, false],
    ['anonymous', anonymous, 'UpdateItem', { TableName: `${P}teams`, Key: {} }, false],
    ['anonymous', anonymous, 'DeleteItem', { TableName: `${P}teams`, Key: {} }, false],
    ['anonymous', anonymous, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [] } }, false],
    ['organizer', organizer, 'PutItem', { TableName: `${P}matches`, Item: {} }, true],
    ['organizer', organizer, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [], [`${P}tournaments`]: [] } }, true],
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
    ['super admin', superAdmin, 'CreateTable', { TableName: `${P}x` }, false],
    ['super admin', superAdmin, 'DeleteTable', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'UpdateTable', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'UpdateTimeToLive', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'TagResource', { ResourceArn: 'x' }, false],
    ['super admin', superAdmin, 'CreateBackup', { TableName: `${P}teams` }, false],
    ['super admin', superAdmin, 'ListTables', {}, false],
    ['super admin', superAdmin, 'TransactGetItems', { TransactItems: [] }, false],
    ['super admin', superAdmin, 'TransactWriteItems', { TransactItems: [] }, false],
    ['super admin', superAdmin, 'ExecuteStatement', { Statement: 'SELECT * FROM x' }, false],
    ['super admin', superAdmin, 'BatchExecuteStatement', { Statements: [] }, false],
    ['super admin', superAdmin, 'ExecuteTransaction', { TransactStatements: [] }, false],
  ] as const)('%s %s %j → %s', (_who, principal, operation, input, allowed) => {
    expect(decide(principal, operation, input as Record<string, unknown>)).toBe(allowed);
  });

  it('follows a custom table prefix', () => {
    const custom = { tables: tableNames('staging-') };
    expect(authorizeDynamoDb(anonymous, { operation: 'Scan', input: { TableName: 'staging-teams' } }, custom).allow).toBe(true);
    expect(authorizeDynamoDb(anonymous, { operation: 'Scan', input: { TableName: `${P}teams` } }, custom).allow).toBe(false);
  });

  it('runs per-table rules, which may refuse or rewrite the forwarded input', () => {
    const ownItemsOnly: TableRule = ({ principal, operation, input }) =>
      principal.kind === 'user' && operation === 'PutItem'
        ? { allow: true, input: { ...input, ConditionExpression: 'organizerId = :me' } }
        : { allow: false, message: 'no' };
    const decision = authorizeDynamoDb(organizer, { operation: 'PutItem', input: { TableName: `${P}teams` } }, ctx, {
      teams: ownItemsOnly,
    });
    expect(decision).toEqual({ allow: true, input: { TableName: `${P}teams`, ConditionExpression: 'organizerId = :me' } });
    expect(authorizeDynamoDb(organizer, { operation: 'Scan', input: { TableName: `${P}teams` } }, ctx, { teams: ownItemsOnly }).allow).toBe(
      false,
    );
  });
});
