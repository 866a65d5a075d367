import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import './confirm-dialog.css';

export interface AlertDialogProps {
  title: string;
  /** What the dialog asks about (paragraphs, lists): it describes the dialog to assistive technology. */
  children: ReactNode;
  /** The buttons, first the one that acts. */
  actions: ReactNode;
  /** The safe choice, focused when the dialog opens (Enter then never does the risky thing by accident). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape and a click on the backdrop; without it the dialog waits for one of its actions. */
  onDismiss?: () => void;
}

/**
 * A modal alert dialog over a backdrop: the initial focus on the safe choice, Tab kept inside, focus
 * back where it was when it closes. The frame of every question the kit and the apps ask
 * (ConfirmDialog; the console's "Changed in two places").
 */
export function AlertDialog({ title, children, actions, initialFocus, onDismiss }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    return () => before?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
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
    <div className="ft-confirm-dialog__backdrop" onMouseDown={(e) => onDismiss && e.target === e.currentTarget && onDismiss()}>
      <div ref={dialogRef} className="ft-confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="ft-confirm-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="ft-confirm-dialog__body">
          {children}
        </div>
        <div className="ft-confirm-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
