import { useId, useState } from 'react';
import { loadOrganizerTransfer, type OrganizerExportFile } from 'shared-data';
import { Alert, Button, LoadingPanel, cx } from 'shared-ui';
import layout from '../styles/layout.module.css';
import { saveFile } from '../downloads/save-file';
import { TRANSFER_TEXTS, unreadableText } from './transfer-texts';
import styles from './organizer-transfer.module.css';

type ExportState = { kind: 'idle' } | { kind: 'exporting' } | { kind: 'done'; file: OrganizerExportFile } | { kind: 'failed' };

/** Export: the organizer's data as a JSON file, or a zip with its images too, downloaded by the browser. */
export function OrganizerExportPanel({ organizerId }: { organizerId: string }) {
  const titleId = useId();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const run = async (withImages: boolean) => {
    setState({ kind: 'exporting' });
    try {
      const file = await (await loadOrganizerTransfer()).exportOrganizerData(organizerId, { withImages });
      saveFile(file.fileName, [file.bytes as BlobPart], file.type);
      setState({ kind: 'done', file });
    } catch (error) {
      console.error('The export failed', error);
      setState({ kind: 'failed' });
    }
  };
  const busy = state.kind === 'exporting';
  return (
    <section aria-labelledby={titleId} className={cx(layout.stackSm, styles.panel)}>
      <h3 id={titleId} className={styles.subheading}>
        Export
      </h3>
      <p className={layout.muted}>{TRANSFER_TEXTS.exportIntro}</p>
      <div className={layout.actions}>
        <Button onClick={() => void run(false)} disabled={busy}>
          Export
        </Button>
        <Button variant="secondary" onClick={() => void run(true)} disabled={busy}>
          Export with images (zip)
        </Button>
      </div>
      {busy && <LoadingPanel text={TRANSFER_TEXTS.exporting} />}
      {state.kind === 'failed' && <Alert tone="error">{TRANSFER_TEXTS.exportFailed}</Alert>}
      {state.kind === 'done' && (
        <>
          <Alert tone="success">Downloaded {state.file.fileName}.</Alert>
          {state.file.unreadable > 0 && <Alert tone="warning">{unreadableText(state.file.unreadable)}</Alert>}
          {state.file.missingImages.length > 0 && (
            <Alert tone="warning" title={TRANSFER_TEXTS.missingExportImages}>
              <ul className={styles.notes}>
                {state.file.missingImages.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
