import { describe, expect, it } from 'vitest';
import { customScoreChange } from './custom-game-score';

const CUSTOM_SCORE_INCOMPLETE = { goals: 'Enter both sides’ goals to save the score.', penalties: 'Enter both sides’ penalties to save the shoot-out.' };

const drafts = (homeGoals: string, awayGoals: string, homePenalties = '', awayPenalties = '') => ({ homeGoals, awayGoals, homePenalties, awayPenalties });

describe('customScoreChange: a score is one value (issue 22)', () => {
  it.each([
    { name: 'one side typed waits for the other', d: drafts('2', ''), stored: {}, elim: false, expected: { kind: 'incomplete', message: CUSTOM_SCORE_INCOMPLETE.goals } },
    { name: 'both sides save together', d: drafts('2', '1'), stored: {}, elim: false, expected: { kind: 'save', fields: { homeGoals: 2, awayGoals: 1, homePenalties: null, awayPenalties: null } } },
    { name: 'the stored score is unchanged', d: drafts('2', '1'), stored: { homeGoals: 2, awayGoals: 1 }, elim: true, expected: { kind: 'unchanged' } },
    { name: 'both emptied clear the score', d: drafts('', ''), stored: { homeGoals: 2, awayGoals: 1 }, elim: false, expected: { kind: 'save', fields: { homeGoals: null, awayGoals: null, homePenalties: null, awayPenalties: null } } },
    { name: 'a level elimination game takes its shoot-out', d: drafts('1', '1', '4', '3'), stored: {}, elim: true, expected: { kind: 'save', fields: { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 } } },
    { name: 'half a shoot-out waits', d: drafts('1', '1', '4', ''), stored: { homeGoals: 1, awayGoals: 1 }, elim: true, expected: { kind: 'incomplete', message: CUSTOM_SCORE_INCOMPLETE.penalties } },
    { name: 'a plain game keeps no shoot-out', d: drafts('1', '1', '4', '3'), stored: {}, elim: false, expected: { kind: 'save', fields: { homeGoals: 1, awayGoals: 1, homePenalties: null, awayPenalties: null } } },
    { name: 'a score no longer level drops the shoot-out', d: drafts('2', '1', '4', '3'), stored: { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }, elim: true, expected: { kind: 'save', fields: { homeGoals: 2, awayGoals: 1, homePenalties: null, awayPenalties: null } } },
  ])('$name', ({ d, stored, elim, expected }) => expect(customScoreChange(d, stored, elim)).toEqual(expected));

  it('refuses text that is not a whole number and saves nothing', () => {
    expect(customScoreChange(drafts('x', '1'), {}, false).kind).toBe('invalid');
  });
});
