import { describe, expect, it } from 'vitest';
import { buildPlayoffBracket } from './playoff-bracket';
import { flattenPlayoffMatches, startPlayoffs } from './playoff-matches';
import { generateRoundRobin } from '../league/round-robin';
import type { MatchLike } from '../league/standings';
import { idSource } from '../../test/id-source';

const owner = { tournamentId: 't1', organizerId: 'o1' };

describe('flattenPlayoffMatches (spec §4: byes are left out)', () => {
  it('turns every real bracket match into a playoff Match', () => {
    const matches = flattenPlayoffMatches(buildPlayoffBracket(4, idSource('m')), owner, 6);
    expect(matches).toEqual([
      { id: 'm1', ...owner, homeTeamId: 'seed-1', awayTeamId: 'seed-4', round: 7, isPlayoff: true, playoffRound: 0, playoffMatch: 0 },
      { id: 'm2', ...owner, homeTeamId: 'seed-2', awayTeamId: 'seed-3', round: 7, isPlayoff: true, playoffRound: 0, playoffMatch: 1 },
      { id: 'm3', ...owner, homeTeamId: 'winner-1', awayTeamId: 'winner-2', round: 8, isPlayoff: true, playoffRound: 1, playoffMatch: 0 },
    ]);
  });

  it('drops bye matches but keeps the index within the round', () => {
    const matches = flattenPlayoffMatches(buildPlayoffBracket(3, idSource('m')), owner);
    expect(matches.map((m) => [m.homeTeamId, m.awayTeamId, m.playoffRound, m.playoffMatch])).toEqual([
      ['seed-1', 'seed-3', 0, 0],
      ['winner-1', 'winner-2', 1, 0],
    ]);
  });

  it('copies a bracket date', () => {
    const [round] = buildPlayoffBracket(2, idSource('m'));
    const withDate = [{ round: 0, matches: [{ ...round!.matches[0]!, dateISO: '2024-06-01' }] }];
    expect(flattenPlayoffMatches(withDate, owner)[0]?.dateISO).toBe('2024-06-01');
  });
});

describe('startPlayoffs: End Championship & Start Playoffs (spec §4)', () => {
  const teams = ['a', 'b', 'c', 'd', 'e', 'f'];
  // Lower index wins every game, so the table is a, b, c, d, e, f.
  const league: (MatchLike & { round: number })[] = generateRoundRobin(teams, 1).map((f) => {
    const homeWins = teams.indexOf(f.homeTeamId) < teams.indexOf(f.awayTeamId);
    return { ...f, homeGoals: homeWins ? 1 : 0, awayGoals: homeWins ? 0 : 1 };
  });

  it('seeds the top 4 of the table: 1st v 4th, 2nd v 3rd, then the final', () => {
    const result = startPlayoffs({ ...owner, teamIds: teams, matches: league, qualifiers: 4, nextId: idSource('p') });
    expect(result?.qualifiedTeamIds).toEqual(['a', 'b', 'c', 'd']);
    expect(result?.matches.map((m) => [m.homeTeamId, m.awayTeamId, m.round, m.playoffRound])).toEqual([
      ['a', 'd', 6, 0],
      ['b', 'c', 6, 0],
      ['winner-1', 'winner-2', 7, 1],
    ]);
    expect(result?.bracket).toHaveLength(2);
  });

  it.each([
    { qualifiers: 2, expected: [['a', 'b']] },
    { qualifiers: 8, expected: [['a', 'f'], ['b', 'e'], ['c', 'd'], ['winner-1', 'winner-3'], ['winner-4', 'winner-5']] },
    { qualifiers: 5, expected: [['a', 'd'], ['b', 'c'], ['winner-1', 'winner-2']] },
  ])('qualifiers $qualifiers (capped by the number of teams, invalid means 4)', ({ qualifiers, expected }) => {
    const result = startPlayoffs({ ...owner, teamIds: teams, matches: league, qualifiers, nextId: idSource('p') });
    expect(result?.matches.map((m) => [m.homeTeamId, m.awayTeamId])).toEqual(expected);
  });

  it('is refused while a league match is unscored', () => {
    const unfinished = [...league.slice(1), { ...league[0]!, homeGoals: undefined }];
    expect(startPlayoffs({ ...owner, teamIds: teams, matches: unfinished, nextId: idSource('m') })).toBeNull();
  });

  it('is refused once playoff matches exist', () => {
    const withPlayoff = [...league, { homeTeamId: 'a', awayTeamId: 'b', isPlayoff: true, round: 6 }];
    expect(startPlayoffs({ ...owner, teamIds: teams, matches: withPlayoff, nextId: idSource('m') })).toBeNull();
  });

  it('is refused with fewer than 2 qualifying teams', () => {
    expect(startPlayoffs({ ...owner, teamIds: ['a'], matches: [{ homeTeamId: 'a', awayTeamId: 'x', homeGoals: 1, awayGoals: 0 }], nextId: idSource('m') })).toBeNull();
  });
});
