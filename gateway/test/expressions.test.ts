import { describe, expect, it } from 'vitest';
import { ExpressionError, assertBalanced } from '../src/policy/expression-tokens';
import { Placeholders, andConditions } from '../src/policy/placeholders';
import { rewriteRead } from '../src/policy/projection';
import { addSetAction, parseUpdateExpression } from '../src/policy/update-expression';

const targets = (expression: string, names: Record<string, string> = {}) =>
  parseUpdateExpression(expression, names).targets.map((t) => `${t.attribute}${t.nested ? '…' : ''}`);

describe('parseUpdateExpression', () => {
  it.each([
    ['SET a = :v', {}, ['a']],
    ['SET #a = :v, b = if_not_exists(b, :z) + :one', { '#a': 'name' }, ['name', 'b']],
    ['set a.b[2].#c = list_append(a.b, :l)', { '#c': 'x' }, ['a…']],
    ['REMOVE a, b[0], #c.d', { '#c': 'c' }, ['a', 'b…', 'c…']],
    ['ADD counter :n DELETE tags :t', {}, ['counter', 'tags']],
    ['SET a = :v REMOVE b ADD c :n DELETE d :s', {}, ['a', 'b', 'c', 'd']],
    ['SET a=:v,b=:w', {}, ['a', 'b']],
    ['SET a = b - :one', {}, ['a']],
  ])('%s → %j', (expression, names, expected) => {
    expect(targets(expression, names)).toEqual(expected);
  });

  it.each([
    '',
    'a = :v',
    'SET',
    'SET a',
    'SET a = ',
    'SET a = :v,',
    'SET #missing = :v',
    'SET a = :v SET b = :v',
    'SET a = (:v',
    'SET a = :v)',
    'REMOVE a :v',
    'ADD a',
    'ADD a b',
    'DELETE a :v :w',
    'SET a[x] = :v',
    'SET a. = :v',
    'SET a = :v; REMOVE b',
    'SET a = if_not_exists(REMOVE, :v)',
    'SET a = :v # b',
    'SET a = "text"',
  ])('refuses %j', (expression) => {
    expect(() => parseUpdateExpression(expression, {})).toThrow(ExpressionError);
  });

  it('adds an action to the existing SET clause, or a SET clause in front', () => {
    const withSet = 'REMOVE x SET a = :v';
    expect(addSetAction(withSet, parseUpdateExpression(withSet, {}), '#o = :me')).toBe('REMOVE x SET #o = :me, a = :v');
    const without = 'REMOVE x';
    expect(addSetAction(without, parseUpdateExpression(without, {}), '#o = :me')).toBe('SET #o = :me REMOVE x');
    expect(addSetAction(undefined, null, '#o = :me')).toBe('SET #o = :me');
    // The result parses, and writes organizerId exactly once.
    const out = addSetAction(withSet, parseUpdateExpression(withSet, {}), '#o = :me');
    expect(parseUpdateExpression(out, { '#o': 'organizerId' }).targets.map((t) => t.attribute)).toEqual(['x', 'organizerId', 'a']);
  });
});

describe('rewriteRead of a ProjectionExpression', () => {
  it('resolves placeholders: a projected #p that is players is not fetched twice, only the owner is added', () => {
    const rewrite = rewriteRead({ ProjectionExpression: '#n, #p', ExpressionAttributeNames: { '#n': 'name', '#p': 'players' } }, 'public-players');
    expect(rewrite.added).toEqual(['organizerId']);
    expect(Object.values(rewrite.input.ExpressionAttributeNames as Record<string, string>).sort()).toEqual(['name', 'organizerId', 'players']);
  });

  it('tells whole attributes from nested paths: only a nested path inside a decision attribute is refused', () => {
    const entry = { ProjectionExpression: 'players, organizerId, a.b[1]' };
    expect(rewriteRead(entry, 'public-players')).toEqual({ input: entry, added: [], countOnly: false });
    expect(() => rewriteRead({ ProjectionExpression: 'players, players[0].id, organizerId' }, 'public-players')).toThrow(ExpressionError);
  });

  it('refuses a malformed path and an unknown placeholder', () => {
    expect(() => rewriteRead({ ProjectionExpression: 'a b' }, 'public-players')).toThrow(ExpressionError);
    expect(() => rewriteRead({ ProjectionExpression: '#x' }, 'public-players')).toThrow(ExpressionError);
  });
});

describe('conditions and placeholders', () => {
  it('ANDs ours onto the caller’s condition in parentheses', () => {
    expect(andConditions('#v = :e OR attribute_not_exists(#v)', 'o = :me')).toBe('(#v = :e OR attribute_not_exists(#v)) AND (o = :me)');
    expect(andConditions(undefined, 'o = :me')).toBe('o = :me');
    expect(andConditions('  ', 'o = :me')).toBe('o = :me');
  });

  it('refuses conditions whose parentheses do not balance', () => {
    expect(() => assertBalanced('a = :v) OR (b = :w', 'ConditionExpression')).toThrow(ExpressionError);
    expect(() => assertBalanced('(a = :v', 'ConditionExpression')).toThrow(ExpressionError);
    expect(() => assertBalanced('(a = :v) AND (b <> :w)', 'ConditionExpression')).not.toThrow();
  });

  it('chooses a prefix used nowhere in the caller’s request', () => {
    const p = new Placeholders({ '#gw0_x': 'a' }, { ':v': { S: 'x' } }, ['SET #gw1_0 = :v']);
    expect(p.name('organizerId')).toBe('#gw2_0');
    expect(p.name('organizerId')).toBe('#gw2_0');
    expect(p.value({ S: 'me' })).toBe(':gw2_1');
    expect(p.members()).toEqual({
      ExpressionAttributeNames: { '#gw0_x': 'a', '#gw2_0': 'organizerId' },
      ExpressionAttributeValues: { ':v': { S: 'x' }, ':gw2_1': { S: 'me' } },
    });
  });
});
