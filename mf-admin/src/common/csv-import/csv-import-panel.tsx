import { useId, type ChangeEvent } from 'react';
import { Alert, Button, LoadingPanel, cx } from 'shared-ui';
import { progressText, type CountUnit } from '../components/count-texts';
import { ProgressCount } from '../components/progress-count';
import layout from '../styles/layout.module.css';
import { CsvDownloadButton } from './csv-download-button';
import { CsvProblemsTable } from './csv-problems-table';
import styles from './csv-import-panel.module.css';
import { useCsvImport, type CsvImportFlow, type CsvImportStage, type CsvPreview } from './use-csv-import';

interface Props<Rows, Summary> {
  flow: CsvImportFlow<Rows, Summary>;
  /** The file's columns, shown as its expected header. */
  columns: readonly string[];
  /** What the progress counts: teams, results. */
  unit: CountUnit;
  /** Which sample file (shared-domain's csvSample) the panel offers. */
  sample: 'teams' | 'fixtures';
}

/**
 * Import from CSV: a file input, the preview of the chosen file (what it holds, every problem with its
 * line and column), Import (disabled while any row has a problem), a progress bar while it runs and how
 * it ended; a sample file with the exact header to start from. Nothing is saved before Import; a stopped import says what was saved and finishes when run again.
 */
export function CsvImportPanel<Rows, Summary>({ flow, columns, unit, sample }: Props<Rows, Summary>) {
  const inputId = useId();
  const { stage, choose, start } = useCsvImport(flow);
  const busy = stage.kind === 'reading' || stage.kind === 'importing';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again (after fixing it) must read it again.
    event.target.value = '';
    void choose(file);
  };

  return (
    <div className={cx(layout.stackSm, styles.panel)}>
      <p className={layout.muted}>
        One row per line under a header naming the columns: <code className={styles.columns}>{columns.join(',')}</code>. Dates are written
        YYYY-MM-DD, times HH:MM.
      </p>
      <div className={layout.actions}>
        <CsvDownloadButton label="Download sample file" text="Download sample file" build={(csv) => csv.csvSample(sample)} />
      </div>
      <label htmlFor={inputId}>CSV file</label>
      <input id={inputId} className={styles.file} type="file" accept=".csv,text/csv" disabled={busy} onChange={onChange} />
      <StageView stage={stage} unit={unit} onImport={(preview) => void start(preview)} />
    </div>
  );
}

function PreviewView<Rows>({ preview, onImport }: { preview: CsvPreview<Rows>; onImport: () => void }) {
  const blocked = preview.problems.length > 0;
  return (
    <>
      <p>
        <strong>{preview.file}</strong>: <span>{preview.counts}</span>
      </p>
      {preview.notes.map((note) => (
        <p key={note} className={layout.muted}>
          {note}
        </p>
      ))}
      {blocked && (
        <>
          <Alert tone="error" title="Nothing can be imported while the file has problems.">
            Fix the rows below and choose the file again.
          </Alert>
          <CsvProblemsTable problems={preview.problems} />
        </>
      )}
      <div className={layout.actions}>
        <Button onClick={onImport} disabled={blocked}>
          Import
        </Button>
      </div>
    </>
  );
}

function StageView<Rows>({ stage, unit, onImport }: { stage: CsvImportStage<Rows>; unit: CountUnit; onImport: (preview: CsvPreview<Rows>) => void }) {
  switch (stage.kind) {
    case 'empty':
      return null;
    case 'reading':
      return <LoadingPanel text="Reading the file..." />;
    case 'unreadable':
      return <Alert tone="error">{stage.message}</Alert>;
    case 'preview':
      return <PreviewView preview={stage.preview} onImport={() => onImport(stage.preview)} />;
    case 'importing':
      return <ProgressCount label="Import progress" done={stage.progress.done} total={stage.progress.total} unit={unit} />;
    case 'done':
      return <Alert tone="success">{stage.text}</Alert>;
    case 'stopped':
      return (
        <>
          <Alert tone="error" title={`The import stopped after ${progressText(stage.progress.done, stage.progress.total, unit)}.`}>
            {stage.text} Nothing else was saved. Choose Import again to finish: what is already saved is skipped.
          </Alert>
          <PreviewView preview={stage.preview} onImport={() => onImport(stage.preview)} />
        </>
      );
    case 'failed':
      return (
        <>
          <Alert tone="error">The import could not start, and nothing was saved. Check your connection and try again.</Alert>
          <PreviewView preview={stage.preview} onImport={() => onImport(stage.preview)} />
        </>
      );
  }
}
