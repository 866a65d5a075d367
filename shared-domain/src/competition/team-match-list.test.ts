import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { BracketRound } from '../playoffs/entities';
import type { Tournament } from './entities';
import { teamMatchList, teamSeasonMatches } from './team-match-list';

const tournament = (id: string, teamIds: string[], extra: Partial<Tournament> = {}): Tournament => ({
  id,
  name: `Cup ${id}`,
  format: { mode: 'league' },
  teamIds,
  organizerId: 'org',
  createdAtISO: '',
  visibility: 'public',
  ...extra,
});
const match = (tournamentId: string, id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId,
  organizerId: 'org',
  round: 1,
  homeTeamId: home,
  awayTeamId: away,
  ...extra,
});
const knockout = (tournamentId: string, id: string, playoffRound: number, playoffMatch: number, home: string, away: string, goals?: [number, number]): Match =>
  match(tournamentId, id, home, away, { isPlayoff: true, playoffRound, playoffMatch, round: 10 + playoffRound, ...(goals ? { homeGoals: goals[0], awayGoals: goals[1] } : {}) });

describe('teamSeasonMatches', () => {
  it("keeps the team's matches only, in stored order", () => {
    const spring = tournament('spring', ['r', 'b', 'c']);
    const matches = [match('spring', 'm1', 'r', 'b'), match('spring', 'm2', 'b', 'c'), match('spring', 'm3', 'c', 'r')];
    expect(teamSeasonMatches(spring, matches, 'r').map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(teamSeasonMatches(spring, matches, 'z')).toEqual([]);
  });

  it('puts the team in the playoff games its bracket has sent it to, with the sides decided, leaving the stored items alone', () => {
    const playoffBracket: BracketRound[] = [
      { round: 0, matches: [{ matchId: 's1', homeTeamId: 'r', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
      { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ];
    const cup = tournament('cup', ['r', 'b', 'c', 'd'], { format: { mode: 'league_playoff' }, playoffBracket });
    const matches = [knockout('cup', 's1', 0, 0, 'r', 'd', [2, 0]), knockout('cup', 's2', 0, 1, 'b', 'c'), knockout('cup', 'f', 1, 0, 'winner-1', 'winner-2')];
    expect(teamSeasonMatches(cup, matches, 'r').map((m) => [m.id, m.homeTeamId, m.awayTeamId])).toEqual([
      ['s1', 'r', 'd'],
      ['f', 'r', 'winner-2'],
    ]);
    expect(matches[2]!.homeTeamId).toBe('winner-1');
    expect(teamSeasonMatches(cup, matches, 'b').map((m) => m.id)).toEqual(['s2']);
  });
});

describe('teamMatchList', () => {
  it('lists every season’s matches newest kick-off first across tournaments, undated last, ties by tournament then id', () => {
    const spring = tournament('spring', []);
    const autumn = tournament('autumn', []);
    const list = teamMatchList([
      {
        tournament: spring,
        matches: [
          match('spring', 'm1', 'r', 'b', { dateISO: '2024-03-01' }),
          match('spring', 'm3', 'c', 'r', { dateISO: '2024-03-08', time: '18:00' }),
          match('spring', 'm4', 'r', 'c'),
        ],
      },
      { tournament: autumn, matches: [match('autumn', 'a1', 'b', 'r', { dateISO: '2024-03-08', time: '12:00' }), match('autumn', 'a2', 'r', 'b')] },
    ]);
    expect(list.map(({ tournament: t, match: m }) => `${t.id}/${m.id}`)).toEqual(['spring/m3', 'autumn/a1', 'spring/m1', 'autumn/a2', 'spring/m4']);
    expect(list[0]!.tournament).toBe(spring);
  });

  it('is empty without seasons or matches', () => {
    expect(teamMatchList([])).toEqual([]);
    expect(teamMatchList([{ tournament: tournament('t', []), matches: [] }])).toEqual([]);
  });
});
