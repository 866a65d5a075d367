import { describe, expect, it } from 'vitest';
import { isByeMatch, isPlaceholder, parsePlaceholder, seedPlaceholder, winnerPlaceholder } from './playoff-placeholders';

describe('seed-N and winner-N placeholders (spec §4)', () => {
  it('formats seeds and winners', () => {
    expect(seedPlaceholder(3)).toBe('seed-3');
    expect(winnerPlaceholder(12)).toBe('winner-12');
  });

  it.each([
    { id: 'seed-1', expected: { kind: 'seed', n: 1 } },
    { id: 'winner-15', expected: { kind: 'winner', n: 15 } },
    { id: 'seed-0', expected: null },
    { id: 'seed-01', expected: null },
    { id: 'seed-', expected: null },
    { id: 'Seed-1', expected: null },
    { id: 'team_1700000000000_abc', expected: null },
    { id: '', expected: null },
  ])('parses "$id" as $expected', ({ id, expected }) => {
    expect(parsePlaceholder(id)).toEqual(expected);
    expect(isPlaceholder(id)).toBe(expected !== null);
  });

  it.each([
    { match: { homeTeamId: 'seed-3', awayTeamId: 'seed-3' }, expected: true },
    { match: { homeTeamId: 'winner-1', awayTeamId: 'winner-1' }, expected: true },
    { match: { homeTeamId: 'seed-1', awayTeamId: 'seed-4' }, expected: false },
  ])('a match with the same placeholder on both sides is a bye: $match → $expected', ({ match, expected }) => {
    expect(isByeMatch(match)).toBe(expected);
  });
});
