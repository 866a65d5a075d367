import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import season from '../../../test-data/premier-league-2022-23.json';
import type { Match, MatchStatus } from '../match/entities';
import { roundFromParam, roundSearch, seasonRounds, shownRounds } from './season-rounds';

type M = Pick<Match, 'round' | 'isPlayoff' | 'homeGoals' | 'awayGoals' | 'status'>;
const played = (round: number): M => ({ round, homeGoals: 1, awayGoals: 0 });
const open = (round: number): M => ({ round });
const postponed = (round: number): M => ({ round, status: 'postponed' });

/** The real season with results only up to `upTo` (rounds after it still to play). */
const premierLeagueAfter = (upTo: number): M[] =>
  season.matches.map((m) => (m.round <= upTo ? { round: m.round, homeGoals: m.homeGoals, awayGoals: m.awayGoals } : { round: m.round }));

describe('seasonRounds: the rounds a season page shows by default', () => {
  it('nothing played yet: the first round', () => {
    expect(seasonRounds([open(2), open(1), open(3)])).toEqual({ rounds: [1, 2, 3], byDefault: [1] });
  });

  it('the last played round complete: it and the next round', () => {
    expect(seasonRounds([played(1), played(1), open(2), open(3)]).byDefault).toEqual([1, 2]);
    expect(seasonRounds(premierLeagueAfter(30))).toEqual({ rounds: Array.from({ length: 38 }, (_, i) => i + 1), byDefault: [30, 31] });
  });

  it('the last played round partly played: the played round before it, and it', () => {
    expect(seasonRounds([played(1), played(2), open(2), open(3)]).byDefault).toEqual([1, 2]);
    // The first round under way: nothing before it.
    expect(seasonRounds([played(1), open(1), open(2)]).byDefault).toEqual([1]);
  });

  it('the season over: the last round alone', () => {
    const all = premierLeagueAfter(38);
    expect(seasonRounds(all).byDefault).toEqual([38]);
  });

  it('postponed and cancelled games hold up no round, and an old open game moves nothing', () => {
    // Round 2 complete but for a postponed game: round 3 is next.
    expect(seasonRounds([played(1), played(2), postponed(2), open(3)]).byDefault).toEqual([2, 3]);
    // Only postponed games left after round 2: the season page shows round 2 alone.
    expect(seasonRounds([played(1), played(2), { round: 3, status: 'cancelled' }]).byDefault).toEqual([2]);
    // A result never entered in round 1 does not pin the page to round 1.
    expect(seasonRounds([open(1), played(1), played(2), open(3)]).byDefault).toEqual([2, 3]);
    // A next round made only of postponed games is skipped for one with a game to play.
    expect(seasonRounds([played(1), postponed(2), open(3)]).byDefault).toEqual([1, 3]);
  });

  it('a game brought forward: the latest round with a result is the current one', () => {
    expect(seasonRounds([played(19), open(20), played(20), played(21), open(21)]).byDefault).toEqual([20, 21]);
  });

  it('leaves playoff games out, and a cup without league rounds shows no rounds (the bracket shows it)', () => {
    expect(seasonRounds([played(1), { round: 2, isPlayoff: true }])).toEqual({ rounds: [1], byDefault: [1] });
    expect(seasonRounds([{ round: 1, isPlayoff: true, homeGoals: 1, awayGoals: 0 }])).toEqual({ rounds: [], byDefault: [] });
  });

  it('reads a match without a usable round as round 1, as the fixtures list groups it', () => {
    expect(seasonRounds([{ homeGoals: 0, awayGoals: 0 } as M, { round: 0 } as M, open(2)]).rounds).toEqual([1, 2]);
  });

  const match = fc.record({
    round: fc.integer({ min: 1, max: 12 }),
    isPlayoff: fc.boolean(),
    score: fc.boolean(),
    status: fc.constantFrom<MatchStatus | undefined>(undefined, 'scheduled', 'postponed', 'cancelled'),
  }).map(({ round, isPlayoff, score, status }): M => ({ round, isPlayoff, ...(score ? { homeGoals: 2, awayGoals: 2 } : {}), ...(status ? { status } : {}) }));

  it('shows at most two rounds of the season, ascending, and one at least whenever it has rounds', () => {
    fc.assert(
      fc.property(fc.array(match, { maxLength: 60 }), (matches) => {
        const { rounds, byDefault } = seasonRounds(matches);
        expect(byDefault.every((r) => rounds.includes(r))).toBe(true);
        expect(byDefault.length).toBeLessThanOrEqual(2);
        expect(byDefault.length > 0).toBe(rounds.length > 0);
        expect([...byDefault].sort((a, b) => a - b)).toEqual(byDefault);
        expect(new Set(byDefault).size).toBe(byDefault.length);
      }),
    );
  });

  it('always shows the latest round with a result, and shows a later round only when it has a game to play', () => {
    fc.assert(
      fc.property(fc.array(match, { maxLength: 60 }), (matches) => {
        const league = matches.filter((m) => !m.isPlayoff);
        const withResult = league.filter((m) => m.homeGoals !== undefined).map((m) => m.round!);
        const { byDefault } = seasonRounds(matches);
        if (withResult.length === 0) return;
        const last = Math.max(...withResult);
        expect(byDefault).toContain(last);
        for (const later of byDefault.filter((r) => r > last)) {
          expect(league.some((m) => m.round === later && m.homeGoals === undefined && m.status !== 'postponed' && m.status !== 'cancelled')).toBe(true);
        }
      }),
    );
  });
});

describe('shownRounds', () => {
  const rounds = { rounds: [1, 2, 3], byDefault: [1, 2] };
  it('shows the round the address asks for, else the default ones', () => {
    expect(shownRounds(rounds, 3)).toEqual([3]);
    expect(shownRounds(rounds, 4)).toEqual([1, 2]);
    expect(shownRounds(rounds, null)).toEqual([1, 2]);
  });
});

describe('roundFromParam', () => {
  it.each([
    ['7', 7],
    [' 38 ', 38],
    ['007', 7],
    [null, null],
    [undefined, null],
    ['', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e2', null],
    ['abc', null],
    ['12abc', null],
    ['99999', null],
  ])('%j → %j', (value, expected) => {
    expect(roundFromParam(value)).toBe(expected);
  });

  it('reads back every round address it is given', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9999 }), (round) => roundFromParam(new URLSearchParams(roundSearch(round)).get('round')) === round));
  });
});
