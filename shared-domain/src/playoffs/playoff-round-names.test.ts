import { describe, expect, it } from 'vitest';
import { playoffRoundName } from './playoff-round-names';

describe('playoff round names (spec §4)', () => {
  it.each([
    { total: 1, names: ['Final'] },
    { total: 2, names: ['1/2 Final', 'Final'] },
    { total: 3, names: ['1/4 Final', '1/2 Final', 'Final'] },
    { total: 4, names: ['1/8 Final', '1/4 Final', '1/2 Final', 'Final'] },
    { total: 5, names: ['Round 1', '1/8 Final', '1/4 Final', '1/2 Final', 'Final'] },
    { total: 6, names: ['Round 1', 'Round 2', '1/8 Final', '1/4 Final', '1/2 Final', 'Final'] },
    { total: 0, names: [] },
  ])('$total rounds are named $names', ({ total, names }) => {
    expect(Array.from({ length: total }, (_, i) => playoffRoundName(i, total))).toEqual(names);
  });

  it('names a round outside the bracket "Round N"', () => {
    expect(playoffRoundName(3, 2)).toBe('Round 4');
  });
});
