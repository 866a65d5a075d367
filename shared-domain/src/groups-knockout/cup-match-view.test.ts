import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import { publicMatchView } from '../competition/public-match-view';
import type { Match } from '../match/entities';
import { cupMatchView } from './cup-match-view';

const knockout = {
  rounds: [
    [
      { number: 1, home: 'group-A-1', away: 'group-B-2', matchIds: ['s1'] },
      { number: 2, home: 'group-B-1', away: 'group-A-2', matchIds: ['s2'] },
    ],
    [{ number: 3, home: 'winner-1', away: 'winner-2', matchIds: ['f'] }],
  ],
  thirdPlace: { number: 4, home: 'loser-1', away: 'loser-2', matchIds: ['t'] },
};
const cup: Tournament = {
  id: 'c',
  name: 'Cup',
  format: { mode: 'groups_knockout', groupsKnockout: { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: true, knockout } },
  teamIds: ['alb', 'aut', 'bel', 'bul'],
  organizerId: 'o',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  visibility: 'public',
};
const game = (id: string, homeTeamId: string, awayTeamId: string, extra: Partial<Match>): Match => ({ id, tournamentId: 'c', organizerId: 'o', homeTeamId, awayTeamId, round: 0, ...extra });
const teams = [{ id: 'alb', name: 'Albania', colors: [], organizerId: 'o', createdAtISO: '', players: [] }];
const view = (match: Match) => {
  const plain = publicMatchView({ tournament: cup, match, teams, tournamentMatches: [match] });
  return plain && cupMatchView(plain, cup, match);
};

describe('cupMatchView: a cup game named as its cup names it (issue 24)', () => {
  it('names the knockout round, the third-place match and the undecided sides by their place', () => {
    const semi = view(game('s1', 'alb', 'group-B-2', { isPlayoff: true, stage: 'knockout', playoffRound: 0 }));
    expect([semi?.roundLabel, semi?.home.name, semi?.away.name]).toEqual(['Semi-finals', 'Albania', 'Runner-up Group B']);
    const third = view(game('t', 'loser-1', 'loser-2', { isPlayoff: true, stage: 'third_place', playoffRound: 1 }));
    expect([third?.roundLabel, third?.home.name]).toEqual(['Third place', 'Loser match 1']);
    const final = view(game('f', 'alb', 'winner-2', { isPlayoff: true, stage: 'knockout', playoffRound: 1, homeGoals: 3, awayGoals: 3, afterExtraTime: true }));
    expect([final?.roundLabel, final?.match.afterExtraTime]).toEqual(['Final', true]);
  });

  it('puts a group game’s group before its matchday, and leaves other games as they are', () => {
    expect(view(game('g', 'alb', 'aut', { round: 1, stage: 'group', group: 'A' }))?.roundLabel).toBe('Group A · Tour 1');
    const league = game('l', 'alb', 'aut', { round: 2 });
    const plain = publicMatchView({ tournament: { ...cup, format: { mode: 'league', rounds: 2 } }, match: league, teams });
    expect(plain && cupMatchView(plain, cup, league)).toEqual(plain);
  });
});
