import { describe, expect, it } from 'vitest';
import type { BracketRound } from './entities';
import {
  DEFAULT_PLAYOFF_QUALIFIERS,
  PLAYOFF_QUALIFIER_OPTIONS,
  applyResultsToBracket,
  buildPlayoffBracket,
  normalizePlayoffQualifiers,
  resolveBracket,
  selectQualifiers,
} from './playoff-bracket';
import { isByeMatch } from './playoff-placeholders';
import { idSource } from '../../test/id-source';
import { bracketShape } from '../../test/bracket-shape';

describe('playoff qualifiers (spec §9)', () => {
  it('offers 2, 4 and 8, default 4', () => {
    expect([...PLAYOFF_QUALIFIER_OPTIONS]).toEqual([2, 4, 8]);
    expect(DEFAULT_PLAYOFF_QUALIFIERS).toBe(4);
  });

  it.each([
    { value: 2, expected: 2 },
    { value: 4, expected: 4 },
    { value: 8, expected: 8 },
    { value: 3, expected: 4 },
    { value: 16, expected: 4 },
    { value: undefined, expected: 4 },
    { value: '8', expected: 4 },
  ])('normalizes $value to $expected', ({ value, expected }) => {
    expect(normalizePlayoffQualifiers(value)).toBe(expected);
  });

  it('takes the top N rows of the table', () => {
    const table = ['a', 'b', 'c', 'd', 'e'].map((teamId) => ({ teamId }));
    expect(selectQualifiers(table, 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(selectQualifiers(table, 8)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(selectQualifiers(table, 0)).toEqual([]);
  });
});

describe('playoff rounds = ceil(log2(qualifiers)) (spec §4)', () => {
  it.each([
    { n: 0, rounds: 0 },
    { n: 1, rounds: 0 },
    { n: 2, rounds: 1 },
    { n: 3, rounds: 2 },
    { n: 4, rounds: 2 },
    { n: 5, rounds: 3 },
    { n: 8, rounds: 3 },
    { n: 9, rounds: 4 },
    { n: 12, rounds: 4 },
    { n: 16, rounds: 4 },
    { n: 17, rounds: 5 },
  ])('$n qualifiers → $rounds rounds, and the bracket has that many', ({ n, rounds }) => {
    expect(buildPlayoffBracket(n, idSource('m'))).toHaveLength(rounds);
  });
});

describe('buildPlayoffBracket (spec §4)', () => {
  it('builds exactly the spec shape for 4 teams', () => {
    const bracket = buildPlayoffBracket(4, idSource('m'));
    expect(bracket).toEqual([
      {
        round: 0,
        matches: [
          { matchId: 'm1', homeTeamId: 'seed-1', awayTeamId: 'seed-4' },
          { matchId: 'm2', homeTeamId: 'seed-2', awayTeamId: 'seed-3' },
        ],
      },
      { round: 1, matches: [{ matchId: 'm3', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ]);
  });

  it.each([
    { n: 2, expected: [['seed-1 v seed-2']] },
    { n: 3, expected: [['seed-1 v seed-3', 'seed-2 v seed-2'], ['winner-1 v winner-2']] },
    { n: 5, expected: [['seed-1 v seed-5', 'seed-2 v seed-4', 'seed-3 v seed-3'], ['winner-1 v winner-3', 'winner-2 v winner-2'], ['winner-4 v winner-5']] },
    { n: 6, expected: [['seed-1 v seed-6', 'seed-2 v seed-5', 'seed-3 v seed-4'], ['winner-1 v winner-3', 'winner-2 v winner-2'], ['winner-4 v winner-5']] },
    {
      n: 8,
      expected: [['seed-1 v seed-8', 'seed-2 v seed-7', 'seed-3 v seed-6', 'seed-4 v seed-5'], ['winner-1 v winner-4', 'winner-2 v winner-3'], ['winner-5 v winner-6']],
    },
  ])('pairs seed-k with seed-(n−k+1), then winners best against worst, for $n teams', ({ n, expected }) => {
    expect(bracketShape(buildPlayoffBracket(n, idSource('m')))).toEqual(expected);
  });

  it('gives no bracket below 2 teams', () => {
    expect(buildPlayoffBracket(1, idSource('m'))).toEqual([]);
    expect(buildPlayoffBracket(0, idSource('m'))).toEqual([]);
    expect(buildPlayoffBracket(Number.NaN, idSource('m'))).toEqual([]);
  });

  it('sets the winner of a bye at once', () => {
    const bye = buildPlayoffBracket(3, idSource('m'))[0]?.matches[1];
    expect(bye).toEqual({ matchId: 'm2', homeTeamId: 'seed-2', awayTeamId: 'seed-2', winner: 'seed-2' });
  });

  it.each(Array.from({ length: 15 }, (_, i) => i + 2))('uses every seed exactly once in round 0 and ends with one final (%i teams)', (n) => {
    const bracket = buildPlayoffBracket(n, idSource('m'));
    const seeds = new Set(bracket[0]?.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
    expect(seeds.size).toBe(n);
    expect(bracket.at(-1)?.matches).toHaveLength(1);
    expect(bracket.flatMap((r) => r.matches).filter(isByeMatch).every((m) => m.winner === m.homeTeamId)).toBe(true);
  });
});

describe('bracket winners and resolution', () => {
  it.each([
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 1 }, expected: 'a' },
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 0, awayGoals: 3 }, expected: 'b' },
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 1 }, expected: undefined },
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 1, winner: 'b' }, expected: 'b' },
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'b' }, expected: undefined },
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 3, awayGoals: 0, winner: 'b' }, expected: 'a' },
    { match: { matchId: 'x', homeTeamId: 'a', awayTeamId: 'a' }, expected: 'a' },
  ])('winner of $match is $expected', ({ match, expected }) => {
    expect(resolveBracket([{ round: 0, matches: [match] }], [])[0]!.matches[0]!.winner).toBe(expected);
  });

  it('fills in seeds, then winners as results come in', () => {
    const bracket = buildPlayoffBracket(4, idSource('m'));
    const seeded = resolveBracket(bracket, ['A', 'B', 'C', 'D']);
    expect(bracketShape(seeded)).toEqual([['A v D', 'B v C'], ['winner-1 v winner-2']]);
    const played = applyResultsToBracket(seeded, [
      { id: 'm1', homeGoals: 0, awayGoals: 1 },
      { id: 'm2', homeGoals: 2, awayGoals: 0, dateISO: '2024-05-01' },
    ]);
    const resolved = resolveBracket(played, []);
    expect(bracketShape(resolved)).toEqual([['A v D', 'B v C'], ['D v B']]);
    expect(resolved[0]?.matches.map((m) => m.winner)).toEqual(['D', 'B']);
    expect(resolved[0]?.matches[1]?.dateISO).toBe('2024-05-01');
    // A corrected score moves the other team on.
    const corrected = resolveBracket(applyResultsToBracket(seeded, [{ id: 'm1', homeGoals: 3, awayGoals: 1 }]), []);
    expect(bracketShape(corrected)[1]).toEqual(['A v winner-2']);
  });

  it('advances a bye entrant without a game', () => {
    const resolved = resolveBracket(buildPlayoffBracket(3, idSource('m')), ['A', 'B', 'C']);
    expect(bracketShape(resolved)).toEqual([['A v C', 'B v B'], ['winner-1 v B']]);
  });

  it('leaves seeds without a team as placeholders', () => {
    expect(bracketShape(resolveBracket(buildPlayoffBracket(4, idSource('m')), ['A', 'B']))[0]).toEqual(['A v seed-4', 'B v seed-3']);
  });

  it('does not mutate the bracket it resolves', () => {
    const bracket = buildPlayoffBracket(4, idSource('m'));
    const copy = JSON.parse(JSON.stringify(bracket)) as BracketRound[];
    resolveBracket(applyResultsToBracket(bracket, [{ id: 'm1', homeGoals: 1, awayGoals: 0 }]), ['A', 'B', 'C', 'D']);
    expect(bracket).toEqual(copy);
  });

  it('numbers matches round by round from 1', () => {
    const bracket = buildPlayoffBracket(8, idSource('m'));
    // winner-N names the Nth match counted round by round: the final pairs the winners of matches 5 and 6.
    expect(bracket.flatMap((r) => r.matches.map((m) => m.matchId))).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(bracket[2]?.matches[0]).toMatchObject({ homeTeamId: 'winner-5', awayTeamId: 'winner-6' });
  });
});
