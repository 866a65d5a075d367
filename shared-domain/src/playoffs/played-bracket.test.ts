import { describe, expect, it } from 'vitest';
import type { BracketRound } from './entities';
import { playedBracket, type PlayoffMatchLike } from './played-bracket';

const playoffMatch = (id: string, playoffRound: number | undefined, playoffMatch: number | undefined, home: string, away: string, goals?: [number, number]): PlayoffMatchLike => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  isPlayoff: true,
  playoffRound,
  playoffMatch,
  ...(goals ? { homeGoals: goals[0], awayGoals: goals[1] } : {}),
});

const stored: BracketRound[] = [
  { round: 0, matches: [{ matchId: 's1', homeTeamId: 'a', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
  { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
];
const semisAndFinal = [
  playoffMatch('s1', 0, 0, 'a', 'd', [2, 0]),
  playoffMatch('s2', 0, 1, 'b', 'c', [0, 1]),
  playoffMatch('f', 1, 0, 'winner-1', 'winner-2'),
];

describe('playedBracket', () => {
  it('has nothing to show without playoff matches', () => {
    const league = { ...playoffMatch('m1', undefined, undefined, 'a', 'b'), isPlayoff: false };
    expect(playedBracket(stored, [league])).toEqual({ source: [], resolved: [], playoff: [] });
  });

  it('uses the stored bracket when it holds every playoff match, and lets scores fill in the final', () => {
    const { source, resolved, playoff } = playedBracket(stored, semisAndFinal);
    expect(source).toBe(stored);
    expect(playoff).toHaveLength(3);
    expect(resolved[1]?.matches[0]).toMatchObject({ matchId: 'f', homeTeamId: 'a', awayTeamId: 'c' });
    // The stored bracket itself keeps its placeholders.
    expect(stored[1]?.matches[0]?.homeTeamId).toBe('winner-1');
  });

  it('reads the bracket back from the match items when the stored one does not hold them', () => {
    const { source } = playedBracket(stored.slice(0, 1), semisAndFinal);
    expect(source.map((r) => r.matches.map((m) => m.matchId))).toEqual([['s1', 's2'], ['f']]);
  });

  it('orders read-back matches by round, then place, then id; an unusable round counts as the first', () => {
    const matches = [
      playoffMatch('z', 1, 0, 'x', 'y'),
      playoffMatch('b', 0, 1, 'c', 'd'),
      playoffMatch('c', -1, 0, 'e', 'f'),
      playoffMatch('a', 0.5, 0, 'g', 'h'),
    ];
    const { source } = playedBracket(undefined, matches);
    expect(source.map((r) => [r.round, r.matches.map((m) => m.matchId)])).toEqual([
      [0, ['a', 'c', 'b']],
      [1, ['z']],
    ]);
  });
});
