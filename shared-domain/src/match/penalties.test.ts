import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knockoutScoreText, knockoutWinnerSide, needsPenalties, penaltiesText, withPenaltiesRule } from './penalties';

describe('knockout results with a penalty shoot-out', () => {
  it('asks for penalties only when a scored game is level', () => {
    expect(needsPenalties({ homeGoals: 1, awayGoals: 1 })).toBe(true);
    expect(needsPenalties({ homeGoals: 0, awayGoals: 0 })).toBe(true);
    expect(needsPenalties({ homeGoals: 2, awayGoals: 1 })).toBe(false);
    expect(needsPenalties({ homeGoals: 1 })).toBe(false);
  });

  it('decides by goals first, then by the shoot-out of a level game', () => {
    expect(knockoutWinnerSide({ homeGoals: 3, awayGoals: 1 })).toBe('home');
    expect(knockoutWinnerSide({ homeGoals: 0, awayGoals: 1 })).toBe('away');
    expect(knockoutWinnerSide({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 })).toBe('home');
    expect(knockoutWinnerSide({ homeGoals: 1, awayGoals: 1, homePenalties: 2, awayPenalties: 4 })).toBe('away');
  });

  it('has no winner while level without a decided shoot-out', () => {
    expect(knockoutWinnerSide({ homeGoals: 1, awayGoals: 1 })).toBeUndefined();
    expect(knockoutWinnerSide({ homeGoals: 1, awayGoals: 1, homePenalties: 4 })).toBeUndefined();
    expect(knockoutWinnerSide({ homeGoals: 1, awayGoals: 1, homePenalties: 5, awayPenalties: 5 })).toBeUndefined();
    expect(knockoutWinnerSide({})).toBeUndefined();
  });

  it('ignores penalties of a game that is not level', () => {
    expect(knockoutWinnerSide({ homeGoals: 2, awayGoals: 1, homePenalties: 0, awayPenalties: 5 })).toBe('home');
    expect(penaltiesText({ homeGoals: 2, awayGoals: 1, homePenalties: 0, awayPenalties: 5 })).toBeNull();
  });

  it('prints a decided shoot-out after the score', () => {
    expect(knockoutScoreText({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 })).toBe('1–1 (4–3 pens)');
    expect(knockoutScoreText({ homeGoals: 2, awayGoals: 1 })).toBe('2–1');
    expect(knockoutScoreText({ homeGoals: 1, awayGoals: 1 })).toBe('1–1');
    expect(knockoutScoreText({ homeGoals: 1 })).toBeNull();
  });

  it('drops a stored shoot-out when a score edit makes the game not level, and keeps it otherwise', () => {
    const decided = { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 };
    expect(withPenaltiesRule({ homeGoals: 2 }, decided)).toEqual({ homeGoals: 2, homePenalties: null, awayPenalties: null });
    expect(withPenaltiesRule({ awayGoals: null }, decided)).toEqual({ awayGoals: null, homePenalties: null, awayPenalties: null });
    expect(withPenaltiesRule({ homeGoals: 1 }, decided)).toEqual({ homeGoals: 1 });
    expect(withPenaltiesRule({ homeGoals: 2 }, { homeGoals: 1, awayGoals: 1 })).toEqual({ homeGoals: 2 });
  });

  it('always has a winner once a level game has different shoot-out counts, and it is symmetric', () => {
    const count = fc.integer({ min: 0, max: 30 });
    fc.assert(
      fc.property(count, count, count, count, (hg, ag, hp, ap) => {
        const side = knockoutWinnerSide({ homeGoals: hg, awayGoals: ag, homePenalties: hp, awayPenalties: ap });
        const mirrored = knockoutWinnerSide({ homeGoals: ag, awayGoals: hg, homePenalties: ap, awayPenalties: hp });
        const decided = hg !== ag || hp !== ap;
        expect(side !== undefined).toBe(decided);
        if (side) expect(mirrored).toBe(side === 'home' ? 'away' : 'home');
      }),
    );
  });
});
