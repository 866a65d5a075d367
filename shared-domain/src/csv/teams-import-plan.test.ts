import { describe, expect, it } from 'vitest';
import type { Player, Team } from '../people/entities';
import type { ImportedPlayerFields, TeamsCsvRow } from './teams-csv';
import { importedPlayer, planTeamsImport } from './teams-import-plan';

const fields = (firstName: string, lastName: string, number: number | null = null): ImportedPlayerFields => ({ firstName, lastName, number, position: 'Forward', dateOfBirth: null });
const row = (line: number, team: string, player: ImportedPlayerFields): TeamsCsvRow => ({ line, team, player });
const stored = (id: string, firstName: string, lastName: string, number?: number): Player => ({ id, firstName, lastName, number, position: 'Forward', isPublic: true, createdAtISO: '' });
const team = (id: string, name: string, players: Player[] = []): Pick<Team, 'id' | 'name' | 'players'> => ({ id, name, players });

describe('planTeamsImport', () => {
  it('creates the teams the organizer does not have, under the first spelling, and joins rows to teams by name as the app compares them', () => {
    const plan = planTeamsImport(
      [row(2, 'Arsenal FC', fields('Bukayo', 'Saka', 7)), row(3, 'Brentford FC', fields('Ivan', 'Toney', 17)), row(4, '  arsenal   fc', fields('Martin', 'Odegaard', 8)), row(5, 'BRENTFORD fc', fields('David', 'Raya', 1))],
      [team('t1', 'Arsenal FC')],
    );
    expect(plan).toEqual({
      teams: [
        { name: 'Arsenal FC', existingTeamId: 't1', players: [{ line: 2, fields: fields('Bukayo', 'Saka', 7) }, { line: 4, fields: fields('Martin', 'Odegaard', 8) }] },
        { name: 'Brentford FC', existingTeamId: null, players: [{ line: 3, fields: fields('Ivan', 'Toney', 17) }, { line: 5, fields: fields('David', 'Raya', 1) }] },
      ],
      newTeams: 1,
      newPlayers: 4,
      skippedPlayers: 0,
      problems: [],
    });
  });

  it('skips players their team already has (same name, any case), so a file imported again adds nobody twice', () => {
    const existing = [team('t1', 'Arsenal FC', [stored('p1', 'Bukayo', 'Saka', 7)])];
    const plan = planTeamsImport([row(2, 'Arsenal FC', fields('bukayo', 'SAKA', 99)), row(3, 'Arsenal FC', fields('Martin', 'Odegaard', 8))], existing);
    expect(plan.skippedPlayers).toBe(1);
    expect(plan.newPlayers).toBe(1);
    expect(plan.problems).toEqual([]);
    expect(plan.teams[0]!.players.map((p) => p.fields.lastName)).toEqual(['Odegaard']);
  });

  it('a whole file imported twice plans nothing the second time', () => {
    const rows = [row(2, 'Arsenal FC', fields('Bukayo', 'Saka', 7)), row(3, 'Chelsea FC', fields('Mason', 'Mount', 19))];
    const after = [team('t1', 'Arsenal FC', [stored('p1', 'Bukayo', 'Saka', 7)]), team('t2', 'Chelsea FC', [stored('p2', 'Mason', 'Mount', 19)])];
    expect(planTeamsImport(rows, after)).toMatchObject({ newTeams: 0, newPlayers: 0, skippedPlayers: 2, problems: [] });
  });

  it.each([
    {
      name: 'a player listed twice for a team',
      rows: [row(2, 'Arsenal FC', fields('Bukayo', 'Saka', 7)), row(5, 'arsenal fc', fields('Bukayo', 'Saka', 11))],
      existing: [],
      problem: { line: 5, column: 'lastName', reason: 'Bukayo Saka is already listed for Arsenal FC on line 2.' },
    },
    {
      name: 'a number given twice in a team of the file',
      rows: [row(2, 'Arsenal FC', fields('Bukayo', 'Saka', 7)), row(3, 'Arsenal FC', fields('Emile', 'Smith Rowe', 7))],
      existing: [],
      problem: { line: 3, column: 'number', reason: 'Number 7 is already given to Bukayo Saka on line 2.' },
    },
    {
      name: 'a number already worn in the stored squad',
      rows: [row(2, 'Arsenal FC', fields('Emile', 'Smith Rowe', 7))],
      existing: [team('t1', 'Arsenal FC', [stored('p1', 'Bukayo', 'Saka', 7)])],
      problem: { line: 2, column: 'number', reason: 'Number 7 is already worn by Bukayo Saka in Arsenal FC.' },
    },
  ])('reports $name on the later row', ({ rows, existing, problem }) => {
    expect(planTeamsImport(rows, existing).problems).toEqual([problem]);
  });

  it('the same number in two different teams is fine, and so are players without numbers', () => {
    const rows = [row(2, 'Arsenal FC', fields('Bukayo', 'Saka', 7)), row(3, 'Chelsea FC', fields('Mason', 'Mount', 7)), row(4, 'Chelsea FC', fields('A', 'B')), row(5, 'Chelsea FC', fields('C', 'D'))];
    expect(planTeamsImport(rows, []).problems).toEqual([]);
  });
});

describe('importedPlayer', () => {
  it('is public like every added player and leaves out an empty number or date of birth', () => {
    expect(importedPlayer(fields('Bukayo', 'Saka'), 'player_1_a', '2024-01-01T00:00:00.000Z')).toEqual({
      id: 'player_1_a',
      firstName: 'Bukayo',
      lastName: 'Saka',
      position: 'Forward',
      isPublic: true,
      createdAtISO: '2024-01-01T00:00:00.000Z',
    });
    expect(importedPlayer({ ...fields('Bukayo', 'Saka', 0), dateOfBirth: '2001-09-05' }, 'p', 't')).toMatchObject({ number: 0, dateOfBirth: '2001-09-05' });
  });
});
