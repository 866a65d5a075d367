import { useId, useState } from 'react';
import { MESSAGES, isPublicVisibility, toggleVisibility, type Visibility } from 'shared-domain';
import { Alert } from 'shared-ui';
import styles from './visibility-toggle.module.css';
import type { SaveOutcome } from '../hooks/use-tournament-detail';
import layout from '../../../common/styles/layout.module.css';

/**
 * The visibility switch (spec §2, §4): public tournaments are "Visible to everyone" (home search,
 * public page); private ones "Admin/Organizer only". A failed save shows the spec's message.
 */
export function VisibilityToggle({
  visibility,
  onChange,
  conflictNotice,
}: {
  visibility: Visibility | undefined;
  onChange: (next: Visibility) => Promise<SaveOutcome>;
  conflictNotice?: string | null;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const stateId = useId();
  const isPublic = isPublicVisibility(visibility);

  const toggle = async () => {
    setSaving(true);
    setError(null);
    try {
      await onChange(toggleVisibility(visibility));
    } catch (failure) {
      console.error('Updating visibility failed', failure);
      setError(MESSAGES.visibilityUpdateFailed);
    } finally {
      setSaving(false);
    }
  };

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
          aria-busy={saving || undefined}
          disabled={saving}
          onClick={() => void toggle()}
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
        {isPublic
          ? 'Anyone can find it in the home search and open its public page.'
          : 'Only you can see it. Make it public to share its page.'}
      </p>
      {conflictNotice && <Alert tone="error">{conflictNotice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
