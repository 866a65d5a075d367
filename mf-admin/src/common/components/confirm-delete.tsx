import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Button } from 'shared-ui';
import layout from '../styles/layout.module.css';
import styles from './confirm-delete.module.css';

interface ConfirmDeleteProps {
  /** The danger button that opens the confirmation, e.g. "Delete Tournament". */
  label: string;
  /** The item's name, quoted in the title: Delete “<name>”? */
  name: string;
  /** What the delete removes (the dialog's description). */
  children: ReactNode;
  /** Why the last attempt failed, said inside the dialog; null when it did not fail. */
  error: ReactNode;
  /** True from the confirm until the page moves on, so the dialog stays busy through the navigation. */
  deleting: boolean;
  onConfirm: () => void;
  /** Cancel or Escape: the dialog closes; forget the last attempt here (e.g. reset the mutation). */
  onCancel: () => void;
}

/**
 * A delete behind an inline alert dialog that says what goes (spec §2): "Delete permanently" or
 * Cancel. Cancel gets the focus when it opens, so Enter never deletes by accident; Escape closes it
 * unless a delete is running.
 */
export function ConfirmDelete({ label, name, children, error, deleting, onConfirm, onCancel }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  const close = () => {
    onCancel();
    setOpen(false);
  };

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={(e) => e.key === 'Escape' && !deleting && close()}>
      <h2 id={titleId} className={styles.title}>
        Delete “{name}”?
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={layout.actions}>
        <Button variant="danger" onClick={onConfirm} loading={deleting} loadingText="Deleting...">
          Delete permanently
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={close} disabled={deleting}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
