import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GoalEvent, MatchSide } from './entities';
import { goalScoreMismatch, goalScoreMismatchText, scoreFromGoals, scoreOfferAfterGoalChange, storedScoreText } from './goal-events';

const goal = (id: string, team: MatchSide, type: GoalEvent['type'] = 'goal'): GoalEvent => ({ id, team, playerId: 'p', minute: 10, type, goalNumber: 1 });

describe('goals and the score agree (issue 22)', () => {
  it('counts each goal for the side credited with it, an own goal included', () => {
    expect(scoreFromGoals([goal('g1', 'home'), goal('g2', 'home', 'own_goal'), goal('g3', 'away', 'penalty')])).toEqual({ homeGoals: 2, awayGoals: 1 });
  });

  it('three goal events beside a 2–2 score are a mismatch, naming the score the goals make', () => {
    const goals = [goal('g1', 'home'), goal('g2', 'home'), goal('g3', 'away')];
    expect(goalScoreMismatch({ homeGoals: 2, awayGoals: 2, goals })).toEqual({ homeGoals: 2, awayGoals: 1 });
    expect(goalScoreMismatch({ homeGoals: 2, awayGoals: 1, goals })).toBeNull();
  });

  it('a score without goal events is no mismatch; goal events without a score are one', () => {
    expect(goalScoreMismatch({ homeGoals: 3, awayGoals: 0 })).toBeNull();
    expect(goalScoreMismatch({ goals: [goal('g1', 'away')] })).toEqual({ homeGoals: 0, awayGoals: 1 });
  });

  it('offers the goals’ score after an add or a delete only when the stored score says otherwise', () => {
    expect(scoreOfferAfterGoalChange({ homeGoals: 0, awayGoals: 0 }, [goal('g1', 'home')])).toEqual({ homeGoals: 1, awayGoals: 0 });
    expect(scoreOfferAfterGoalChange({ homeGoals: 1, awayGoals: 0 }, [goal('g1', 'home')])).toBeNull();
    expect(scoreOfferAfterGoalChange({ homeGoals: 1, awayGoals: 0 }, [])).toEqual({ homeGoals: 0, awayGoals: 0 });
  });

  it('property: accepting the offer leaves no mismatch; declining it leaves one exactly when there was an offer and goals remain', () => {
    const side = fc.constantFrom<MatchSide>('home', 'away');
    const type = fc.constantFrom<GoalEvent['type']>('goal', 'penalty', 'own_goal');
    const goals = fc.array(fc.tuple(side, type), { maxLength: 12 }).map((list) => list.map(([team, kind], i) => goal(`g${i}`, team, kind)));
    const score = fc.option(fc.nat(15), { nil: undefined });
    fc.assert(
      fc.property(goals, score, score, (after, homeGoals, awayGoals) => {
        const match = { homeGoals, awayGoals };
        const offer = scoreOfferAfterGoalChange(match, after);
        if (offer) expect(goalScoreMismatch({ ...offer, goals: after })).toBeNull();
        const declined = goalScoreMismatch({ ...match, goals: after });
        expect(declined !== null).toBe(offer !== null && after.length > 0);
      }),
    );
  });
});

describe('the mismatch in words (issue 22)', () => {
  it('names the score the goals make and the stored one, or that none is entered', () => {
    expect(goalScoreMismatchText({ homeGoals: 3, awayGoals: 2 }, { homeGoals: 2, awayGoals: 2 }, 'Arsenal', 'Brentford')).toBe(
      'The goals recorded make Arsenal 3–2 Brentford, but the score is 2–2.',
    );
    expect(goalScoreMismatchText({ homeGoals: 0, awayGoals: 1 }, {}, 'Arsenal', 'Brentford')).toBe('The goals recorded make Arsenal 0–1 Brentford, but no score is entered.');
    expect(storedScoreText({ homeGoals: 1, awayGoals: 0 })).toBe('1–0');
    expect(storedScoreText({ homeGoals: 1 })).toBe('not entered');
  });
});
