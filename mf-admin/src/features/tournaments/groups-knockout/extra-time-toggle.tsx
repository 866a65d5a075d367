import { useState } from 'react';
import type { Match } from 'shared-domain';
import { useUpdateMatchMutation } from '../api/use-update-match-mutation';
import styles from './groups-knockout.module.css';

interface ExtraTimeToggleProps {
  match: Match;
  /** The leg's name ("Argentina vs France"), so each checkbox says which game it marks. */
  label: string;
  disabled: boolean;
}

/**
 * Marks a knockout leg's score as after extra time ("a.e.t.", issue 24): saved at once, like the row's
 * other fields (one update of just that field), and shown by the bracket and the public match page.
 */
export function ExtraTimeToggle({ match, label, disabled }: ExtraTimeToggleProps) {
  const update = useUpdateMatchMutation(match.tournamentId);
  // The click shows at once: the mutation's own change of the cached match comes a moment later (onMutate is
  // async), and until then the controlled box would snap back. Once the match says the same, it rules again.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const stored = match.afterExtraTime === true;
  if (clicked !== null && clicked === stored) setClicked(null);
  return (
    <label className={styles.extraTime}>
      <input
        type="checkbox"
        aria-label={`After extra time: ${label}`}
        checked={clicked ?? stored}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.checked;
          setClicked(next);
          // A failed save puts the stored value back (the mutation's onError): the box follows it.
          update.mutate({ matchId: match.id, fields: { afterExtraTime: next ? true : null } }, { onError: () => setClicked(null) });
        }}
      />
      <span aria-hidden="true">After extra time (a.e.t.)</span>
    </label>
  );
}
