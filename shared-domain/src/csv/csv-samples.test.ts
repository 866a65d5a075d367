import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import { csvSample } from './csv-samples';
import { readFixturesCsv } from './fixtures-csv';
import { planFixturesImport } from './fixtures-import-plan';
import { planTeamsImport } from './teams-import-plan';
import { readTeamsCsv } from './teams-csv';

describe('csvSample: the files the import panels offer', () => {
  it('the teams sample has the exact header and imports as it is', () => {
    const { fileName, text } = csvSample('teams');
    expect(fileName).toBe('teams-sample.csv');
    expect(text.split('\r\n')[0]).toBe('team,firstName,lastName,number,position,dateOfBirth');
    const read = readTeamsCsv(text);
    expect(read.problems).toEqual([]);
    expect(read.rows).toHaveLength(3);
    expect(planTeamsImport(read.rows, []).problems).toEqual([]);
  });

  it('the results sample has the exact header and imports into a league of its teams, a row without a time staying without one', () => {
    const { fileName, text } = csvSample('fixtures');
    expect(fileName).toBe('results-sample.csv');
    expect(text.split('\r\n')[0]).toBe('round,date,time,home,away,homeGoals,awayGoals');
    const read = readFixturesCsv(text);
    expect(read.problems).toEqual([]);
    const teams = ['Rovers FC', 'City FC', 'United FC', 'Athletic FC'].map((name, i) => ({ id: `t${i}`, name }));
    const game = (id: string, round: number, home: number, away: number): Match => ({ id, tournamentId: 't', organizerId: 'o', round, homeTeamId: `t${home}`, awayTeamId: `t${away}` });
    const matches = [game('a', 1, 0, 1), game('b', 1, 2, 3), game('c', 2, 1, 2), game('d', 2, 3, 0)];
    const plan = planFixturesImport(read.rows, { teams, matches });
    expect(plan.problems).toEqual([]);
    expect(plan.updates.map((u) => u.fields)).toEqual([
      { dateISO: '2024-08-17', time: '15:00', homeGoals: 2, awayGoals: 1 },
      { dateISO: '2024-08-17' },
      { dateISO: '2024-08-24', time: '17:30' },
    ]);
  });
});
