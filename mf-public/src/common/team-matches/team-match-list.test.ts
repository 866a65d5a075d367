import type { BracketRound } from 'shared-domain';
import { describe, expect, it } from 'vitest';
import { testMatch, testPlayoffMatch, testTournament } from '../../testing/public-test-data';
import { teamMatchList } from './team-match-list';

const ids = (list: ReturnType<typeof teamMatchList>) => list.map(({ tournament, match }) => `${tournament.id}/${match.id}`);

describe('teamMatchList', () => {
  it("keeps the team's matches only, newest kick-off first across tournaments, undated last", () => {
    const spring = testTournament('spring', ['r', 'b', 'c']);
    const autumn = testTournament('autumn', ['r', 'b']);
    const list = teamMatchList(
      [
        {
          tournament: spring,
          matches: [
            testMatch('spring', 'm1', 1, 'r', 'b', [1, 0], { dateISO: '2024-03-01' }),
            testMatch('spring', 'm2', 1, 'b', 'c', [2, 2], { dateISO: '2024-03-02' }),
            testMatch('spring', 'm3', 2, 'c', 'r', undefined, { dateISO: '2024-03-08', time: '18:00' }),
            testMatch('spring', 'm4', 3, 'r', 'c'),
          ],
        },
        {
          tournament: autumn,
          matches: [testMatch('autumn', 'a1', 1, 'b', 'r', [0, 1], { dateISO: '2024-03-08', time: '12:00' }), testMatch('autumn', 'a2', 1, 'r', 'b')],
        },
      ],
      'r',
    );
    expect(ids(list)).toEqual(['spring/m3', 'autumn/a1', 'spring/m1', 'autumn/a2', 'spring/m4']);
    expect(list[0]!.tournament).toBe(spring);
  });

  it('puts the team in the playoff games its bracket has sent it to, with the sides decided', () => {
    const playoffBracket: BracketRound[] = [
      { round: 0, matches: [{ matchId: 's1', homeTeamId: 'r', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
      { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ];
    const cup = testTournament('cup', ['r', 'b', 'c', 'd'], { format: { mode: 'league_playoff' }, playoffBracket });
    const matches = [testPlayoffMatch('cup', 's1', 0, 0, 'r', 'd', [2, 0]), testPlayoffMatch('cup', 's2', 0, 1, 'b', 'c'), testPlayoffMatch('cup', 'f', 1, 0, 'winner-1', 'winner-2')];
    const list = teamMatchList([{ tournament: cup, matches }], 'r');
    expect(list.map(({ match }) => [match.id, match.homeTeamId, match.awayTeamId])).toEqual([
      ['f', 'r', 'winner-2'],
      ['s1', 'r', 'd'],
    ]);
    // The stored items are not changed.
    expect(matches[2]!.homeTeamId).toBe('winner-1');
    expect(ids(teamMatchList([{ tournament: cup, matches }], 'b'))).toEqual(['cup/s2']);
  });

  it('is empty for a team without matches', () => {
    expect(teamMatchList([{ tournament: testTournament('t', ['r']), matches: [testMatch('t', 'm', 1, 'b', 'c')] }], 'r')).toEqual([]);
    expect(teamMatchList([], 'r')).toEqual([]);
  });
});
