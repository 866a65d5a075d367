import { useRef } from 'react';
import type { ConflictChoice, ConflictQuestion } from 'shared-domain';
import { AlertDialog, Button } from 'shared-ui';
import styles from './keep-which-dialog.module.css';

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
 * Cancel (and Escape does nothing): the save waits for an answer, and either answer saves, so nothing
 * typed is dropped unasked. "Keep mine" has the focus when it opens.
 */
export function KeepWhichDialog({ conflicts, onChoose }: { conflicts: readonly ConflictQuestion[]; onChoose: (choice: ConflictChoice) => void }) {
  const mineRef = useRef<HTMLButtonElement>(null);
  const actions = (
    <>
      <Button ref={mineRef} onClick={() => onChoose('mine')}>
        Keep mine
      </Button>
      <Button variant="secondary" onClick={() => onChoose('theirs')}>
        Keep theirs
      </Button>
    </>
  );
  return (
    <AlertDialog title="Changed in two places" actions={actions} initialFocus={mineRef}>
      <p>While you were editing, {conflicts.length === 1 ? 'this field was' : 'these fields were'} saved elsewhere with a different value. Which value should be kept?</p>
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
    </AlertDialog>
  );
}
