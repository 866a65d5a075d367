import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ConflictChoice } from 'shared-domain';
import { Button } from 'shared-ui';
import styles from './keep-which-dialog.module.css';

/** A field saved here and elsewhere with different values, as the dialog shows it. */
export interface ConflictQuestion {
  label: string;
  mine: unknown;
  theirs: unknown;
}

/** A stored or typed value in words: text quoted, lists joined, an absent value "(empty)". */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(shown).join(', ');
  const { name, firstName, lastName } = value as Record<string, unknown>;
  const named = typeof name === 'string' ? name : [firstName, lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return named ? `“${named}”` : '(changed)';
}

/**
 * Asks which value to keep for fields changed both here and elsewhere (issue 11). There is no
 * Cancel: the save waits for an answer, and either answer saves, so nothing typed is dropped unasked.
 * "Keep mine" has the focus when it opens; Tab stays inside; focus goes back where it was.
 */
export function KeepWhichDialog({ conflicts, onChoose }: { conflicts: readonly ConflictQuestion[]; onChoose: (choice: ConflictChoice) => void }) {
  const titleId = useId();
  const introId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const mineRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    mineRef.current?.focus();
    return () => before?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const buttons = [...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  };

  return (
    <div className={styles.backdrop}>
      <div ref={dialogRef} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={introId} onKeyDown={keepFocusInside}>
        <h2 id={titleId} className={styles.title}>
          Changed in two places
        </h2>
        <p id={introId} className={styles.intro}>
          While you were editing, {conflicts.length === 1 ? 'this field was' : 'these fields were'} saved elsewhere with a different value. Which value should be kept?
        </p>
        <dl className={styles.fields}>
          {conflicts.map(({ label, mine, theirs }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                Yours: {shown(mine)} · Elsewhere: {shown(theirs)}
              </dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button ref={mineRef} onClick={() => onChoose('mine')}>
            Keep mine
          </Button>
          <Button variant="secondary" onClick={() => onChoose('theirs')}>
            Keep theirs
          </Button>
        </div>
      </div>
    </div>
  );
}
