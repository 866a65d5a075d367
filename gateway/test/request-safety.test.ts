import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from '../src/aws/json-depth';
import { checkAttributeValues } from '../src/policy/attribute-values';
import { RequestShapeError } from '../src/policy/request-shape';

describe('checkAttributeValues', () => {
  it.each([
    { Key: { id: { S: 'x' } } },
    { Item: { a: { N: '1' }, b: { BOOL: false }, c: { NULL: true }, d: { L: [{ S: 'x' }, { M: { e: { SS: ['y'] } } }] } } },
    { ExpressionAttributeValues: { ':v': { NS: ['1', '2'] } } },
    { RequestItems: { t: [{ PutRequest: { Item: { id: { S: 'x' } } } }, { DeleteRequest: { Key: { id: { S: 'y' } } } }] } },
    { RequestItems: { t: { Keys: [{ id: { S: 'x' } }] } } },
    { ScanFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'x' }] } } },
  ])('accepts %j', (input) => {
    expect(() => checkAttributeValues(input)).not.toThrow();
  });

  it.each([
    { ExpressionAttributeValues: { ':v': null } },
    { ExpressionAttributeValues: [] },
    { Key: { id: 'x' } },
    { Key: { id: { S: 1 } } },
    { Key: { id: {} } },
    { Item: { a: { S: 'x', N: '1' } } },
    { Item: { a: { X: 'y' } } },
    { Item: { a: { NULL: false } } },
    { Item: { a: { SS: [] } } },
    { Item: { a: { L: {} } } },
    { Item: { a: { M: [] } } },
    { RequestItems: { t: 5 } },
    { RequestItems: { t: { Keys: {} } } },
    { RequestItems: { t: [{ PutRequest: { Item: null } }] } },
    { Expected: { a: { Value: null } } },
    { Item: { a: JSON.parse(`${'{"L":['.repeat(40)}{"S":"x"}${']}'.repeat(40)}`) } },
    { Item: { a: { toString: 'x' } } },
    { Item: { a: { constructor: 'x' } } },
    JSON.parse('{"Item":{"a":{"__proto__":{"S":"x"}}}}'),
    JSON.parse('{"Key":{"id":{"hasOwnProperty":"x"}}}'),
  ])('refuses %j', (input) => {
    expect(() => checkAttributeValues(input as Record<string, unknown>)).toThrow(RequestShapeError);
  });
});

describe('exceedsJsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(exceedsJsonDepth('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('['.repeat(100_000), 64)).toBe(true);
  });
});
