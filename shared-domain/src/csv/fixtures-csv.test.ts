import { describe, expect, it } from 'vitest';
import { FIXTURES_CSV_COLUMNS, readFixturesCsv } from './fixtures-csv';

const HEADER = FIXTURES_CSV_COLUMNS.join(',');
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describe('readFixturesCsv: valid rows', () => {
  it('reads round, date, time, teams and score; empty cells are null (they change nothing)', () => {
    const { rows, problems } = readFixturesCsv(file('1,2022-08-05,20:00,Crystal Palace FC,Arsenal FC,0,2', ',,,Fulham FC,Liverpool FC,,', '38,2023-05-28,,Everton FC,AFC Bournemouth,1,0'));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, round: 1, date: '2022-08-05', time: '20:00', home: 'Crystal Palace FC', away: 'Arsenal FC', score: { home: '0', away: '2' } },
      { line: 3, round: null, date: null, time: null, home: 'Fulham FC', away: 'Liverpool FC', score: null },
      { line: 4, round: 38, date: '2023-05-28', time: null, home: 'Everton FC', away: 'AFC Bournemouth', score: { home: '1', away: '0' } },
    ]);
  });
});

describe('readFixturesCsv: every bad row is named with its line, column and reason', () => {
  it.each([
    { row: 'x,,,A,B,,', column: 'round', reason: 'Round must be a whole number from 1 to 999.' },
    { row: '0,,,A,B,,', column: 'round', reason: 'Round must be a whole number from 1 to 999.' },
    { row: ',2023-02-29,,A,B,,', column: 'date', reason: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.' },
    { row: ',28/05/2023,,A,B,,', column: 'date', reason: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.' },
    { row: ',2101-01-01,,A,B,,', column: 'date', reason: 'Choose a date between 1900 and 2100.' },
    { row: ',,24:00,A,B,,', column: 'time', reason: 'Enter the time as HH:MM (24-hour, 00:00 to 23:59), e.g. 19:45.' },
    { row: ',,8pm,A,B,,', column: 'time', reason: 'Enter the time as HH:MM (24-hour, 00:00 to 23:59), e.g. 19:45.' },
    { row: ',,,,B,,', column: 'home', reason: 'Team name is required.' },
    { row: ',,,A,,,', column: 'away', reason: 'Team name is required.' },
    { row: ',,,A,B,-1,0', column: 'homeGoals', reason: 'Goals must be a whole number from 0 to 999.' },
    { row: ',,,A,B,1,2.5', column: 'awayGoals', reason: 'Goals must be a whole number from 0 to 999.' },
    { row: ',,,A,B,2,', column: 'awayGoals', reason: 'Give both goals or neither.' },
    { row: ',,,A,B,,3', column: 'homeGoals', reason: 'Give both goals or neither.' },
  ])('$column: $reason ($row)', ({ row, column, reason }) => {
    const read = readFixturesCsv(file('1,,,A,B,1,1', row));
    expect(read.problems).toEqual([{ line: 3, column, reason }]);
    expect(read.rows.map((r) => r.line)).toEqual([2]);
  });

  it('lists several problems of one row, column by column', () => {
    expect(readFixturesCsv(file('x,2023-13-01,25:00,A,B,1,')).problems).toEqual([
      { line: 2, column: 'round', reason: 'Round must be a whole number from 1 to 999.' },
      { line: 2, column: 'date', reason: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.' },
      { line: 2, column: 'time', reason: 'Enter the time as HH:MM (24-hour, 00:00 to 23:59), e.g. 19:45.' },
      { line: 2, column: 'awayGoals', reason: 'Give both goals or neither.' },
    ]);
  });
});
