import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Tournament } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useDeleteTournamentMutation } from '../api/use-delete-tournament-mutation';
import styles from './delete-tournament.module.css';

/**
 * Delete with a confirmation that says what goes (spec §2): results, standings, playoff brackets and
 * all data, irreversibly. The confirmation is an inline alert dialog; Cancel gets the focus. Once
 * deleted, the tournament list opens.
 */
export function DeleteTournament({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTournamentMutation();
  const navigate = useNavigate();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  const close = () => {
    remove.reset();
    setOpen(false);
  };
  const confirm = () =>
    remove.mutate(tournament, {
      onSuccess: () => navigate('/tournaments'),
      onError: (failure) => console.error('Deleting a tournament failed', failure),
    });
  // Still "Deleting..." between the delete and the navigation.
  const deleting = remove.isPending || remove.isSuccess;

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Tournament
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={(e) => e.key === 'Escape' && !deleting && close()}>
      <h2 id={titleId} className={styles.title}>
        Delete “{tournament.name}”?
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
      {remove.isError && <Alert tone="error">The tournament could not be deleted. Please try again.</Alert>}
      <div className={layout.actions}>
        <Button variant="danger" onClick={confirm} loading={deleting} loadingText="Deleting...">
          Delete permanently
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={close} disabled={deleting}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
