import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import './confirm-dialog.css';

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
 * focus when it opens, so Enter never confirms by accident; Escape or a click on the backdrop cancels;
 * Tab stays inside the dialog; focus goes back where it was when it closes.
 */
export function ConfirmDialog({ title, children, confirmLabel = 'Confirm', danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => before?.focus();
  }, []);

  const keepFocusInside = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="ft-confirm-dialog__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={dialogRef}
        className="ft-confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="ft-confirm-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="ft-confirm-dialog__body">
          {children}
        </div>
        <div className="ft-confirm-dialog__actions">
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
