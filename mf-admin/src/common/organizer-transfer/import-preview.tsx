import type { ExportFileProblem, ImportNote, OrganizerImportPlan } from 'shared-domain/organizer-export';
import { Alert, Button, DataTable, type DataTableColumn } from 'shared-ui';
import layout from '../styles/layout.module.css';
import { COUNT_ROWS, TRANSFER_TEXTS, countsText } from './transfer-texts';
import styles from './organizer-transfer.module.css';

type CountRow = (typeof COUNT_ROWS)[number] & { plan: OrganizerImportPlan };

const COUNT_COLUMNS: DataTableColumn<CountRow>[] = [
  { key: 'label', header: 'Items', rowHeader: true, cell: (r) => r.label },
  { key: 'file', header: 'In the file', numeric: true, cell: (r) => r.plan.inFile[r.key] },
  { key: 'import', header: 'To import', numeric: true, cell: (r) => r.plan.toImport[r.key] },
  { key: 'here', header: 'Already here', numeric: true, cell: (r) => r.plan.alreadyHere[r.key] },
];

const PROBLEM_COLUMNS: DataTableColumn<ExportFileProblem>[] = [
  { key: 'path', header: 'Where', width: '12rem', cell: (p) => p.path },
  { key: 'reason', header: 'Problem', cell: (p) => p.reason },
];

/** Every problem of a file or of its items: where it is and why, as the rules say it. */
export function ProblemsTable({ problems }: { problems: readonly ExportFileProblem[] }) {
  return <DataTable caption="Problems" columns={PROBLEM_COLUMNS} rows={problems} rowKey={(p, i) => `${p.path}-${i}`} dense />;
}

/** Items the preview says something about, each with its name. */
function NoteList({ title, notes }: { title: string; notes: readonly ImportNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section aria-label={title} className={layout.stackSm}>
      <h4 className={styles.subheading}>{title}</h4>
      <ul className={styles.notes}>
        {notes.map((note, i) => (
          <li key={`${note.name}-${i}`}>
            <strong>{note.name}</strong>: {note.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Props {
  file: string;
  plan: OrganizerImportPlan;
  /** Why the preview was shown again (the data changed since it was made). */
  note?: string;
  onImport: () => void;
}

/**
 * The preview of an import: what the file holds, what will be written and what is here already (a
 * re-run's), the conflicts by name and what is not imported, and every item that would be refused.
 * Import is offered only when there is something to write and nothing refused.
 */
export function ImportPreview({ file, plan, note, onImport }: Props) {
  const blocked = plan.problems.length > 0;
  const nothing = plan.steps === 0;
  return (
    <div className={layout.stackSm}>
      <p>
        <strong>{file}</strong>: {countsText(plan.inFile)}
        {plan.sameOrganizer ? ' (exported from this organizer: ids and images are kept)' : ''}
      </p>
      {note && <Alert tone="warning">{note}</Alert>}
      <div className={styles.table}>
        <DataTable caption="What the import does" columns={COUNT_COLUMNS} rows={COUNT_ROWS.map((row) => ({ ...row, plan }))} rowKey={(r) => r.key} dense />
      </div>
      {nothing && !blocked && <Alert tone="info">{TRANSFER_TEXTS.nothingToDo}</Alert>}
      <NoteList title="Names you already use" notes={plan.conflicts} />
      <NoteList title="Not imported" notes={plan.skipped} />
      {blocked && (
        <>
          <Alert tone="error">{TRANSFER_TEXTS.blocked}</Alert>
          <ProblemsTable problems={plan.problems} />
        </>
      )}
      <div className={layout.actions}>
        <Button onClick={onImport} disabled={blocked || nothing}>
          Import
        </Button>
      </div>
    </div>
  );
}
