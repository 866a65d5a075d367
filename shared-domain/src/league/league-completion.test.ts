import { describe, expect, it } from 'vitest';
import { canStartPlayoffs, hasPlayoffMatches, isLeagueComplete, playoffSectionState } from './league-completion';

const scored = { homeGoals: 1, awayGoals: 0 };
const unscored = {};
const playoff = { isPlayoff: true };

describe('league completeness (spec §4)', () => {
  it.each([
    { why: 'no matches is not complete', matches: [], expected: false },
    { why: 'only playoff matches is not complete', matches: [{ ...scored, isPlayoff: true }], expected: false },
    { why: 'every league match scored is complete', matches: [scored, { homeGoals: 0, awayGoals: 0 }], expected: true },
    { why: 'one unscored league match is not complete', matches: [scored, unscored], expected: false },
    { why: 'one goal missing is not complete', matches: [scored, { homeGoals: 2, awayGoals: null }], expected: false },
    { why: 'unscored playoff matches do not matter', matches: [scored, playoff], expected: true },
  ])('$why', ({ matches, expected }) => {
    expect(isLeagueComplete(matches)).toBe(expected);
  });
});

describe('playoff section state and the Start Playoffs button (spec §2, §4)', () => {
  it.each([
    { why: 'league still running', matches: [scored, unscored], state: 'league-in-progress', canStart: false },
    { why: 'no matches at all', matches: [], state: 'league-in-progress', canStart: false },
    { why: 'league complete, no playoffs yet', matches: [scored], state: 'ready-to-start', canStart: true },
    { why: 'playoffs already exist', matches: [scored, playoff], state: 'playoffs-started', canStart: false },
  ])('$why → $state', ({ matches, state, canStart }) => {
    expect(playoffSectionState(matches)).toBe(state);
    expect(canStartPlayoffs(matches)).toBe(canStart);
  });

  it('detects playoff matches', () => {
    expect(hasPlayoffMatches([scored])).toBe(false);
    expect(hasPlayoffMatches([scored, playoff])).toBe(true);
  });
});
