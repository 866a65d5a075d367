import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import { competitionChampion } from './cup-champion';

const groups = [
  { letter: 'A', teamIds: ['alb', 'aut'] },
  { letter: 'B', teamIds: ['bel', 'bul'] },
];
const cup = (finalLegs: string[], awayGoals = false): Tournament => ({
  id: 'c',
  name: 'Cup',
  format: {
    mode: 'groups_knockout',
    groupsKnockout: {
      groupCount: 2,
      groupLegs: 1,
      qualifiersPerGroup: 1,
      knockoutLegs: [finalLegs.length as 1 | 2],
      awayGoals,
      thirdPlaceMatch: false,
      groups,
      knockout: { rounds: [[{ number: 1, home: 'group-A-1', away: 'group-B-1', matchIds: finalLegs }]] },
    },
  },
  teamIds: ['alb', 'aut', 'bel', 'bul'],
  organizerId: 'o',
  createdAtISO: '2024-01-01T00:00:00.000Z',
});
const game = (id: string, homeTeamId: string, awayTeamId: string, homeGoals: number, awayGoals: number, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 'c',
  organizerId: 'o',
  round: 1,
  homeTeamId,
  awayTeamId,
  homeGoals,
  awayGoals,
  ...extra,
});
// Albania win Group A, Belgium Group B: they meet in the final.
const groupGames = [game('ga', 'alb', 'aut', 1, 0, { stage: 'group', group: 'A' }), game('gb', 'bel', 'bul', 2, 0, { stage: 'group', group: 'B' })];
const final = (id: string, home: string, away: string, homeGoals: number, awayGoals: number, extra: Partial<Match> = {}) =>
  game(id, home, away, homeGoals, awayGoals, { isPlayoff: true, stage: 'knockout', playoffRound: 0, round: 0, ...extra });

describe('competitionChampion: a cup names its champion (issue 24)', () => {
  it('is the winner of a one-match final after extra time and penalties, and nobody before', () => {
    expect(competitionChampion(cup(['f']), groupGames)).toBeNull();
    const onPens = final('f', 'alb', 'bel', 3, 3, { afterExtraTime: true, homePenalties: 2, awayPenalties: 4 });
    expect(competitionChampion(cup(['f']), [...groupGames, onPens])).toBe('bel');
  });

  it('is the winner of a two-legged final on aggregate, or on away goals with the option on', () => {
    const legs = [final('f1', 'alb', 'bel', 1, 2), final('f2', 'bel', 'alb', 0, 1)];
    expect(competitionChampion(cup(['f1', 'f2']), [...groupGames, ...legs])).toBeNull();
    expect(competitionChampion(cup(['f1', 'f2'], true), [...groupGames, ...legs])).toBe('bel');
    expect(competitionChampion(cup(['f1', 'f2']), [...groupGames, legs[0]!, final('f2', 'bel', 'alb', 0, 2)])).toBe('alb');
  });

  it('is tournamentChampion for the other formats', () => {
    const league: Tournament = { ...cup(['f']), format: { mode: 'league', rounds: 1 }, teamIds: ['alb', 'aut'] };
    expect(competitionChampion(league, [game('l', 'alb', 'aut', 0, 1)])).toBe('aut');
  });
});
