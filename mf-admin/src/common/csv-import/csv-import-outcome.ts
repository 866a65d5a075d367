import type { CsvProblem } from 'shared-domain/csv';

/** How far an import got: items written of the items to write. */
export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * How an import ended. `refused`: the file's rows have problems against the data as stored now (it may
 * have changed since the preview), and nothing was written. `stopped`: a write failed; what `summary`
 * counts was saved, nothing else, and running the import again finishes it (what is already there is
 * skipped, so nothing is written twice).
 */
export type CsvImportOutcome<Summary> =
  | { status: 'refused'; problems: CsvProblem[] }
  | { status: 'done'; summary: Summary }
  | { status: 'stopped'; summary: Summary; progress: ImportProgress; error: unknown };
