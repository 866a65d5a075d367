import { describe, expect, it } from 'vitest';
import { stripUndefined } from './partial-update';

describe('updates ignore fields whose value is undefined (spec §5)', () => {
  it.each([
    { input: { name: 'Cup', logo: undefined }, expected: { name: 'Cup' } },
    { input: { homeGoals: null, awayGoals: 0 }, expected: { homeGoals: null, awayGoals: 0 } },
    { input: { a: undefined }, expected: {} },
    { input: {}, expected: {} },
    { input: { flag: false, text: '' }, expected: { flag: false, text: '' } },
  ])('$input → $expected', ({ input, expected }) => {
    const out = stripUndefined(input);
    expect(out).toEqual(expected);
    expect(Object.keys(out)).toEqual(Object.keys(expected));
  });

  it('does not change its input', () => {
    const input = { a: 1, b: undefined };
    stripUndefined(input);
    expect(Object.keys(input)).toEqual(['a', 'b']);
  });
});
