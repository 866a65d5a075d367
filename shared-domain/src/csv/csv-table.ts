import Papa, { type ParseError } from 'papaparse';
import { CALENDAR_DATE_MESSAGES } from '../common/calendar-date';

// This concept is its own package entry ('shared-domain/csv'), not part of 'shared-domain': the main entry is
// the browser's shared bundle on every page, and only the CSV screens (loaded on demand) need papaparse.

/** Why a row (or the header) cannot be imported: its line in the file (header = 1), the column, the reason. */
export interface CsvProblem {
  line: number;
  /** A column name, or '' when the whole row is at fault. */
  column: string;
  reason: string;
}

/** A data row of a CSV file: its line in the file and its cells (trimmed) by column. */
interface CsvRecord<C extends string> {
  line: number;
  cells: Record<C, string>;
}

/** What reading a file gives: the data rows, or the problems that keep it from being imported. */
export interface CsvTable<C extends string> {
  records: CsvRecord<C>[];
  problems: CsvProblem[];
}

/** Files larger than this are refused before they are read (a browser tab parses them in memory). */
const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** Texts of the CSV rules (ours; the spec has no CSV). */
const CSV_MESSAGES = {
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
  empty: 'The file is empty. Its first line must name the columns.',
  noRows: 'The file has a header but no rows.',
  missingColumn: (column: string) => `The header has no column "${column}".`,
  unknownColumn: (column: string, expected: readonly string[]) => `Unknown column "${column}". The columns are: ${expected.join(', ')}.`,
  repeatedColumn: (column: string) => `The column "${column}" appears twice.`,
  fieldCount: (found: number, expected: number) => `This row has ${found} ${found === 1 ? 'field' : 'fields'}; the header has ${expected}.`,
  unclosedQuote: 'A quoted field is not closed (a " is missing).',
  strayQuote: 'A quote inside a quoted field must be doubled ("").',
  dateFormat: 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.',
} as const;

/**
 * A date cell's problem in a file's words: a file has no date picker, so a date that does not read says
 * how to write one; other reasons (out of range) stay as the date rule gives them.
 * @example csvDateProblem('Enter a valid date.') // 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.'
 * @example csvDateProblem(null) // null
 */
export function csvDateProblem(reason: string | null | undefined): string | null {
  return reason === CALENDAR_DATE_MESSAGES.invalidDate ? CSV_MESSAGES.dateFormat : (reason ?? null);
}

/**
 * Null when a file of `bytes` may be read, otherwise why not.
 * @example csvFileSizeError(1024) // null
 * @example csvFileSizeError(6 * 1024 * 1024) // 'The file is larger than 5 MB. Split it into smaller files.'
 */
export function csvFileSizeError(bytes: number): string | null {
  return bytes > MAX_CSV_BYTES ? CSV_MESSAGES.tooLarge : null;
}

/** A cell our own export escaped against formula injection ("'=…"): read back as written before. */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

/** Blank lines skipped before a row (papaparse skips them too), so a row's line is where its text starts. */
const BLANK_LINES = /(?:[ \t]*(?:\r\n|\r|\n))*/y;

/** Offsets where each line of `text` starts (line 1 at 0), for any of CRLF, LF or CR. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

/** The line (from 1) holding `offset`. */
function lineOf(starts: readonly number[], offset: number): number {
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

interface RawRow {
  line: number;
  fields: string[];
  errors: readonly ParseError[];
}

/** Every non-blank row of the file with the line it starts on (papaparse, comma-separated, BOM dropped). */
function rawRows(text: string): RawRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const starts = lineStarts(body);
  const rows: RawRow[] = [];
  let cursor = 0;
  Papa.parse<string[]>(body, {
    delimiter: ',',
    skipEmptyLines: 'greedy',
    step: (result) => {
      BLANK_LINES.lastIndex = cursor;
      BLANK_LINES.exec(body);
      rows.push({ line: lineOf(starts, BLANK_LINES.lastIndex), fields: result.data, errors: result.errors });
      cursor = result.meta.cursor;
    },
  });
  return rows;
}

