import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { BracketRound } from '../playoffs/entities';
import type { TournamentFormat } from './entities';
import { mayHaveChampion, titlesWon, tournamentChampion } from './champion';

const match = (id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't',
  organizerId: 'o',
  round: 1,
  homeTeamId: home,
  awayTeamId: away,
  ...extra,
});
const knockout = (id: string, round: number, index: number, home: string, away: string, extra: Partial<Match> = {}) =>
  match(id, home, away, { isPlayoff: true, playoffRound: round, playoffMatch: index, round: 5 + round, ...extra });
const bracket: BracketRound[] = [
  { round: 0, matches: [{ matchId: 's1', homeTeamId: 'a', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
  { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
];
const cup = (format: Partial<TournamentFormat> = {}) => ({ format: { mode: 'league_playoff' as const, rounds: 1, ...format }, playoffBracket: bracket, teamIds: ['a', 'b', 'c', 'd'] });
const semis = [knockout('s1', 0, 0, 'a', 'd', { homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 }), knockout('s2', 0, 1, 'b', 'c', { homeGoals: 2, awayGoals: 0 })];

describe('tournamentChampion', () => {
  it("names no champion of a Groups + Knockout cup from the bracket rules of the other modes: its knockout is resolved by the groups-knockout entry (issue 24)", () => {
    const groupsKnockout = { groupCount: 2, groupLegs: 1 as const, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: false };
    const decided = [...semis, knockout('f', 1, 0, 'winner-1', 'winner-2', { homeGoals: 1, awayGoals: 0 })];
    expect(tournamentChampion({ ...cup({ mode: 'groups_knockout', groupsKnockout }), playoffBracket: undefined }, decided)).toBeNull();
  });

  it('is nobody until the final is decided', () => {
    expect(tournamentChampion(cup(), semis)).toBeNull();
    expect(tournamentChampion(cup(), [...semis, knockout('f', 1, 0, 'winner-1', 'winner-2', { homeGoals: 0, awayGoals: 0 })])).toBeNull();
  });

  it('is the winner of the final, on goals or on penalties, for both knockout formats', () => {
    const onGoals = [...semis, knockout('f', 1, 0, 'winner-1', 'winner-2', { homeGoals: 3, awayGoals: 1 })];
    expect(tournamentChampion(cup(), onGoals)).toBe('d');
    const onPens = [...semis, knockout('f', 1, 0, 'winner-1', 'winner-2', { homeGoals: 0, awayGoals: 0, homePenalties: 5, awayPenalties: 6 })];
    expect(tournamentChampion(cup({ mode: 'swiss_elimination' }), onPens)).toBe('b');
  });

  it('is the top of a plain league once every game has a score', () => {
    const league = { format: { mode: 'league' as const, rounds: 1 }, teamIds: ['a', 'b'] };
    expect(tournamentChampion(league, [match('m1', 'a', 'b')])).toBeNull();
    expect(tournamentChampion(league, [match('m1', 'a', 'b', { homeGoals: 0, awayGoals: 2 })])).toBe('b');
    expect(tournamentChampion(league, [])).toBeNull();
  });

  it('is the winner of a custom playoff’s last round when it is one game', () => {
    const config = (games: number) => ({
      playoffTeams: 4,
      enableBye: true,
      playoffRounds: [{ roundNumber: 1, name: 'Final', quantityOfGames: games, matches: Array.from({ length: games }, (_, i) => ({ id: `c${i}`, homeTeamId: 'a', awayTeamId: 'b', isElimination: true })) }],
    });
    const custom = (games: number) => ({ format: { mode: 'league_custom_playoff' as const, rounds: 1, customPlayoffConfig: config(games) }, teamIds: ['a', 'b'] });
    const decided = [knockout('c0', 0, 0, 'a', 'b', { homeGoals: 2, awayGoals: 2, homePenalties: 4, awayPenalties: 2 })];
    expect(tournamentChampion(custom(1), decided)).toBe('a');
    expect(tournamentChampion(custom(2), decided)).toBeNull();
    expect(tournamentChampion(custom(1), [knockout('c0', 0, 0, 'a', 'b')])).toBeNull();
  });
});

describe('titlesWon', () => {
  it('lists the tournaments a team won', () => {
    const won = { ...cup(), id: 'won' };
    const lost = { ...cup(), id: 'lost' };
    const final = (home: number, away: number) => knockout('f', 1, 0, 'winner-1', 'winner-2', { homeGoals: home, awayGoals: away });
    const seasons = [
      { tournament: won, matches: [...semis, final(2, 0)] },
      { tournament: lost, matches: [...semis, final(0, 2)] },
    ];
    expect(titlesWon('d', seasons).map((t) => t.id)).toEqual(['won']);
    expect(titlesWon('b', seasons).map((t) => t.id)).toEqual(['lost']);
    expect(titlesWon('a', seasons)).toEqual([]);
  });
});

describe('mayHaveChampion', () => {
  it('is true only where tournamentChampion could name someone', () => {
    expect(mayHaveChampion(cup())).toBe(true);
    expect(mayHaveChampion({ ...cup(), playoffBracket: [{ round: 0, matches: [{ matchId: 'f', homeTeamId: 'seed-1', awayTeamId: 'seed-2' }] }] })).toBe(false);
    expect(mayHaveChampion({ format: { mode: 'league', rounds: 1 }, teamIds: ['a', 'b'] })).toBe(true);
    expect(mayHaveChampion({ format: { mode: 'league', rounds: 1 }, teamIds: ['a'] })).toBe(false);
    const custom = (games: number) => ({
      format: { mode: 'league_custom_playoff' as const, rounds: 1, customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [{ roundNumber: 1, name: 'F', quantityOfGames: games, matches: Array.from({ length: games }, (_, i) => ({ id: `c${i}`, homeTeamId: 'a', awayTeamId: 'b', isElimination: true })) }] } },
      teamIds: ['a', 'b'],
    });
    expect(mayHaveChampion(custom(1))).toBe(true);
    expect(mayHaveChampion(custom(2))).toBe(false);
  });
});
