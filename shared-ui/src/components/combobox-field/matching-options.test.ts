import { describe, expect, it } from 'vitest';
import { matchingOptions } from './matching-options';

const leagues = [
  { value: 'org_a', label: 'Albion Sunday League' },
  { value: 'org_r', label: 'Riverside League' },
  { value: 'org_c', label: 'City Youth Cup' },
];

describe('matchingOptions', () => {
  it.each([
    { query: null, expected: ['Albion Sunday League', 'Riverside League', 'City Youth Cup'] },
    { query: '   ', expected: ['Albion Sunday League', 'Riverside League', 'City Youth Cup'] },
    { query: ' LEAGUE ', expected: ['Albion Sunday League', 'Riverside League'] },
    { query: 'youth', expected: ['City Youth Cup'] },
    { query: 'zzz', expected: [] },
  ])('"$query" keeps $expected', ({ query, expected }) => {
    expect(matchingOptions(leagues, query).map((option) => option.label)).toEqual(expected);
  });
});
