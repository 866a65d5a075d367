import { readWholeNumber, type WholeNumberField } from '../common/whole-number-field';
import { matchDateChange } from '../match/match-edit';
import { GOALS_FIELD } from '../match/score-input';
import { isTimeOfDay } from '../match/time-of-day';
import { normalizeTeamName, validateTeamName } from '../people/team';
import { csvDateProblem, readCsvTable, type CsvProblem } from './csv-table';
import { FIXTURES_CSV_CUP_COLUMNS, readFixturesCupCells, type FixturesCupCells } from './fixtures-cup-cells';

/** The columns of a fixtures file, one league fixture per row (issue 13); the export writes the same. */
export const FIXTURES_CSV_COLUMNS = ['round', 'date', 'time', 'home', 'away', 'homeGoals', 'awayGoals'] as const;

type FixturesCsvColumn = (typeof FIXTURES_CSV_COLUMNS)[number] | (typeof FIXTURES_CSV_CUP_COLUMNS)[number];

/**
 * A valid row of a fixtures file. Empty cells are null: they leave the match's stored value as it is.
 * A cup's row may also say where its match is (group or knockout round), extra time and a shoot-out
 * (fixtures-cup-cells.ts); a league's row has none of them.
 */
export interface FixturesCsvRow extends Partial<FixturesCupCells> {
  line: number;
  round: number | null;
  /** YYYY-MM-DD. */
  date: string | null;
  /** HH:MM. */
  time: string | null;
  home: string;
  away: string;
  /** The score cells as written (both set, or neither): the score inputs' rule turns them into goals. */
  score: { home: string; away: string } | null;
}

/** A league round as a file gives it. */
const ROUND_FIELD: WholeNumberField = { label: 'Round', min: 1, max: 999 };

/** Texts of a fixtures file's rows that the match row does not have (ours). */
const FIXTURES_CSV_MESSAGES = {
  time: 'Enter the time as HH:MM (24-hour, 00:00 to 23:59), e.g. 19:45.',
  bothGoals: 'Give both goals or neither.',
} as const;

type Read<T> = { value: T; problem: string | null };

const fine = <T>(value: T): Read<T> => ({ value, problem: null });

function readRound(text: string): Read<number | null> {
  const read = readWholeNumber(text, ROUND_FIELD);
  return read.ok ? fine(read.value) : { value: null, problem: read.error };
}

function readDate(text: string): Read<string | null> {
  const change = matchDateChange(text, undefined);
  if (!change.ok) return { value: null, problem: csvDateProblem(change.error) };
  return fine(change.fields.dateISO);
}

function readTime(text: string): Read<string | null> {
  if (text === '') return fine(null);
  return isTimeOfDay(text) ? fine(text) : { value: null, problem: FIXTURES_CSV_MESSAGES.time };
}

/** One row's problems: each cell by the rule its field follows in the match row. */
function rowProblems(line: number, cells: Record<FixturesCsvColumn, string>): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const add = (column: FixturesCsvColumn, reason: string | null) => {
    if (reason) problems.push({ line, column, reason });
  };
  add('round', readRound(cells.round).problem);
  add('date', readDate(cells.date).problem);
  add('time', readTime(cells.time).problem);
  add('home', validateTeamName(cells.home));
  add('away', validateTeamName(cells.away));
  for (const side of ['homeGoals', 'awayGoals'] as const) {
    const read = readWholeNumber(cells[side], GOALS_FIELD);
    add(side, read.ok ? null : read.error);
  }
  const [home, away] = [cells.homeGoals, cells.awayGoals];
  if ((home === '') !== (away === '')) add(home === '' ? 'homeGoals' : 'awayGoals', FIXTURES_CSV_MESSAGES.bothGoals);
  for (const problem of readFixturesCupCells(cells, home !== '' && away !== '').problems) add(problem.column, problem.reason);
  return problems;
}

/** A row's cup cells, only when it has any: a league's rows read as before. */
function cupCells(cells: Record<FixturesCsvColumn, string>): Partial<FixturesCupCells> {
  const read = readFixturesCupCells(cells, cells.homeGoals !== '').cells;
  if (read.stage === null && read.afterExtraTime === null && read.penalties === null) return {};
  return read;
}

/**
 * Reads a fixtures file (`round,date,time,home,away,homeGoals,awayGoals`): every row names a league
 * fixture by its teams (and round), and may give its date (a real day of 1900–2100, the match date rule),
 * time (HH:MM) and score (both goals, whole numbers from 0, or neither). Empty cells change nothing.
 * A Groups + Knockout cup's file may add the columns `group` (the group letter of a group match, the
 * knockout round of a knockout match), `extraTime` and `homePenalties`/`awayPenalties` (issue 24).
 * Rows that pass are returned; every other row is listed with its line, column and reason.
 * @example readFixturesCsv('round,date,time,home,away,homeGoals,awayGoals\n1,2022-08-05,20:00,Crystal Palace FC,Arsenal FC,0,2\n').rows
 * // [{ line: 2, round: 1, date: '2022-08-05', time: '20:00', home: 'Crystal Palace FC', away: 'Arsenal FC', score: { home: '0', away: '2' } }]
 */
export function readFixturesCsv(text: string): { rows: FixturesCsvRow[]; problems: CsvProblem[] } {
  const table = readCsvTable<FixturesCsvColumn>(text, FIXTURES_CSV_COLUMNS, FIXTURES_CSV_CUP_COLUMNS);
  const rows: FixturesCsvRow[] = [];
  const problems = [...table.problems];
  for (const { line, cells } of table.records) {
    const found = rowProblems(line, cells);
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    rows.push({
      line,
      round: readRound(cells.round).value,
      date: readDate(cells.date).value,
      time: readTime(cells.time).value,
      home: normalizeTeamName(cells.home) ?? '',
      away: normalizeTeamName(cells.away) ?? '',
      score: cells.homeGoals === '' ? null : { home: cells.homeGoals, away: cells.awayGoals },
      ...cupCells(cells),
    });
  }
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}
