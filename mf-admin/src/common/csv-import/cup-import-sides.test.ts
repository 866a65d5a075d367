import { describe, expect, it } from 'vitest';
import type { Match, Tournament } from 'shared-domain';
import { planFixturesImport, readFixturesCsv } from 'shared-domain/csv';
import { twoGroupCup } from '../../testing/two-group-cup';
import { matchesForImport } from './cup-import-sides';

// Two groups of two, one leg; the winners of A and B meet the other group's runner-up in the semi-finals.
const cup: Pick<Tournament, 'format'> = { format: { mode: 'groups_knockout', groupsKnockout: twoGroupCup } };
const base = { tournamentId: 't', organizerId: 'o', round: 1 };
const groupA: Match = { ...base, id: 'ga', homeTeamId: 'alb', awayTeamId: 'aut', stage: 'group', group: 'A', homeGoals: 2, awayGoals: 0 };
const groupB: Match = { ...base, id: 'gb', homeTeamId: 'bel', awayTeamId: 'bul', stage: 'group', group: 'B' };
const ko = (id: string, playoffRound: number, homeTeamId: string, awayTeamId: string): Match => ({ ...base, id, round: 0, isPlayoff: true, stage: 'knockout', playoffRound, homeTeamId, awayTeamId });
const matches = [groupA, groupB, ko('s1', 0, 'group-A-1', 'group-B-2'), ko('s2', 0, 'group-B-1', 'group-A-2'), ko('f', 1, 'winner-1', 'winner-2')];
const teams = [
  { id: 'alb', name: 'Albania' },
  { id: 'aut', name: 'Austria' },
  { id: 'bel', name: 'Belgium' },
  { id: 'bul', name: 'Bulgaria' },
];

describe("a cup's knockout rows in a fixtures import (issue 24)", () => {
  it('name their games by the teams a complete group sends there; an incomplete group keeps its placeholder', () => {
    const sides = matchesForImport(cup, matches).map((m) => [m.id, m.homeTeamId, m.awayTeamId]);
    expect(sides).toContainEqual(['s1', 'alb', 'group-B-2']);
    expect(sides).toContainEqual(['s2', 'group-B-1', 'aut']);
  });

  it('import a semi-final by its teams once both groups are complete, writing its score only', () => {
    const played = [groupA, { ...groupB, homeGoals: 1, awayGoals: 0 }, ...matches.slice(2)];
    const rows = readFixturesCsv('round,date,time,home,away,homeGoals,awayGoals,group\n,,,Albania,Bulgaria,2,1,Semi-finals\n').rows;
    expect(planFixturesImport(rows, { teams, matches: matchesForImport(cup, played) })).toEqual({ updates: [{ line: 2, matchId: 's1', fields: { homeGoals: 2, awayGoals: 1 } }], unchanged: 0, problems: [] });
  });
});
