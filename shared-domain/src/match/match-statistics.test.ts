import { describe, expect, it } from 'vitest';
import { createEmptyTeamStatistics, parseStatisticInput } from './match-statistics';

describe('match statistics (spec §3, §5, §9)', () => {
  it('shows 50% possession by default', () => {
    expect(createEmptyTeamStatistics().possession).toBe(50);
  });

  it('starts every count at 0', () => {
    expect(createEmptyTeamStatistics()).toEqual({ shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0, possession: 50 });
  });

  it.each([
    { text: '7', expected: 7 },
    { text: '0', expected: 0 },
    { text: '-3', expected: 0 },
    { text: '', expected: 0 },
    { text: 'abc', expected: 0 },
    { text: '2.8', expected: 2 },
  ])('statistic input "$text" → $expected (minimum 0)', ({ text, expected }) => {
    expect(parseStatisticInput(text)).toBe(expected);
  });
});
