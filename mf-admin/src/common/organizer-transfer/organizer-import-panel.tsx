import { useId, type ChangeEvent } from 'react';
import { Alert, LoadingPanel, cx } from 'shared-ui';
import { progressText } from '../components/count-texts';
import { ProgressCount } from '../components/progress-count';
import layout from '../styles/layout.module.css';
import { ImportPreview, ProblemsTable } from './import-preview';
import { ITEM, TRANSFER_TEXTS, importedText } from './transfer-texts';
import styles from './organizer-transfer.module.css';
import { useOrganizerImport, type OrganizerImportStage, type ImportPreview as Preview } from './use-organizer-import';

/** The images an import went without, named. */
function MissingImages({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <Alert tone="warning" title={TRANSFER_TEXTS.missingImages}>
      <ul className={styles.notes}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Alert>
  );
}

function StageView({ stage, onImport }: { stage: OrganizerImportStage; onImport: (preview: Preview) => void }) {
  switch (stage.kind) {
    case 'empty':
      return null;
    case 'reading':
      return <LoadingPanel text={TRANSFER_TEXTS.reading} />;
    case 'read-failed':
      return <Alert tone="error">{TRANSFER_TEXTS.readFailed}</Alert>;
    case 'unreadable':
      return (
        <>
          <Alert tone="error" title={stage.file}>
            {TRANSFER_TEXTS.unreadable}
          </Alert>
          <ProblemsTable problems={stage.problems} />
        </>
      );
    case 'preview':
      return <ImportPreview file={stage.preview.file} plan={stage.preview.plan} note={stage.note} onImport={() => onImport(stage.preview)} />;
    case 'importing':
      return <ProgressCount label="Import progress" done={stage.progress.done} total={stage.progress.total} unit={ITEM} />;
    case 'done':
      return (
        <>
          <Alert tone="success">{importedText(stage.written)}</Alert>
          <MissingImages labels={stage.missingImages} />
        </>
      );
    case 'stopped':
      return (
        <>
          <Alert tone="error" title={`The import stopped after ${progressText(stage.progress.done, stage.progress.total, ITEM)}.`}>
            {importedText(stage.written)} {TRANSFER_TEXTS.resume}
          </Alert>
          <MissingImages labels={stage.missingImages} />
          <ImportPreview file={stage.preview.file} plan={stage.preview.plan} onImport={() => onImport(stage.preview)} />
        </>
      );
    case 'failed':
      return (
        <>
          <Alert tone="error">{TRANSFER_TEXTS.notStarted}</Alert>
          <ImportPreview file={stage.preview.file} plan={stage.preview.plan} onImport={() => onImport(stage.preview)} />
        </>
      );
  }
}

/** Import: a file made with Export (JSON or zip), its preview, Import with progress, and how it ended. */
export function OrganizerImportPanel({ organizerId }: { organizerId: string }) {
  const inputId = useId();
  const { stage, choose, start } = useOrganizerImport(organizerId, TRANSFER_TEXTS.changedSincePreview);
  const busy = stage.kind === 'reading' || stage.kind === 'importing';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again (to finish a stopped import) must read it again.
    event.target.value = '';
    void choose(file);
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className={cx(layout.stackSm, styles.panel)}>
      <h3 id={`${inputId}-title`} className={styles.subheading}>
        Import
      </h3>
      <p className={layout.muted}>{TRANSFER_TEXTS.importIntro}</p>
      <label htmlFor={inputId}>Export file (JSON or zip)</label>
      <input id={inputId} className={styles.file} type="file" accept=".json,.zip,application/json,application/zip" disabled={busy} onChange={onChange} />
      <StageView stage={stage} onImport={(preview) => void start(preview)} />
    </section>
  );
}
