import { useId, useState } from 'react';
import { MESSAGES, isPublicVisibility, toggleVisibility, type Visibility } from 'shared-domain';
import { Alert } from 'shared-ui';
import type { SaveOutcome } from '../hooks/use-tournament-detail';

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
    <div className="tour-visibility">
      <div className="tour-switch-row">
        <button
          type="button"
          role="switch"
          className="tour-switch"
          aria-checked={isPublic}
          aria-labelledby={labelId}
          aria-describedby={stateId}
          aria-busy={saving || undefined}
          disabled={saving}
          onClick={() => void toggle()}
        >
          <span className="tour-switch__thumb" aria-hidden="true" />
        </button>
        <div className="tour-switch-text">
          <span id={labelId} className="tour-switch-label">
            Public tournament
          </span>
          <span id={stateId} className={isPublic ? 'tour-visibility__state tour-visibility__state--public' : 'tour-visibility__state'}>
            {isPublic ? MESSAGES.visibleToEveryone : MESSAGES.adminOrganizerOnly}
          </span>
        </div>
      </div>
      <p className="admin-muted tour-flush">
        {isPublic
          ? 'Anyone can find it in the home search and open its public page.'
          : 'Only you can see it. Make it public to share its page.'}
      </p>
      {conflictNotice && <Alert tone="error">{conflictNotice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
