import { writeCsv } from './csv-table';
import { FIXTURES_CSV_COLUMNS } from './fixtures-csv';
import { TEAMS_CSV_COLUMNS } from './teams-csv';

/** The files an import panel offers as a starting point: the exact header and a few rows that import as they are. */
const SAMPLES = {
  teams: {
    fileName: 'teams-sample.csv',
    columns: TEAMS_CSV_COLUMNS,
    rows: [
      ['Rovers FC', 'Alex', 'Morgan', 9, 'Forward', '2001-09-05'],
      ['Rovers FC', 'Sam', 'Lee', 1, 'Goalkeeper', ''],
      ['City FC', 'Jordan', 'Smith', 7, 'Midfielder', '1998-12-17'],
    ],
  },
  fixtures: {
    fileName: 'results-sample.csv',
    columns: FIXTURES_CSV_COLUMNS,
    // A played game; a dated game whose time is not known yet (no time: "Time to be confirmed"); a later round.
    rows: [
      [1, '2024-08-17', '15:00', 'Rovers FC', 'City FC', 2, 1],
      [1, '2024-08-17', '', 'United FC', 'Athletic FC', '', ''],
      [2, '2024-08-24', '17:30', 'City FC', 'United FC', '', ''],
    ],
  },
} as const;

/**
 * A sample file for an import: its name and text (the exact header, then example rows).
 * @example csvSample('fixtures').text.split('\r\n')[0] // 'round,date,time,home,away,homeGoals,awayGoals'
 */
export function csvSample(kind: keyof typeof SAMPLES): { fileName: string; text: string } {
  const { fileName, columns, rows } = SAMPLES[kind];
  return { fileName, text: writeCsv(columns, rows) };
}
