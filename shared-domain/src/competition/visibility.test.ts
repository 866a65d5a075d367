import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIBILITY, isPublicVisibility, toggleVisibility } from './visibility';

describe('isPublicVisibility: anything other than private counts as public (spec §3)', () => {
  it.each([
    { v: 'private', expected: false },
    { v: 'public', expected: true },
    { v: undefined, expected: true },
    { v: null, expected: true },
    { v: '', expected: true },
    { v: 'Private', expected: true },
  ])('$v → $expected', ({ v, expected }) => {
    expect(isPublicVisibility(v)).toBe(expected);
  });
});

describe('visibility toggle and default (spec §4)', () => {
  it('creates tournaments private', () => expect(DEFAULT_VISIBILITY).toBe('private'));
  it.each([
    { v: 'private', expected: 'public' },
    { v: 'public', expected: 'private' },
    { v: undefined, expected: 'private' },
  ])('toggles $v to $expected', ({ v, expected }) => {
    expect(toggleVisibility(v)).toBe(expected);
  });
});
