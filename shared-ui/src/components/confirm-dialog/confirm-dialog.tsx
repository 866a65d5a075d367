import { useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { AlertDialog } from './alert-dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Change this result?". */
  title: string;
  /** What confirming does, in plain words (and lists of what goes). */
  children: ReactNode;
  /** The confirming button's text; "Confirm" unless the action has a clearer verb. */
  confirmLabel?: string;
  /** Danger styling for a confirm that deletes or clears data. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (an alert dialog over a backdrop) with Confirm and Cancel. Cancel gets the
 * focus when it opens, so Enter never confirms by accident; Escape or a click on the backdrop cancels.
 */
export function ConfirmDialog({ title, children, confirmLabel = 'Confirm', danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const actions = (
    <>
      <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
  return (
    <AlertDialog title={title} actions={actions} initialFocus={cancelRef} onDismiss={onCancel}>
      {children}
    </AlertDialog>
  );
}
