import { describe, expect, it } from 'vitest';
import type { BracketRound } from '../playoffs/entities';
import { knockoutTeamIds, qualifiedTeamIds, seedingDiffersFromTable } from './qualified-teams';

const row = (teamId: string, played = 1) => ({ teamId, played });
const table = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => row(id));
const league = [{ isPlayoff: false }];
const started: BracketRound[] = [
  { round: 0, matches: [{ matchId: 's1', homeTeamId: 'a', awayTeamId: 'e' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
  { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
];
const lp = { format: { mode: 'league_playoff' as const, rounds: 1, playoffQualifiers: 4 } };

describe('qualifiedTeamIds', () => {
  it('marks nobody before any game is played', () => {
    expect(qualifiedTeamIds(lp, table.map((r) => row(r.teamId, 0)), league)).toEqual([]);
  });

  it('marks the top of the table by the format’s zone before the knockout starts', () => {
    expect(qualifiedTeamIds(lp, table, league)).toEqual(['a', 'b', 'c', 'd']);
    expect(qualifiedTeamIds({ format: { mode: 'swiss_elimination', rounds: 2 } }, table, league)).toEqual(['a', 'b', 'c', 'd']);
    expect(qualifiedTeamIds({ format: { mode: 'league', rounds: 1 } }, table, league)).toEqual([]);
  });

  it('marks exactly the teams in the knockout once it has started, whatever the table says now', () => {
    const withKnockout = [...league, { isPlayoff: true }];
    expect(qualifiedTeamIds({ ...lp, playoffBracket: started }, table, withKnockout)).toEqual(['a', 'e', 'b', 'c']);
  });

  it('marks the teams of the custom rounds once a custom game exists', () => {
    const custom = {
      format: {
        mode: 'league_custom_playoff' as const,
        rounds: 1,
        customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [{ roundNumber: 1, name: 'Semis', quantityOfGames: 2, matches: [
          { id: 'c1', homeTeamId: 'f', awayTeamId: 'a', isElimination: true },
          { id: 'c2', homeTeamId: 'b', awayTeamId: '', isElimination: true },
        ] }] },
      },
    };
    expect(knockoutTeamIds(custom, league)).toBeNull();
    expect(qualifiedTeamIds(custom, table, [...league, { isPlayoff: true }])).toEqual(['f', 'a', 'b']);
  });

  it('marks a custom playoff’s "Seed N" as the table’s Nth team now; "Winner of" adds nobody (issue 22)', () => {
    const custom = {
      format: {
        mode: 'league_custom_playoff' as const,
        rounds: 1,
        customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [
          { roundNumber: 1, name: 'Semis', quantityOfGames: 1, matches: [{ id: 'c1', homeTeamId: 'seed-3', awayTeamId: 'f', isElimination: true }] },
          { roundNumber: 2, name: 'Final', quantityOfGames: 1, matches: [{ id: 'c2', homeTeamId: 'winner-of:c1', awayTeamId: 'seed-1', isElimination: true }] },
        ] },
      },
    };
    expect(knockoutTeamIds(custom, [...league, { isPlayoff: true }])).toEqual(['f']);
    expect(qualifiedTeamIds(custom, table, [...league, { isPlayoff: true }])).toEqual(['f', 'c', 'a']);
  });
});

describe('seedingDiffersFromTable', () => {
  it('says when the table’s top no longer matches the seeded teams', () => {
    expect(seedingDiffersFromTable(['a', 'b', 'c', 'd'], table)).toBe(false);
    expect(seedingDiffersFromTable(['a', 'b', 'c', 'e'], table)).toBe(true);
    expect(seedingDiffersFromTable(null, table)).toBe(false);
  });
});
