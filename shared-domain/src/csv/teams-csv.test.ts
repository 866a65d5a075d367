import { describe, expect, it } from 'vitest';
import { TEAMS_CSV_COLUMNS, readTeamsCsv } from './teams-csv';

const HEADER = TEAMS_CSV_COLUMNS.join(',');
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');
const LONG = 'x'.repeat(101);

describe('readTeamsCsv: valid rows become players', () => {
  it('reads every field, the position in the forms spelling and empty optional cells as unset', () => {
    const { rows, problems } = readTeamsCsv(file('Arsenal FC,Bukayo,Saka,7,forward,2001-09-05', ' arsenal fc ,Aaron,Ramsdale,,GOALKEEPER,', 'Chelsea FC,,Jorginho,5,Midfielder,'));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, team: 'Arsenal FC', player: { firstName: 'Bukayo', lastName: 'Saka', number: 7, position: 'Forward', dateOfBirth: '2001-09-05' } },
      { line: 3, team: 'arsenal fc', player: { firstName: 'Aaron', lastName: 'Ramsdale', number: null, position: 'Goalkeeper', dateOfBirth: null } },
      { line: 4, team: 'Chelsea FC', player: { firstName: '', lastName: 'Jorginho', number: 5, position: 'Midfielder', dateOfBirth: null } },
    ]);
  });
});

describe('readTeamsCsv: every bad row is named with its line, column and reason', () => {
  it.each([
    { row: ',Bukayo,Saka,7,Forward,', column: 'team', reason: 'Team name is required.' },
    { row: `${LONG},Bukayo,Saka,7,Forward,`, column: 'team', reason: 'Team name must be at most 100 characters.' },
    { row: `Arsenal,${LONG},Saka,7,Forward,`, column: 'firstName', reason: 'First name must be at most 100 characters.' },
    { row: `Arsenal,Bukayo,${LONG},7,Forward,`, column: 'lastName', reason: 'Last name must be at most 100 characters.' },
    { row: 'Arsenal,,,7,Forward,', column: 'firstName', reason: 'A player needs a first or a last name.' },
    { row: '"Arsenal\nFC",Bukayo,Saka,7,Forward,', column: 'team', reason: 'A name must fit on one line.' },
    { row: 'Arsenal,Bukayo,"Saka\r\nJr",7,Forward,', column: 'lastName', reason: 'A name must fit on one line.' },
    { row: 'Arsenal,Bukayo,Saka,7x,Forward,', column: 'number', reason: 'Number must be a whole number from 0 to 999.' },
    { row: 'Arsenal,Bukayo,Saka,-1,Forward,', column: 'number', reason: 'Number must be a whole number from 0 to 999.' },
    { row: 'Arsenal,Bukayo,Saka,1000,Forward,', column: 'number', reason: 'Number must be a whole number from 0 to 999.' },
    { row: 'Arsenal,Bukayo,Saka,7,Winger,', column: 'position', reason: 'Position must be one of Goalkeeper, Defender, Midfielder, Forward.' },
    { row: 'Arsenal,Bukayo,Saka,7,,', column: 'position', reason: 'Position must be one of Goalkeeper, Defender, Midfielder, Forward.' },
    { row: 'Arsenal,Bukayo,Saka,7,Forward,2001-02-29', column: 'dateOfBirth', reason: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.' },
    { row: 'Arsenal,Bukayo,Saka,7,Forward,05/09/2001', column: 'dateOfBirth', reason: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.' },
    { row: 'Arsenal,Bukayo,Saka,7,Forward,1899-12-31', column: 'dateOfBirth', reason: 'Choose a date between 1900 and 2100.' },
  ])('$column: $reason ($row)', ({ row, column, reason }) => {
    const read = readTeamsCsv(file('Arsenal,Good,Row,1,Defender,', row));
    expect(read.problems).toEqual([{ line: 3, column, reason }]);
    expect(read.rows.map((r) => r.line)).toEqual([2]);
  });

  it('lists every problem of a row, and the problems of all rows in line order', () => {
    const { rows, problems } = readTeamsCsv(file('Arsenal,Bukayo,Saka,x,Winger,2001-13-01', 'Chelsea,Mason,Mount,19,Midfielder,', 'Chelsea,Reece,James,24', ',A,B,1,Forward,'));
    expect(problems).toEqual([
      { line: 2, column: 'number', reason: 'Number must be a whole number from 0 to 999.' },
      { line: 2, column: 'position', reason: 'Position must be one of Goalkeeper, Defender, Midfielder, Forward.' },
      { line: 2, column: 'dateOfBirth', reason: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.' },
      { line: 4, column: '', reason: 'This row has 4 fields; the header has 6.' },
      { line: 5, column: 'team', reason: 'Team name is required.' },
    ]);
    expect(rows.map((r) => r.line)).toEqual([3]);
  });

  it('a wrong header is the only problem listed', () => {
    expect(readTeamsCsv('team,first,lastName,number,position,dateOfBirth\nArsenal,A,B,1,Forward,\n').problems).toEqual([
      { line: 1, column: 'first', reason: 'Unknown column "first". The columns are: team, firstName, lastName, number, position, dateOfBirth.' },
      { line: 1, column: 'firstName', reason: 'The header has no column "firstName".' },
    ]);
  });
});
