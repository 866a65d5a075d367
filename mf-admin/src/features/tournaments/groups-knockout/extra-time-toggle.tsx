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
  return (
    <label className={styles.extraTime}>
      <input
        type="checkbox"
        aria-label={`After extra time: ${label}`}
        checked={match.afterExtraTime === true}
        disabled={disabled}
        onChange={(event) => update.mutate({ matchId: match.id, fields: { afterExtraTime: event.target.checked ? true : null } })}
      />
      <span aria-hidden="true">After extra time (a.e.t.)</span>
    </label>
  );
}
