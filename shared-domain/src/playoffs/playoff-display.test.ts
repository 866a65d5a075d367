import { describe, expect, it } from 'vitest';
import type { BracketRound } from './entities';
import type { PlayoffMatchLike } from './played-bracket';
import { playoffRoundsForDisplay, winningSide } from './playoff-display';
import { placeholderLabel } from './playoff-placeholders';

const semis: BracketRound[] = [
  { round: 0, matches: [{ matchId: 'm1', homeTeamId: 'a', awayTeamId: 'd' }, { matchId: 'm2', homeTeamId: 'b', awayTeamId: 'c' }] },
  { round: 1, matches: [{ matchId: 'm3', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
];
const semiMatches: PlayoffMatchLike[] = [
  { id: 'm1', homeTeamId: 'a', awayTeamId: 'd', isPlayoff: true, playoffRound: 0, playoffMatch: 0 },
  { id: 'm2', homeTeamId: 'b', awayTeamId: 'c', isPlayoff: true, playoffRound: 0, playoffMatch: 1 },
  { id: 'm3', homeTeamId: 'winner-1', awayTeamId: 'winner-2', isPlayoff: true, playoffRound: 1, playoffMatch: 0 },
];

describe('placeholderLabel', () => {
  it.each([
    { p: { kind: 'seed' as const, n: 1 }, expected: 'Seed 1' },
    { p: { kind: 'winner' as const, n: 2 }, expected: 'Winner of match 2' },
  ])('$p → $expected', ({ p, expected }) => expect(placeholderLabel(p)).toBe(expected));
});

describe('playoffRoundsForDisplay (spec §2 playoff rounds)', () => {
  it('shows nothing before any playoff match exists, even with a stored seed bracket', () => {
    expect(playoffRoundsForDisplay(semis, [{ id: 'x', homeTeamId: 'a', awayTeamId: 'b' }])).toEqual([]);
  });

  it('names the rounds and keeps undecided winners as placeholders', () => {
    const rounds = playoffRoundsForDisplay(semis, semiMatches);
    expect(rounds.map((r) => r.name)).toEqual(['1/2 Final', 'Final']);
    expect(rounds[0]?.entries.map((e) => [e.number, e.home, e.away])).toEqual([
      [1, { kind: 'team', teamId: 'a' }, { kind: 'team', teamId: 'd' }],
      [2, { kind: 'team', teamId: 'b' }, { kind: 'team', teamId: 'c' }],
    ]);
    expect(rounds[1]?.entries[0]).toMatchObject({ matchId: 'm3', home: { kind: 'winner', n: 1 }, away: { kind: 'winner', n: 2 }, bye: false });
  });

  it('moves winners on from the scores', () => {
    const scored = semiMatches.map((m) => (m.id === 'm1' ? { ...m, homeGoals: 0, awayGoals: 2 } : m));
    const rounds = playoffRoundsForDisplay(semis, scored);
    expect(rounds[0]?.entries[0]?.winnerTeamId).toBe('d');
    expect(winningSide(rounds[0]!.entries[0]!)).toBe('away');
    expect(rounds[1]?.entries[0]?.home).toEqual({ kind: 'team', teamId: 'd', from: { kind: 'winner', n: 1 } });
    expect(rounds[1]?.entries[0]?.away).toEqual({ kind: 'winner', n: 2 });
    expect(winningSide(rounds[1]!.entries[0]!)).toBeUndefined();
  });

  it('a draw decides nothing', () => {
    const drawn = semiMatches.map((m) => (m.id === 'm2' ? { ...m, homeGoals: 1, awayGoals: 1 } : m));
    expect(playoffRoundsForDisplay(semis, drawn)[0]?.entries[1]?.winnerTeamId).toBeUndefined();
  });

  it('shows a bye of the stored bracket as BYE, advancing its team at once', () => {
    const bracket: BracketRound[] = [
      { round: 0, matches: [{ matchId: 'm1', homeTeamId: 'a', awayTeamId: 'c' }, { matchId: 'm2', homeTeamId: 'b', awayTeamId: 'b', winner: 'b' }] },
      { round: 1, matches: [{ matchId: 'm3', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ];
    const matches: PlayoffMatchLike[] = [
      { id: 'm1', homeTeamId: 'a', awayTeamId: 'c', isPlayoff: true, playoffRound: 0, playoffMatch: 0 },
      { id: 'm3', homeTeamId: 'winner-1', awayTeamId: 'winner-2', isPlayoff: true, playoffRound: 1, playoffMatch: 0 },
    ];
    const rounds = playoffRoundsForDisplay(bracket, matches);
    expect(rounds[0]?.entries[1]).toEqual({ matchId: 'm2', number: 2, home: { kind: 'team', teamId: 'b' }, away: { kind: 'bye' }, bye: true, winnerTeamId: 'b' });
    expect(rounds[1]?.entries[0]?.away).toEqual({ kind: 'team', teamId: 'b', from: { kind: 'winner', n: 2 } });
  });

  it('reads the rounds back from the matches when no matching bracket is stored', () => {
    const rounds = playoffRoundsForDisplay(undefined, [...semiMatches].reverse());
    expect(rounds.map((r) => [r.name, r.entries.map((e) => e.matchId)])).toEqual([
      ['1/2 Final', ['m1', 'm2']],
      ['Final', ['m3']],
    ]);
  });
});
