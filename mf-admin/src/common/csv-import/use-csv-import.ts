import { useState } from 'react';
import { csvFileSizeError, type CsvProblem } from 'shared-domain/csv';
import type { CsvImportOutcome, ImportProgress } from './csv-import-outcome';

/** What the preview of a file shows: its rows (to import), their problems, and what importing would do. */
export interface CsvPreview<Rows> {
  /** The chosen file's name. */
  file: string;
  rows: Rows;
  problems: CsvProblem[];
  /** "20 teams, 500 players". */
  counts: string;
  /** Further facts ("12 players already in their team will be skipped."). */
  notes: string[];
}

/** One kind of import: how a file is previewed, how its rows are imported, and what the end says. */
export interface CsvImportFlow<Rows, Summary> {
  preview: (text: string) => Omit<CsvPreview<Rows>, 'file'>;
  run: (rows: Rows, onProgress: (progress: ImportProgress) => void) => Promise<CsvImportOutcome<Summary>>;
  summary: (summary: Summary) => string;
}

/** Where an import is. */
export type CsvImportStage<Rows> =
  | { kind: 'empty' }
  | { kind: 'reading' }
  | { kind: 'unreadable'; message: string }
  | { kind: 'preview'; preview: CsvPreview<Rows> }
  | { kind: 'importing'; preview: CsvPreview<Rows>; progress: ImportProgress }
  | { kind: 'done'; text: string }
  /** A save failed: `text` says what was saved; Import again finishes (what is saved is skipped). */
  | { kind: 'stopped'; preview: CsvPreview<Rows>; progress: ImportProgress; text: string }
  /** The import did not start (its first read failed): nothing was saved. */
  | { kind: 'failed'; preview: CsvPreview<Rows> };

const UNREADABLE = 'The file could not be read. Check that it is a CSV file and try again.';
const CHANGED_SINCE_PREVIEW = 'Your data changed since the file was read, and some rows no longer fit: nothing was imported.';

/**
 * The steps of a CSV import: choose a file (read and previewed, nothing saved), then Import (only
 * when no row has a problem), with progress, and how it ended. The import itself plans again against
 * the stored data, so problems that appeared since the preview are listed and nothing is saved.
 */
export function useCsvImport<Rows, Summary>(flow: CsvImportFlow<Rows, Summary>) {
  const [stage, setStage] = useState<CsvImportStage<Rows>>({ kind: 'empty' });

  const choose = async (file: File | undefined) => {
    if (!file) return setStage({ kind: 'empty' });
    const tooLarge = csvFileSizeError(file.size);
    if (tooLarge) return setStage({ kind: 'unreadable', message: tooLarge });
    setStage({ kind: 'reading' });
    const text = await file.text().catch(() => null);
    if (text === null) return setStage({ kind: 'unreadable', message: UNREADABLE });
    setStage({ kind: 'preview', preview: { ...flow.preview(text), file: file.name } });
  };

  const start = async (preview: CsvPreview<Rows>) => {
    setStage({ kind: 'importing', preview, progress: { done: 0, total: 0 } });
    let outcome: CsvImportOutcome<Summary>;
    try {
      outcome = await flow.run(preview.rows, (progress) => setStage({ kind: 'importing', preview, progress }));
    } catch (error) {
      console.error('The CSV import could not start', error);
      return setStage({ kind: 'failed', preview });
    }
    if (outcome.status === 'refused') return setStage({ kind: 'preview', preview: { ...preview, problems: outcome.problems, notes: [CHANGED_SINCE_PREVIEW] } });
    if (outcome.status === 'done') return setStage({ kind: 'done', text: flow.summary(outcome.summary) });
    setStage({ kind: 'stopped', preview, progress: outcome.progress, text: flow.summary(outcome.summary) });
  };

  return { stage, choose, start };
}