/** A header's problems: each expected column present once, the optional ones at most once, nothing else. */
function headerProblems(line: number, header: readonly string[], columns: readonly string[], optional: readonly string[]): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const known = [...columns, ...optional];
  header.forEach((name, index) => {
    if (!known.includes(name)) problems.push({ line, column: name, reason: CSV_MESSAGES.unknownColumn(name, known) });
    else if (header.indexOf(name) !== index) problems.push({ line, column: name, reason: CSV_MESSAGES.repeatedColumn(name) });
  });
  for (const column of columns) if (!header.includes(column)) problems.push({ line, column, reason: CSV_MESSAGES.missingColumn(column) });
  return problems;
}

/** A row's quoting problems as papaparse reports them, in our words. */
function quoteProblems(row: RawRow): CsvProblem[] {
  return row.errors
    .filter((error) => error.type === 'Quotes')
    .map((error) => ({ line: row.line, column: '', reason: error.code === 'MissingQuotes' ? CSV_MESSAGES.unclosedQuote : CSV_MESSAGES.strayQuote }));
}

/**
 * Reads a CSV file whose first line names exactly `columns` (in any order), and any of the `optional`
 * columns: each data row's cells by column (an optional column the file leaves out reads as empty
 * cells), trimmed, with the line it starts on. A byte-order mark, CRLF or LF line ends, quoted fields
 * (commas, quotes and line breaks inside) and blank lines are all fine. A header with a missing,
 * unknown or repeated column answers only the header's problems (no row can be read against it); a row
 * with a field too many or too few, or a broken quote, is a problem of its own.
 * @example readCsvTable('\uFEFFteam,number\r\n"Arsenal, FC", 7\r\n', ['team', 'number'])
 * // { records: [{ line: 2, cells: { team: 'Arsenal, FC', number: '7' } }], problems: [] }
 * @example readCsvTable('team\nArsenal\n', ['team', 'number']).problems
 * // [{ line: 1, column: 'number', reason: 'The header has no column "number".' }]
 */
export function readCsvTable<C extends string>(text: string, columns: readonly C[], optional: readonly C[] = []): CsvTable<C> {
  const [header, ...rows] = rawRows(text);
  if (!header) return { records: [], problems: [{ line: 1, column: '', reason: CSV_MESSAGES.empty }] };
  const names = header.fields.map((name) => name.trim());
  const problems = [...quoteProblems(header), ...headerProblems(header.line, names, columns, optional)];
  if (problems.length > 0) return { records: [], problems };
  if (rows.length === 0) return { records: [], problems: [{ line: header.line, column: '', reason: CSV_MESSAGES.noRows }] };
  const records: CsvRecord<C>[] = [];
  for (const row of rows) {
    const broken = quoteProblems(row);
    if (broken.length === 0 && row.fields.length !== names.length) broken.push({ line: row.line, column: '', reason: CSV_MESSAGES.fieldCount(row.fields.length, names.length) });
    if (broken.length > 0) {
      problems.push(...broken);
      continue;
    }
    const absent = optional.filter((name) => !names.includes(name)).map((name) => [name, '']);
    const cells = Object.fromEntries([...absent, ...names.map((name, index) => [name, (row.fields[index] ?? '').replace(ESCAPED_FORMULA, '').trim()])]);
    records.push({ line: row.line, cells: cells as Record<C, string> });
  }
  return { records, problems };
}

/**
 * Cells that start like a formula (OWASP CSV injection). Ours rather than papaparse's `escapeFormulae: true`,
 * whose pattern must match to the end of the cell on one line, so a cell with a line break escaped it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV file (CRLF line ends, quoted where needed) of `rows` under a header of `columns`. Text cells that
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) get a leading
 * quote (OWASP "CSV injection"); numbers are written as they are, so -3 stays a number.
 * @example writeCsv(['team', 'points'], [['=HYPERLINK("x")', -3]]) // 'team,points\r\n"\'=HYPERLINK(""x"")",-3'
 */
export function writeCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => [...row]) }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
