import { describe, expect, it } from 'vitest';
import { canStartPlayoffs, playoffSectionState } from './league-completion';

const scored = { homeGoals: 1, awayGoals: 0 };
const unscored = {};
const playoff = { isPlayoff: true };

describe('league completeness (spec §4): the playoffs may start once every league match is scored', () => {
  it.each([
    { why: 'no matches is not complete', matches: [], expected: false },
    { why: 'every league match scored is complete', matches: [scored, { homeGoals: 0, awayGoals: 0 }], expected: true },
    { why: 'one unscored league match is not complete', matches: [scored, unscored], expected: false },
    { why: 'one goal missing is not complete', matches: [scored, { homeGoals: 2, awayGoals: null }], expected: false },
    { why: 'a match marked not playoff counts as league', matches: [{ ...unscored, isPlayoff: false }], expected: false },
  ])('$why', ({ matches, expected }) => {
    expect(playoffSectionState(matches)).toBe(expected ? 'ready-to-start' : 'league-in-progress');
  });
});

describe('playoff section state and the Start Playoffs button (spec §2, §4)', () => {
  it.each([
    { why: 'league still running', matches: [scored, unscored], state: 'league-in-progress', canStart: false },
    { why: 'no matches at all', matches: [], state: 'league-in-progress', canStart: false },
    { why: 'league complete, no playoffs yet', matches: [scored], state: 'ready-to-start', canStart: true },
    { why: 'playoffs already exist', matches: [scored, playoff], state: 'playoffs-started', canStart: false },
    { why: 'only playoff matches', matches: [{ ...scored, isPlayoff: true }], state: 'playoffs-started', canStart: false },
    { why: 'playoffs exist while the league is unfinished', matches: [unscored, playoff], state: 'playoffs-started', canStart: false },
  ])('$why → $state', ({ matches, state, canStart }) => {
    expect(playoffSectionState(matches)).toBe(state);
    expect(canStartPlayoffs(matches)).toBe(canStart);
  });
});
