/**
 * Fuzz generators for DynamoDB calls: mostly calls shaped like the browser's (so they reach the expression
 * parser and the ownership conditions), aimed at items that are not organizer B's, then mangled.
 * `ORG_A` / `ORG_B` in a body stand for the organizer ids, which exist only once the world is seeded.
 */
import fc from 'fast-check';
import { ITEM_OPERATIONS } from '../src/policy/policy-table';
import { TABLE } from './world';

const tableName = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...Object.values(TABLE)) },
    fc.string(),
    fc.constantFrom(`arn:aws:dynamodb:us-east-1:1:table/${TABLE['auth-users']}`, `arn:aws:dynamodb:us-east-1:1:table/${TABLE.teams}`, 'football-tournaments-TEAMS'),
  );
const attributeValue = fc.oneof(
  fc.record({ S: fc.oneof(fc.string(), fc.constant('A_ID'), fc.constant('B_ID')) }),
  fc.record({ N: fc.oneof(fc.string(), fc.integer().map(String)) }),
  fc.record({ BOOL: fc.boolean() }),
  fc.record({ L: fc.array(fc.record({ S: fc.string() }), { maxLength: 3 }) }),
  fc.anything({ maxDepth: 2 }),
  // Members named like Object.prototype's, which a careless lookup would find there.
  fc.constantFrom({ toString: 'x' }, { constructor: { S: 'x' } }, JSON.parse('{"__proto__":{"S":"x"}}') as unknown, { hasOwnProperty: 1 }),
);
/** Keys of items that are not B's: any successful change to them would be a policy hole. */
const foreignKey = fc.constantFrom(
  { id: { S: 'team_a' } },
  { id: { S: 'tn_a_priv' } },
  { id: { S: 'tn_a_pub' } },
  { tournamentId: { S: 'tn_a_priv' }, id: { S: 'm1' } },
  { tournamentId: { S: 'tn_b_pub' }, id: { S: 'm1' } },
  { id: { S: 'A_ID' } },
  { id: { S: 'user_superadmin' } },
);
const token = fc.constantFrom(
  'SET', 'REMOVE', 'ADD', 'DELETE', 'set', 'remove', '#o', '#n', '#x', '#gw0_0', ':v', ':me', ':gw0_1', 'organizerId', 'name', 'id',
  'tournamentId', 'visibility', 'players', 'players[0]', '[0]', '.', ',', '=', '+', '-', '(', ')', 'if_not_exists', 'list_append',
  'AND', 'OR', 'NOT', '<>', '<', 'attribute_exists', 'attribute_not_exists', ') OR (', ';', '"', "'", '\\', '\u0000', '{', '$',
);
const expression = fc.oneof(fc.array(token, { maxLength: 10 }).map((t) => t.join(' ')), fc.string());
const names = fc.dictionary(fc.constantFrom('#o', '#n', '#x', '#gw0_0', 'bad'), fc.oneof(fc.constantFrom('organizerId', 'name', 'id', 'visibility', 'players', 'tournamentId'), fc.anything({ maxDepth: 1 })));
const values = fc.dictionary(fc.constantFrom(':v', ':me', ':gw0_1', 'x'), attributeValue);
const item = fc.oneof(
  fc.dictionary(fc.constantFrom('id', 'tournamentId', 'organizerId', 'name', 'visibility', 'players', 'version'), attributeValue),
  fc.constant({ id: { S: 'team_a' }, organizerId: { S: 'B_ID' }, name: { S: 'hijack' } }),
  fc.constant({ tournamentId: { S: 'tn_a_pub' }, id: { S: 'm_evil' }, organizerId: { S: 'B_ID' } }),
);
const writeRequest = fc.oneof(
  fc.record({ PutRequest: fc.record({ Item: item }) }),
  fc.record({ DeleteRequest: fc.record({ Key: foreignKey }) }),
  fc.anything({ maxDepth: 2 }),
);
const dynamoInput = fc.record(
  {
    TableName: tableName(),
    Key: fc.oneof(foreignKey, fc.anything({ maxDepth: 2 })),
    Item: item,
    UpdateExpression: expression,
    ConditionExpression: expression,
    ProjectionExpression: expression,
    FilterExpression: expression,
    KeyConditionExpression: expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    AttributesToGet: fc.array(fc.constantFrom('id', 'organizerId', 'visibility', 'players', 'name'), { maxLength: 3 }),
    Select: fc.constantFrom('COUNT', 'ALL_ATTRIBUTES', 'SPECIFIC_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES', 'nope'),
    ReturnValues: fc.constantFrom('ALL_OLD', 'ALL_NEW', 'UPDATED_OLD', 'NONE'),
    ReturnValuesOnConditionCheckFailure: fc.constantFrom('ALL_OLD', 'NONE'),
    Expected: fc.anything({ maxDepth: 1 }),
    Limit: fc.oneof(fc.integer(), fc.anything({ maxDepth: 0 })),
    RequestItems: fc.dictionary(tableName(), fc.oneof(fc.array(writeRequest, { maxLength: 4 }), fc.record({ Keys: fc.array(foreignKey, { maxLength: 3 }) }), fc.anything({ maxDepth: 1 }))),
  },
  { requiredKeys: [] },
);
const validTable = fc.constantFrom(TABLE.organizers, TABLE.teams, TABLE.tournaments, TABLE.matches);
/** Calls shaped like the real ones (so they reach the expression parser and the ownership conditions), then mangled. */
const plausibleCall = fc.oneof(
  fc.record({
    operation: fc.constant('UpdateItem'),
    input: fc.record(
      { TableName: validTable, Key: foreignKey, UpdateExpression: expression, ConditionExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values, ReturnValues: fc.constantFrom('ALL_OLD', 'ALL_NEW') },
      { requiredKeys: ['TableName', 'Key', 'UpdateExpression'] },
    ),
  }),
  fc.record({
    operation: fc.constant('PutItem'),
    input: fc.record({ TableName: validTable, Item: item, ConditionExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values }, { requiredKeys: ['TableName', 'Item'] }),
  }),
  fc.record({
    operation: fc.constant('DeleteItem'),
    input: fc.record({ TableName: validTable, Key: foreignKey, ConditionExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values }, { requiredKeys: ['TableName', 'Key'] }),
  }),
  fc.record({
    operation: fc.constantFrom('GetItem', 'Scan', 'Query'),
    input: fc.record(
      {
        TableName: validTable,
        Key: foreignKey,
        ProjectionExpression: expression,
        KeyConditionExpression: fc.constantFrom('tournamentId = :v', 'organizerId = :v', 'id = :v'),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        Select: fc.constantFrom('COUNT', 'ALL_ATTRIBUTES', 'SPECIFIC_ATTRIBUTES'),
        Limit: fc.integer({ min: 0, max: 3 }),
      },
      { requiredKeys: ['TableName'] },
    ),
  }),
  fc.record({
    operation: fc.constant('BatchWriteItem'),
    input: fc.record({ RequestItems: fc.dictionary(validTable, fc.array(writeRequest, { minLength: 1, maxLength: 4 }), { minKeys: 1, maxKeys: 2 }) }),
  }),
  fc.record({
    operation: fc.constant('BatchGetItem'),
    input: fc.record({
      RequestItems: fc.dictionary(validTable, fc.record({ Keys: fc.array(foreignKey, { minLength: 1, maxLength: 3 }), ProjectionExpression: expression }, { requiredKeys: ['Keys'] }), { minKeys: 1, maxKeys: 2 }),
    }),
  }),
);
const operation = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...Object.keys(ITEM_OPERATIONS)) },
  fc.constantFrom('TransactWriteItems', 'ExecuteStatement', 'DescribeTable', 'CreateTable', 'ListTables', 'UpdateTimeToLive'),
  fc.stringMatching(/^[A-Za-z]{0,20}$/),
);
const withIds = (v: unknown) => JSON.stringify(v).replaceAll('A_ID', 'ORG_A').replaceAll('B_ID', 'ORG_B');
const body = fc.oneof(
  { weight: 6, arbitrary: dynamoInput.map(withIds) },
  fc.json(),
  fc.string(),
  fc.constantFrom('', '[]', 'null', '{', '{"TableName":{"S":"x"}}', '{"RequestItems":[]}', '[[[[[[]]]]]]', '"\\ud800"'),
);
/** An operation and a body: mostly plausible calls, else anything. */
export const dynamoCall = fc.oneof(
  { weight: 5, arbitrary: plausibleCall.map(({ operation: op, input }) => ({ operation: op, body: withIds(input) })) },
  { weight: 4, arbitrary: fc.record({ operation, body }) },
);
