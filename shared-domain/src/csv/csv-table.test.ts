import { describe, expect, it } from 'vitest';
import { csvFileSizeError, readCsvTable, writeCsv, type CsvProblem } from './csv-table';

const COLUMNS = ['team', 'number'] as const;
const read = (text: string) => readCsvTable(text, COLUMNS);

describe('readCsvTable: the file as the organizer wrote it', () => {
  it.each([
    { name: 'plain LF', text: 'team,number\nArsenal,7\nChelsea,9\n' },
    { name: 'CRLF line ends', text: 'team,number\r\nArsenal,7\r\nChelsea,9\r\n' },
    { name: 'a byte-order mark (Excel)', text: '\uFEFFteam,number\r\nArsenal,7\r\nChelsea,9' },
    { name: 'columns in another order', text: 'number,team\n7,Arsenal\n9,Chelsea\n' },
    { name: 'spaces around cells and header names', text: ' team , number \n Arsenal ,7\nChelsea, 9\n' },
    { name: 'quoted fields', text: '"team","number"\n"Arsenal","7"\n"Chelsea",9\n' },
  ])('reads $name', ({ text }) => {
    expect(read(text)).toEqual({
      records: [
        { line: 2, cells: { team: 'Arsenal', number: '7' } },
        { line: 3, cells: { team: 'Chelsea', number: '9' } },
      ],
      problems: [],
    });
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields, and counts file lines for the next row', () => {
    const { records, problems } = read('team,number\n"Brighton, Hove",1\n"The ""Gunners""",2\n"Two\nlines",3\nLast,4\n');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 2, cells: { team: 'Brighton, Hove', number: '1' } },
      { line: 3, cells: { team: 'The "Gunners"', number: '2' } },
      { line: 4, cells: { team: 'Two\nlines', number: '3' } },
      { line: 6, cells: { team: 'Last', number: '4' } },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(read('team,number\r\n\r\nArsenal,7\r\n   \r\nChelsea,9\r\n\r\n').records.map((r) => r.line)).toEqual([3, 5]);
  });

  it("reads a cell the export escaped against formulas back as it was ('=x → =x)", () => {
    expect(read("team,number\n\"'=HYPERLINK(\"\"x\"\")\",7\n'-Rovers,8\n").records.map((r) => r.cells.team)).toEqual(['=HYPERLINK("x")', '-Rovers']);
  });
});

describe('readCsvTable: what keeps a file or a row from being imported', () => {
  const cases: { name: string; text: string; problems: CsvProblem[] }[] = [
    { name: 'an empty file', text: '', problems: [{ line: 1, column: '', reason: 'The file is empty. Its first line must name the columns.' }] },
    { name: 'only blank lines', text: '\n \r\n', problems: [{ line: 1, column: '', reason: 'The file is empty. Its first line must name the columns.' }] },
    { name: 'a header without rows', text: 'team,number\n', problems: [{ line: 1, column: '', reason: 'The file has a header but no rows.' }] },
    { name: 'a missing column', text: 'team\nArsenal\n', problems: [{ line: 1, column: 'number', reason: 'The header has no column "number".' }] },
    {
      name: 'an unknown column (names are exact)',
      text: 'team,Number\nArsenal,7\n',
      problems: [
        { line: 1, column: 'Number', reason: 'Unknown column "Number". The columns are: team, number.' },
        { line: 1, column: 'number', reason: 'The header has no column "number".' },
      ],
    },
    { name: 'an extra column', text: 'team,number,colour\nArsenal,7,red\n', problems: [{ line: 1, column: 'colour', reason: 'Unknown column "colour". The columns are: team, number.' }] },
    { name: 'a repeated column', text: 'team,number,team\nA,1,B\n', problems: [{ line: 1, column: 'team', reason: 'The column "team" appears twice.' }] },
    {
      name: 'rows with a field too many or too few',
      text: 'team,number\nArsenal\nChelsea,9,x\nEverton,1\n',
      problems: [
        { line: 2, column: '', reason: 'This row has 1 field; the header has 2.' },
        { line: 3, column: '', reason: 'This row has 3 fields; the header has 2.' },
      ],
    },
    { name: 'a quote never closed', text: 'team,number\nArsenal,7\n"Chelsea,9\n', problems: [{ line: 3, column: '', reason: 'A quoted field is not closed (a " is missing).' }] },
    { name: 'a stray quote in a quoted field', text: 'team,number\n"Chel"sea",9\n', problems: [{ line: 2, column: '', reason: 'A quote inside a quoted field must be doubled ("").' }] },
  ];

  it.each(cases)('$name', ({ text, problems }) => {
    expect(read(text).problems).toEqual(problems);
  });

  it('a bad row does not hide the good ones around it', () => {
    expect(read('team,number\nArsenal\nChelsea,9\n').records).toEqual([{ line: 3, cells: { team: 'Chelsea', number: '9' } }]);
  });

  it('refuses files over 5 MB before reading them', () => {
    expect(csvFileSizeError(5 * 1024 * 1024)).toBeNull();
    expect(csvFileSizeError(5 * 1024 * 1024 + 1)).toBe('The file is larger than 5 MB. Split it into smaller files.');
  });
});

describe('writeCsv', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(writeCsv(['team', 'points'], [['Brighton, Hove', 3], ['The "Gunners"', 0]])).toBe('team,points\r\n"Brighton, Hove",3\r\n"The ""Gunners""",0');
  });

  it.each(['=1+2', '+44 20', '-Rovers', '@SUM(A1)', '\tTab', '\rCR', '=HYPERLINK("x")\nsecond line'])('escapes the formula-like text %j with a leading quote (OWASP CSV injection)', (cell) => {
    const line = writeCsv(['team'], [[cell]]).split('\r\n')[1];
    expect(line).toBe(`"'${cell.replaceAll('"', '""')}"`);
  });

  it('writes numbers as they are, negative ones included', () => {
    expect(writeCsv(['goalDifference'], [[-5]])).toBe('goalDifference\r\n-5');
  });

  it('reads back what it wrote, escaped cells included', () => {
    const rows = [
      ['=cmd|calc', '1'],
      ['Brighton, Hove\nand Albion', '2'],
    ];
    expect(read(writeCsv(COLUMNS, rows)).records.map((r) => [r.cells.team, r.cells.number])).toEqual(rows);
  });
});
