import { describe, expect, it } from 'vitest';
import { worldCupMatches } from '../../test/world-cup-2022';
import type { Match } from '../match/entities';
import { writeCsv } from './csv-table';
import { FIXTURES_CSV_COLUMNS, readFixturesCsv } from './fixtures-csv';
import { FIXTURES_CSV_CUP_COLUMNS } from './fixtures-cup-cells';
import { planFixturesImport } from './fixtures-import-plan';

// The whole FIFA World Cup 2022 (test-data/worldcup-2022.json) as one fixtures file of a Groups + Knockout
// cup: group matches named by their group, knockout matches by their round, extra time and shoot-outs in
// their own columns. The cup's matches are those a 32-team, 8-group cup stores before any result, with
// the knockout's teams as their group positions resolved them.
const KNOCKOUT_ROUNDS = ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'];
const teamNames = [...new Set(worldCupMatches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
const teams = teamNames.map((name) => ({ id: `team_${name.toLowerCase().replace(/\W+/g, '_')}`, name }));
const idOf = (name: string) => teams.find((t) => t.name === name)!.id;
const cupMatches: Match[] = worldCupMatches.map((m, i) => {
  const base = { id: `match_${i + 1}`, tournamentId: 't', organizerId: 'o', homeTeamId: idOf(m.homeTeamId), awayTeamId: idOf(m.awayTeamId), round: 1 };
  if (m.group) return { ...base, stage: 'group', group: m.group, round: Math.floor(i / 16) + 1 };
  if (m.stage === 'Match for third place') return { ...base, isPlayoff: true, stage: 'third_place', playoffRound: 3, playoffMatch: 0 };
  return { ...base, isPlayoff: true, stage: 'knockout', playoffRound: KNOCKOUT_ROUNDS.indexOf(m.stage), playoffMatch: 0 };
});

const HEADER = [...FIXTURES_CSV_COLUMNS, ...FIXTURES_CSV_CUP_COLUMNS];
const worldCupFile = writeCsv(
  HEADER,
  worldCupMatches.map((m, i) => [
    m.group ? Math.floor(i / 16) + 1 : '',
    '',
    '',
    m.homeTeamId,
    m.awayTeamId,
    m.homeGoals,
    m.awayGoals,
    m.group ? `Group ${m.group}` : m.stage,
    m.afterExtraTime ? 'yes' : '',
    m.homePenalties ?? '',
    m.awayPenalties ?? '',
  ]),
);

describe('a Groups + Knockout cup imported from a fixtures file (issue 24)', () => {
  it('reads the whole World Cup 2022 and plans every result: groups by letter, knockout rounds, the final 3–3 a.e.t. and 4–2 on penalties', () => {
    const read = readFixturesCsv(worldCupFile);
    expect(read.problems).toEqual([]);
    expect(read.rows).toHaveLength(64);
    const plan = planFixturesImport(read.rows, { teams, matches: cupMatches });
    expect(plan.problems).toEqual([]);
    expect(plan.updates).toHaveLength(64);
    const final = cupMatches.find((m) => m.stage === 'knockout' && m.playoffRound === 3)!;
    expect(plan.updates.find((u) => u.matchId === final.id)?.fields).toEqual({ homeGoals: 3, awayGoals: 3, afterExtraTime: true, homePenalties: 4, awayPenalties: 2 });
    const third = cupMatches.find((m) => m.stage === 'third_place')!;
    expect(plan.updates.find((u) => u.matchId === third.id)?.fields).toEqual({ homeGoals: 2, awayGoals: 1 });
    // A knockout row's round cell does not move its game; a group row's does (it is the matchday).
    expect(plan.updates.every((u) => !('round' in u.fields))).toBe(true);
  });

  it('imported again, the same file changes nothing', () => {
    const read = readFixturesCsv(worldCupFile);
    const first = planFixturesImport(read.rows, { teams, matches: cupMatches });
    const imported = cupMatches.map((m) => ({ ...m, ...(first.updates.find((u) => u.matchId === m.id)?.fields ?? {}) }) as Match);
    expect(planFixturesImport(read.rows, { teams, matches: imported })).toEqual({ updates: [], unchanged: 64, problems: [] });
  });

  it('a league file without the cup columns reads as before', () => {
    const read = readFixturesCsv('round,date,time,home,away,homeGoals,awayGoals\n1,,,Qatar,Ecuador,0,2\n');
    expect(read.rows).toEqual([{ line: 2, round: 1, date: null, time: null, home: 'Qatar', away: 'Ecuador', score: { home: '0', away: '2' } }]);
  });

  const file = (...rows: string[]) => ['round,date,time,home,away,homeGoals,awayGoals,group,extraTime,homePenalties,awayPenalties', ...rows].join('\n');

  it.each([
    ['a group that does not exist', '1,,,Qatar,Ecuador,0,2,Group Q,,,', 'group', 'Enter a group letter A to P ("A" or "Group A") or a knockout round: Round of 32, Round of 16, Quarter-finals, Semi-finals, Third place or Final.'],
    ['extra time in a group match', '1,,,Qatar,Ecuador,0,2,A,yes,,', 'extraTime', 'Only knockout matches go to extra time.'],
    ['extra time as a word it does not know', ',,,Argentina,France,3,3,Final,maybe,4,2', 'extraTime', 'Enter yes (the score is after extra time) or leave it empty.'],
    ['extra time without a score', ',,,Argentina,France,,,Final,yes,,', 'extraTime', 'Give the score after extra time.'],
    ['one side of a shoot-out', ',,,Argentina,France,3,3,Final,yes,4,', 'awayPenalties', 'Give both sides of the shoot-out or neither.'],
    ['a shoot-out in a group match', '1,,,Qatar,Ecuador,1,1,A,,4,2', 'homePenalties', 'Only knockout matches have a shoot-out.'],
    ['a shoot-out without a winner', ',,,Argentina,France,3,3,Final,yes,4,4', 'homePenalties', 'A shoot-out needs a winner.'],
    ['a shoot-out of negative goals', ',,,Argentina,France,3,3,Final,yes,-1,2', 'homePenalties', 'Penalties must be a whole number from 0 to 999.'],
  ])('refuses a row with %s, naming its column', (_what, line, column, reason) => {
    const read = readFixturesCsv(file(line));
    expect(read.rows).toEqual([]);
    expect(read.problems).toContainEqual({ line: 2, column, reason });
  });

  it.each([
    ['a group match in the wrong group', '1,,,Qatar,Ecuador,0,2,B,,,', 'home', 'This cup has no Group B match Qatar v Ecuador.'],
    ['a knockout match in the wrong round', ',,,Argentina,France,3,3,Semi-finals,yes,4,2', 'home', 'This cup has no Semi-finals match Argentina v France.'],
    ['home and away swapped in a round', ',,,France,Argentina,3,3,Final,yes,2,4', 'home', 'This cup has no Final match France v Argentina; it has Argentina v France. Are home and away swapped?'],
    ['a shoot-out after a score that is not level', ',,,Argentina,France,3,2,Final,yes,4,2', 'homePenalties', 'A shoot-out only follows a level score.'],
  ])('plans nothing for a row with %s, and says why', (_what, line, column, reason) => {
    const read = readFixturesCsv(file(line));
    expect(read.problems).toEqual([]);
    const plan = planFixturesImport(read.rows, { teams, matches: cupMatches });
    expect(plan.updates).toEqual([]);
    expect(plan.problems).toEqual([{ line: 2, column, reason }]);
  });

  it("a one-leg group game named the other way round is that game, its score read from the file's sides", () => {
    const qatarEcuador = cupMatches[0]!;
    const reversed = { ...qatarEcuador, homeTeamId: qatarEcuador.awayTeamId, awayTeamId: qatarEcuador.homeTeamId };
    const rows = readFixturesCsv(file('1,,,Qatar,Ecuador,0,2,A,,,')).rows;
    expect(planFixturesImport(rows, { teams, matches: [reversed] })).toEqual({ updates: [{ line: 2, matchId: reversed.id, fields: { homeGoals: 2, awayGoals: 0 } }], unchanged: 0, problems: [] });
    // Home and away tell two legs apart: there, a reversed row is still a question.
    const secondLeg = { ...qatarEcuador, id: 'leg2' };
    expect(planFixturesImport(rows, { teams, matches: [reversed, secondLeg] }).updates).toEqual([{ line: 2, matchId: 'leg2', fields: { homeGoals: 0, awayGoals: 2 } }]);
  });

  it('a new score that is no longer level clears a stored shoot-out, except in a second leg, whose shoot-out follows the aggregate', () => {
    const final = { ...cupMatches.find((m) => m.stage === 'knockout' && m.playoffRound === 3)!, homeGoals: 3, awayGoals: 3, homePenalties: 4, awayPenalties: 2 };
    const rows = readFixturesCsv(file(',,,Argentina,France,3,2,Final,,,')).rows;
    expect(planFixturesImport(rows, { teams, matches: [final] }).updates[0]?.fields).toEqual({ awayGoals: 2, homePenalties: null, awayPenalties: null });
    expect(planFixturesImport(rows, { teams, matches: [{ ...final, leg: 2 }] }).updates[0]?.fields).toEqual({ awayGoals: 2 });
  });
});
