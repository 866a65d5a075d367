import { describe, expect, it } from 'vitest';
import type { BracketRound } from './entities';
import { buildPlayoffBracket } from './playoff-bracket';
import { isStartedPlayoffBracket, planPlayoffStart } from './playoff-start';
import { generateRoundRobin } from '../league/round-robin';
import type { MatchLike } from '../league/standings';
import { idSource } from '../../test/id-source';

const owner = { tournamentId: 't1', organizerId: 'o1' };
const teams = ['a', 'b', 'c', 'd', 'e'];
// Lower index wins every game: the table is a, b, c, d, e.
const league: (MatchLike & { round: number })[] = generateRoundRobin(teams, 1).map((f) => {
  const homeWins = teams.indexOf(f.homeTeamId) < teams.indexOf(f.awayTeamId);
  return { ...f, homeGoals: homeWins ? 2 : 0, awayGoals: homeWins ? 0 : 2 };
});
const lastRound = Math.max(...league.map((m) => m.round));

describe('isStartedPlayoffBracket', () => {
  it.each([
    { name: 'no bracket', bracket: undefined, expected: false },
    { name: 'an empty bracket', bracket: [], expected: false },
    { name: 'the seed bracket saved at creation', bracket: buildPlayoffBracket(4, idSource('s')), expected: false },
    {
      name: 'a bracket with teams and winner placeholders',
      bracket: [
        { round: 0, matches: [{ matchId: 'm1', homeTeamId: 'a', awayTeamId: 'd' }, { matchId: 'm2', homeTeamId: 'b', awayTeamId: 'c' }] },
        { round: 1, matches: [{ matchId: 'm3', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
      ] satisfies BracketRound[],
      expected: true,
    },
  ])('$name → $expected', ({ bracket, expected }) => expect(isStartedPlayoffBracket(bracket)).toBe(expected));
});

describe('planPlayoffStart (spec §4, safe to repeat)', () => {
  it('draws the bracket from the table the first time (best seed v worst)', () => {
    const result = planPlayoffStart({ ...owner, teamIds: teams, matches: league, qualifiers: 4, nextId: idSource('p'), storedBracket: undefined });
    expect(result?.qualifiedTeamIds).toEqual(['a', 'b', 'c', 'd']);
    expect(result?.matches.map((m) => [m.homeTeamId, m.awayTeamId, m.playoffRound, m.round])).toEqual([
      ['a', 'd', 0, lastRound + 1],
      ['b', 'c', 0, lastRound + 1],
      ['winner-1', 'winner-2', 1, lastRound + 2],
    ]);
  });

  it('ignores the seed bracket saved at creation', () => {
    const seedBracket = buildPlayoffBracket(4, idSource('s'));
    const result = planPlayoffStart({ ...owner, teamIds: teams, matches: league, qualifiers: 4, nextId: idSource('p'), storedBracket: seedBracket });
    expect(result?.matches.map((m) => m.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('rebuilds the same matches (same ids) from a bracket an earlier start stored', () => {
    const first = planPlayoffStart({ ...owner, teamIds: teams, matches: league, qualifiers: 4, nextId: idSource('p') });
    const again = planPlayoffStart({ ...owner, teamIds: teams, matches: league, qualifiers: 4, nextId: idSource('q'), storedBracket: first!.bracket });
    expect(again?.matches).toEqual(first?.matches);
    expect(again?.qualifiedTeamIds).toEqual(['a', 'd', 'b', 'c']);
  });

  it.each([
    { name: 'the league is not complete', matches: [...league.slice(1), { ...league[0]!, homeGoals: null }] },
    { name: 'playoff matches exist', matches: [...league, { homeTeamId: 'a', awayTeamId: 'b', isPlayoff: true, round: 9 }] },
    { name: 'there is no league match', matches: [] },
  ])('refuses when $name', ({ matches }) => {
    expect(planPlayoffStart({ ...owner, teamIds: teams, matches, qualifiers: 4, nextId: idSource('p') })).toBeNull();
  });
});
