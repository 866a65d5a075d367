import { describe, expect, it } from 'vitest';
import { isOneOf } from './is-one-of';

describe('isOneOf', () => {
  const sizes = [2, 4, 8] as const;
  it.each([
    { value: 4, expected: true },
    { value: 5, expected: false },
    { value: '4', expected: false },
    { value: null, expected: false },
    { value: undefined, expected: false },
  ])('$value in [2, 4, 8]: $expected', ({ value, expected }) => expect(isOneOf(sizes, value)).toBe(expected));

  it('narrows the value to the options', () => {
    const value: unknown = 8;
    const size: 2 | 4 | 8 = isOneOf(sizes, value) ? value : 2;
    expect(size).toBe(8);
  });

  it('finds nothing in an empty list', () => expect(isOneOf([], 'x')).toBe(false));
});
