import { useId } from 'react';
import { MESSAGES, isPublicVisibility, toggleVisibility, type Visibility } from 'shared-domain';
import { Alert } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useTournamentSaveMutation } from '../api/use-tournament-save-mutation';
import styles from './visibility-toggle.module.css';

/**
 * The visibility switch (spec §2, §4): public tournaments are "Visible to everyone" (home search,
 * public page); private ones "Admin/Organizer only". It flips at once while the version-checked save
 * runs; a failure flips it back with the spec's message, a lost race shows the stored visibility.
 */
export function VisibilityToggle({ tournamentId, visibility }: { tournamentId: string; visibility: Visibility | undefined }) {
  const save = useTournamentSaveMutation(tournamentId);
  const labelId = useId();
  const stateId = useId();
  const isPublic = isPublicVisibility(visibility);
  const toggle = () =>
    save.mutate(
      { fields: { visibility: toggleVisibility(visibility) }, optimistic: true },
      { onError: (failure) => console.error('Updating visibility failed', failure) },
    );

  return (
    <div className={styles.visibility}>
      <div className={styles.row}>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={isPublic}
          aria-labelledby={labelId}
          aria-describedby={stateId}
          aria-busy={save.isPending || undefined}
          disabled={save.isPending}
          onClick={toggle}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
        <div className={styles.text}>
          <span id={labelId} className={styles.label}>
            Public tournament
          </span>
          <span id={stateId} className={styles.state} data-public={isPublic || undefined}>
            {isPublic ? MESSAGES.visibleToEveryone : MESSAGES.adminOrganizerOnly}
          </span>
        </div>
      </div>
      <p className={`${layout.muted} ${styles.flush}`}>
        {isPublic ? 'Anyone can find it in the home search and open its public page.' : 'Only you can see it. Make it public to share its page.'}
      </p>
      {save.data === 'conflict' && <Alert tone="error">{TOURNAMENT_CONFLICT_MESSAGE}</Alert>}
      {save.isError && <Alert tone="error">{MESSAGES.visibilityUpdateFailed}</Alert>}
    </div>
  );
}
