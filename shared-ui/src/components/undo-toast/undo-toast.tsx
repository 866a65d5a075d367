import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import './undo-toast.css';

/** How long an undo stays offered after a delete (issue 11: 10 s). */
const UNDO_WINDOW_MS = 10_000;

export interface UndoToastProps {
  /** What just happened, e.g. "Eagles deleted.". */
  message: string;
  onUndo: () => void;
  /** The window closed without an undo: the caller forgets what it could restore. */
  onExpire: () => void;
  /** True while the undo runs (the button says so and cannot be pressed twice). */
  undoing?: boolean;
  /** When the delete happened (epoch ms; default: when the toast first shows): the offer lasts durationMs from then. */
  offeredAt?: number;
  durationMs?: number;
}

/**
 * A polite status with an "Undo" button, offered for a short time after a delete. It is a status (not
 * a dialog) so it never takes the focus away from where the user works.
 */
export function UndoToast({ message, onUndo, onExpire, undoing = false, offeredAt, durationMs = UNDO_WINDOW_MS }: UndoToastProps) {
  // The latest callback runs when the time is up, without restarting the clock on every render.
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  const [shownAt] = useState(() => Date.now());
  const start = offeredAt ?? shownAt;
  useEffect(() => {
    if (undoing) return;
    // What is left of the window (a page opened again after a delete gets only the rest, or nothing).
    const timer = setTimeout(() => expire.current(), Math.max(0, start + durationMs - Date.now()));
    return () => clearTimeout(timer);
  }, [start, durationMs, undoing]);

  return (
    <div className="ft-undo-toast" role="status">
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onUndo} loading={undoing} loadingText="Restoring...">
        Undo
      </Button>
    </div>
  );
}
