import { describe, expect, it } from 'vitest';
import { aggregateText, legScoreText, tieNeedsPenalties, tieOutcome } from './knockout-ties';

describe('tieOutcome: one match', () => {
  it('more goals win, extra time included; a level score goes to the shoot-out', () => {
    expect(tieOutcome([{ homeGoals: 2, awayGoals: 1 }])).toEqual({ homeGoals: 2, awayGoals: 1, homePenalties: null, awayPenalties: null, winnerSide: 'home', decidedBy: 'goals' });
    expect(tieOutcome([{ homeGoals: 3, awayGoals: 3, afterExtraTime: true, homePenalties: 4, awayPenalties: 2 }])).toMatchObject({ winnerSide: 'home', decidedBy: 'penalties', homePenalties: 4, awayPenalties: 2 });
    expect(tieOutcome([{ homeGoals: 1, awayGoals: 1 }]).winnerSide).toBeUndefined();
    expect(tieOutcome([{}])).toEqual({ homeGoals: null, awayGoals: null, homePenalties: null, awayPenalties: null });
  });
});

describe('tieOutcome: two legs', () => {
  // First leg at the tie's home side, second at its away side.
  it('adds up both legs; undecided until the second leg has a score', () => {
    expect(tieOutcome([{ homeGoals: 2, awayGoals: 0 }, {}])).toEqual({ homeGoals: 2, awayGoals: 0, homePenalties: null, awayPenalties: null });
    expect(tieOutcome([{ homeGoals: 2, awayGoals: 0 }, { homeGoals: 1, awayGoals: 0 }])).toMatchObject({ homeGoals: 2, awayGoals: 1, winnerSide: 'home', decidedBy: 'goals' });
    expect(tieOutcome([{ homeGoals: 0, awayGoals: 1 }, { homeGoals: 3, awayGoals: 1 }])).toMatchObject({ homeGoals: 1, awayGoals: 4, winnerSide: 'away', decidedBy: 'goals' });
  });

  it('decides a level aggregate on away goals only with the option on (off by default)', () => {
    // 1–2 at home, 1–0 away: 2–2 on aggregate, the home side scored 1 away goal, the away side 2.
    const legs = [
      { homeGoals: 1, awayGoals: 2 },
      { homeGoals: 0, awayGoals: 1 },
    ];
    expect(tieOutcome(legs, { awayGoals: true })).toMatchObject({ homeGoals: 2, awayGoals: 2, winnerSide: 'away', decidedBy: 'away-goals' });
    expect(tieOutcome(legs).winnerSide).toBeUndefined();
    expect(tieNeedsPenalties(legs)).toBe(true);
    expect(tieNeedsPenalties(legs, { awayGoals: true })).toBe(false);
  });

  it('goes to the shoot-out on the second leg when still level, even when that leg’s own score is not level', () => {
    // 2–1, then 3–2 for the other side after extra time: 4–4, away goals 2 v 1 but the option is off.
    const legs = [
      { homeGoals: 2, awayGoals: 1 },
      { homeGoals: 3, awayGoals: 2, afterExtraTime: true, homePenalties: 5, awayPenalties: 4 },
    ];
    expect(tieOutcome(legs)).toMatchObject({ homeGoals: 4, awayGoals: 4, homePenalties: 4, awayPenalties: 5, winnerSide: 'away', decidedBy: 'penalties' });
    expect(tieNeedsPenalties(legs)).toBe(true);
    expect(tieNeedsPenalties([legs[0]!])).toBe(false);
    expect(tieNeedsPenalties([legs[0]!, {}])).toBe(false);
  });
});

describe('score texts', () => {
  it('prints a leg with a.e.t. and the shoot-out, and a two-legged aggregate', () => {
    expect(legScoreText({ homeGoals: 3, awayGoals: 3, afterExtraTime: true, homePenalties: 4, awayPenalties: 2 })).toBe('3–3 a.e.t. (4–2 pens)');
    expect(legScoreText({ homeGoals: 2, awayGoals: 1, afterExtraTime: true })).toBe('2–1 a.e.t.');
    expect(legScoreText({ homeGoals: 2, awayGoals: 1, homePenalties: 4, awayPenalties: 2 })).toBe('2–1');
    expect(legScoreText({ homeGoals: null, awayGoals: 1 })).toBeNull();
    const legs = [
      { homeGoals: 1, awayGoals: 2 },
      { homeGoals: 0, awayGoals: 1 },
    ];
    expect(aggregateText(tieOutcome(legs, { awayGoals: true }), 2)).toBe('Agg. 2–2, away goals');
    expect(aggregateText(tieOutcome([legs[0]!, { homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 }]), 2)).toBe('Agg. 2–3');
    expect(aggregateText(tieOutcome([{ homeGoals: 1, awayGoals: 0 }, { homeGoals: 1, awayGoals: 0, homePenalties: 3, awayPenalties: 4 }]), 2)).toBe('Agg. 1–1, 4–3 pens');
    expect(aggregateText(tieOutcome([legs[0]!]), 1)).toBeNull();
  });
});
