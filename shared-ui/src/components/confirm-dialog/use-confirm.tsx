import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What one confirmation asks. */
export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
}

/**
 * Asks for a confirmation from event handlers: `if (!(await ask(request))) return;`. Render `dialog`
 * where the screen is; it shows while a question is open. A new question answers an open one with
 * false (only one is ever shown).
 */
export function useConfirm(): { dialog: ReactNode; ask: (request: ConfirmRequest) => Promise<boolean> } {
  const [open, setOpen] = useState<ConfirmRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(null);
  }, []);
  const ask = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setOpen(request);
      }),
    [],
  );
  const dialog = open ? (
    <ConfirmDialog title={open.title} confirmLabel={open.confirmLabel} danger={open.danger} onConfirm={() => settle(true)} onCancel={() => settle(false)}>
      {open.body}
    </ConfirmDialog>
  ) : null;
  return { dialog, ask };
}
