import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../match/entities';
import { applyMatchPatch } from '../match/match-patch';
import { scorePairChange, type ScorePairText } from './score-pair';

const SCORE_PAIR_MESSAGES = {
  homeMissing: 'Enter the home goals too: a score is saved once both sides are entered.',
  awayMissing: 'Enter the away goals too: a score is saved once both sides are entered.',
  penaltiesMissing: 'Enter both sides of the shoot-out: it is saved once both are entered.',
  shootOutUndecided: 'A shoot-out needs a winner.',
};
const SCORE_LOCKED_MESSAGES = {
  postponed: 'A postponed match takes no score. Give it a new date first.',
  cancelled: 'A cancelled match takes no score.',
};

const typed = (homeGoals: string, awayGoals: string, homePenalties = '', awayPenalties = ''): ScorePairText => ({ homeGoals, awayGoals, homePenalties, awayPenalties });

describe('a score is one value (issue 22)', () => {
  it('saves both goals in one write once both are entered', () => {
    expect(scorePairChange({}, typed('0', '1'), false)).toEqual({ kind: 'save', fields: { homeGoals: 0, awayGoals: 1 } });
  });

  it('writes both goals even when one side is unchanged, so the pair is never mixed with another edit', () => {
    expect(scorePairChange({ homeGoals: 3, awayGoals: 0 }, typed('3', '1'), false)).toEqual({ kind: 'save', fields: { homeGoals: 3, awayGoals: 1 } });
  });

  it('clears the result when both are emptied', () => {
    expect(scorePairChange({ homeGoals: 3, awayGoals: 0 }, typed('', ''), false)).toEqual({ kind: 'save', fields: { homeGoals: null, awayGoals: null } });
  });

  it.each([
    { why: 'the away goals missing', stored: {}, text: typed('2', ''), field: 'awayGoals', message: SCORE_PAIR_MESSAGES.awayMissing },
    { why: 'the home goals missing', stored: { homeGoals: 3, awayGoals: 0 }, text: typed('', '1'), field: 'homeGoals', message: SCORE_PAIR_MESSAGES.homeMissing },
    { why: 'text that is not a number', stored: {}, text: typed('2x', '1'), field: 'homeGoals', message: 'Goals must be a whole number from 0 to 999.' },
  ])('refuses a pair with $why, naming what is missing', ({ stored, text, field, message }) => {
    expect(scorePairChange(stored, text, false)).toEqual({ kind: 'refused', field, message });
  });

  it('saves nothing when the text means what is stored', () => {
    expect(scorePairChange({ homeGoals: 3, awayGoals: 0 }, typed('3', ' 0 '), false)).toEqual({ kind: 'unchanged' });
    expect(scorePairChange({}, typed('', ''), false)).toEqual({ kind: 'unchanged' });
  });

  it.each(['postponed', 'cancelled'] as const)('refuses a score on a %s match, but lets a stored one be cleared', (status) => {
    expect(scorePairChange({ status }, typed('1', '0'), false)).toEqual({ kind: 'refused', field: 'homeGoals', message: SCORE_LOCKED_MESSAGES[status] });
    expect(scorePairChange({ status, homeGoals: 1, awayGoals: 0 }, typed('', ''), false)).toEqual({ kind: 'save', fields: { homeGoals: null, awayGoals: null } });
  });
});

describe('the shoot-out of a level knockout game goes with its score (issue 22)', () => {
  it('saves a level score with its decided shoot-out in one write', () => {
    expect(scorePairChange({}, typed('1', '1', '4', '3'), true)).toEqual({ kind: 'save', fields: { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 } });
  });

  it('refuses an undecided shoot-out: it needs a winner', () => {
    expect(scorePairChange({}, typed('1', '1', '4', '4'), true)).toEqual({ kind: 'refused', field: 'homePenalties', message: SCORE_PAIR_MESSAGES.shootOutUndecided });
  });

  it('refuses one side of a shoot-out alone', () => {
    expect(scorePairChange({}, typed('1', '1', '', '3'), true)).toEqual({ kind: 'refused', field: 'homePenalties', message: SCORE_PAIR_MESSAGES.penaltiesMissing });
  });

  it('saves a level score whose shoot-out is still to come', () => {
    expect(scorePairChange({}, typed('2', '2'), true)).toEqual({ kind: 'save', fields: { homeGoals: 2, awayGoals: 2 } });
  });

  it('drops a stored shoot-out once the score is not level, and ignores its hidden text', () => {
    const stored = { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 };
    expect(scorePairChange(stored, typed('2', '1', '4', '4'), true)).toEqual({ kind: 'save', fields: { homeGoals: 2, awayGoals: 1, homePenalties: null, awayPenalties: null } });
  });
});

describe('property: a typed pair is stored whole or not at all (issue 22)', () => {
  const count = fc.option(fc.nat({ max: 12 }), { nil: undefined });
  const stored = fc.record({
    homeGoals: count,
    awayGoals: count,
    homePenalties: count,
    awayPenalties: count,
    status: fc.option(fc.constantFrom<MatchStatus>('scheduled', 'live', 'finished', 'postponed', 'cancelled'), { nil: undefined }),
  });
  const text = fc.oneof(fc.constant(''), fc.nat({ max: 12 }).map(String), fc.constantFrom('x', '-1', '2.5'));
  const pair = fc.record({ homeGoals: text, awayGoals: text, homePenalties: text, awayPenalties: text });
  const goalsOf = (m: { homeGoals?: number | null; awayGoals?: number | null }) => [m.homeGoals ?? null, m.awayGoals ?? null];
  const typedGoals = (t: ScorePairText) => [t.homeGoals === '' ? null : Number(t.homeGoals), t.awayGoals === '' ? null : Number(t.awayGoals)];

  it('whether confirmed, declined or refused, the stored goals are the old pair or the typed pair, never a mix', () => {
    fc.assert(
      fc.property(stored, pair, fc.boolean(), fc.boolean(), (match, text, knockout, confirmed) => {
        const change = scorePairChange(match, text, knockout);
        // A declined confirmation, a refusal and "unchanged" all store nothing.
        const after = change.kind === 'save' && confirmed ? applyMatchPatch(match, change.fields) : match;
        const result = goalsOf(after);
        const isOld = JSON.stringify(result) === JSON.stringify(goalsOf(match));
        const isTyped = JSON.stringify(result) === JSON.stringify(typedGoals(text));
        expect(isOld || isTyped).toBe(true);
        // One side alone is never stored by a save.
        if (change.kind === 'save') expect(change.fields.homeGoals === null).toBe(change.fields.awayGoals === null);
      }),
    );
  });

  it('a saved knockout result is never a level shoot-out', () => {
    fc.assert(
      fc.property(stored, pair, (match, text) => {
        const change = scorePairChange(match, text, true);
        if (change.kind !== 'save') return;
        const after = applyMatchPatch(match, change.fields);
        if (after.homePenalties != null && after.awayPenalties != null && after.homeGoals === after.awayGoals) {
          expect(after.homePenalties).not.toBe(after.awayPenalties);
        }
      }),
    );
  });
});
