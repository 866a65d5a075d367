import { describe, expect, it } from 'vitest';
import { roundPages } from './round-pages';

const rounds = (games: number[]) => games.map((size, i) => ({ round: i + 1, games: size }));

describe('roundPages', () => {
  it.each([
    ['no rounds: no pages', [], 100, []],
    ['10 teams, 2 legs (18 rounds of 5 = 90 games): one page', Array(18).fill(5), 100, [Array.from({ length: 18 }, (_, i) => i + 1)]],
    ['exactly the limit stays on one page', [50, 50], 100, [[1, 2]]],
    ['one game over the limit starts a page', [50, 51], 100, [[1], [2]]],
    ['64 teams (rounds of 32): three rounds a page', [32, 32, 32, 32, 32, 32, 32], 100, [[1, 2, 3], [4, 5, 6], [7]]],
    ['a round above the limit is a page of its own, never split', [10, 150, 10], 100, [[1], [2], [3]]],
  ])('%s', (_name, sizes, max, expected) => {
    expect(roundPages(rounds(sizes), max)).toEqual(expected);
  });

  it('keeps the given round numbers, gaps included', () => {
    expect(roundPages([{ round: 2, games: 60 }, { round: 5, games: 30 }, { round: 9, games: 20 }], 100)).toEqual([[2, 5], [9]]);
  });

  it('puts every round on exactly one page, in order, for a 64-team double round robin', () => {
    const pages = roundPages(rounds(Array(126).fill(32)));
    expect(pages).toHaveLength(42);
    expect(pages.flat()).toEqual(Array.from({ length: 126 }, (_, i) => i + 1));
  });
});
