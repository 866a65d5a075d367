import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button } from 'shared-ui';
import styles from './delete-tournament.module.css';
import layout from '../../../common/styles/layout.module.css';

/**
 * Delete with a confirmation that says what goes (spec §2): results, standings, playoff brackets and
 * all data, irreversibly. The confirmation is an inline alert dialog; Cancel gets the focus.
 */
export function DeleteTournament({ name, onDelete }: { name: string; onDelete: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await onDelete();
    } catch (failure) {
      console.error('Deleting a tournament failed', failure);
      setError('The tournament could not be deleted. Please try again.');
      setDeleting(false);
    }
  };

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Tournament
      </Button>
    );
  }
  return (
    <div
      className={styles.confirm}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(e) => e.key === 'Escape' && !deleting && setOpen(false)}
    >
      <h2 id={titleId} className={styles.title}>
        Delete “{name}”?
      </h2>
      <div id={bodyId}>
        <p className={styles.flush}>This permanently removes:</p>
        <ul className={styles.list}>
          <li>all match results and fixtures</li>
          <li>the standings</li>
          <li>the playoff brackets</li>
          <li>all other tournament data (settings, location, links)</li>
        </ul>
        <p className={styles.flush}>
          <strong>This cannot be undone.</strong>
        </p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={layout.actions}>
        <Button variant="danger" onClick={() => void confirm()} loading={deleting} loadingText="Deleting...">
          Delete permanently
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
