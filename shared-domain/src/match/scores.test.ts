import { describe, expect, it } from 'vitest';
import { isGoalSet, isScored, parseScoreInput } from './scores';

describe('parseScoreInput: numeric text sets, empty unsets, non-numeric clears (spec §4, §5)', () => {
  it.each([
    { text: '0', expected: 0 },
    { text: '3', expected: 3 },
    { text: ' 12 ', expected: 12 },
    { text: '007', expected: 7 },
    { text: '', expected: null },
    { text: '   ', expected: null },
    { text: 'abc', expected: null },
    { text: '2a', expected: null },
    { text: '-1', expected: null },
    { text: '1.5', expected: null },
    { text: '1e3', expected: null },
    { text: '99999999999999999999', expected: null },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(parseScoreInput(text)).toBe(expected);
  });
});

describe('a goal counts only as a number ≥ 0 (spec §5)', () => {
  it.each([
    { v: 0, expected: true },
    { v: 5, expected: true },
    { v: -1, expected: false },
    { v: Number.NaN, expected: false },
    { v: Number.POSITIVE_INFINITY, expected: false },
    { v: null, expected: false },
    { v: undefined, expected: false },
    { v: '1', expected: false },
  ])('$v → $expected', ({ v, expected }) => {
    expect(isScored({ homeGoals: v as number, awayGoals: 0 })).toBe(expected);
    expect(isScored({ homeGoals: 0, awayGoals: v as number })).toBe(expected);
  });
});

describe('isScored: both goals set', () => {
  it.each([
    { match: { homeGoals: 0, awayGoals: 0 }, expected: true },
    { match: { homeGoals: 1 }, expected: false },
    { match: { awayGoals: 1 }, expected: false },
    { match: { homeGoals: null, awayGoals: 2 }, expected: false },
    { match: {}, expected: false },
  ])('$match → $expected', ({ match, expected }) => expect(isScored(match)).toBe(expected));

  it.each([
    { v: 0, expected: true },
    { v: null, expected: false },
    { v: undefined, expected: false },
  ])('isGoalSet($v) → $expected', ({ v, expected }) => expect(isGoalSet(v)).toBe(expected));
});
