import { playerChanges, playerDraftErrors, playerPositionOptions, type PlayerDraft } from '../squad-editing/player-edit';
import { normalizeTeamName, validateTeamName } from '../people/team';
import { csvDateProblem, readCsvTable, type CsvProblem } from './csv-table';

/** The columns of a teams file, one player per row (issue 13). */
export const TEAMS_CSV_COLUMNS = ['team', 'firstName', 'lastName', 'number', 'position', 'dateOfBirth'] as const;

type TeamsCsvColumn = (typeof TEAMS_CSV_COLUMNS)[number];

/** A player's fields as a teams file gives them, ready to store. */
export interface ImportedPlayerFields {
  firstName: string;
  lastName: string;
  /** Null when the cell is empty (a number is optional, spec §5). */
  number: number | null;
  position: string;
  /** YYYY-MM-DD, or null when the cell is empty. */
  dateOfBirth: string | null;
}

/** A valid row of a teams file. */
export interface TeamsCsvRow {
  line: number;
  team: string;
  player: ImportedPlayerFields;
}

/** Texts of the teams file's rows that the player forms do not have (ours). */
const TEAMS_CSV_MESSAGES = {
  nameless: 'A player needs a first or a last name.',
  /** The forms' name fields hold one line; a quoted cell could bring several. */
  multiline: 'A name must fit on one line.',
  position: (positions: readonly string[]) => `Position must be one of ${positions.join(', ')}.`,
} as const;

/** The positions a file may give, as the player forms offer them. */
const POSITIONS = playerPositionOptions(undefined);

/** A position in the forms' spelling ("goalkeeper" → "Goalkeeper"), or null when it is none of them. */
function knownPosition(text: string): string | null {
  return POSITIONS.find((position) => position.toLowerCase() === text.toLowerCase()) ?? null;
}

/** One row's problems by the rules the team and player forms apply, plus the file's own (names, position). */
function rowProblems(line: number, cells: Record<TeamsCsvColumn, string>, draft: PlayerDraft): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const add = (column: TeamsCsvColumn, reason: string | null | undefined) => {
    if (reason) problems.push({ line, column, reason });
  };
  const oneLine = (text: string) => (/[\r\n]/.test(text) ? TEAMS_CSV_MESSAGES.multiline : null);
  add('team', validateTeamName(cells.team) ?? oneLine(cells.team));
  const errors = playerDraftErrors(draft);
  add('firstName', errors.firstName ?? oneLine(draft.firstName));
  add('lastName', errors.lastName ?? oneLine(draft.lastName));
  if (!errors.firstName && !errors.lastName && draft.firstName === '' && draft.lastName === '') add('firstName', TEAMS_CSV_MESSAGES.nameless);
  add('number', errors.number);
  add('position', knownPosition(draft.position) ? null : TEAMS_CSV_MESSAGES.position(POSITIONS));
  add('dateOfBirth', csvDateProblem(errors.dateOfBirth));
  return problems;
}

/**
 * Reads a teams file (`team,firstName,lastName,number,position,dateOfBirth`): every row is one player of
 * the named team, checked by the rules of the team and player forms (team name required and at most 100
 * characters; names at most 100; number a whole number from 0 to 999 or empty; date of birth a real day of
 * 1900–2100 or empty) plus a first or last name and one of the four positions. Rows that pass become
 * players' fields; every other row is listed with its line, column and reason.
 * @example readTeamsCsv('team,firstName,lastName,number,position,dateOfBirth\nArsenal FC,Bukayo,Saka,7,forward,2001-09-05\n').rows
 * // [{ line: 2, team: 'Arsenal FC', player: { firstName: 'Bukayo', lastName: 'Saka', number: 7, position: 'Forward', dateOfBirth: '2001-09-05' } }]
 */
export function readTeamsCsv(text: string): { rows: TeamsCsvRow[]; problems: CsvProblem[] } {
  const table = readCsvTable(text, TEAMS_CSV_COLUMNS);
  const rows: TeamsCsvRow[] = [];
  const problems = [...table.problems];
  for (const { line, cells } of table.records) {
    const draft: PlayerDraft = { firstName: cells.firstName, lastName: cells.lastName, number: cells.number, position: cells.position, dateOfBirth: cells.dateOfBirth };
    const found = rowProblems(line, cells, draft);
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    const stored = playerChanges(draft);
    rows.push({
      line,
      team: normalizeTeamName(cells.team) ?? '',
      player: {
        firstName: stored.firstName,
        lastName: stored.lastName,
        number: stored.number ?? null,
        position: knownPosition(stored.position) ?? stored.position,
        dateOfBirth: stored.dateOfBirth ?? null,
      },
    });
  }
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}
