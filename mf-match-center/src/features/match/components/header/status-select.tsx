import { MATCH_STATUSES, type MatchStatus } from 'shared-domain';
import { SelectField } from 'shared-ui';
import { STATUS_LABELS } from './match-status-labels';
import styles from './status-select.module.css';

/**
 * The match status selector (spec §4): it shows the status derived from date and score unless
 * postponed or cancelled is stored; choosing a value writes `status`.
 */
export function StatusSelect({ status, onChange }: { status: MatchStatus; onChange: (status: MatchStatus) => void }) {
  return (
    <div className={styles.status}>
      <SelectField
        label="Status"
        hint="Shown from the date and score unless the match is postponed or cancelled."
        value={status}
        options={MATCH_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        onChange={(event) => onChange(event.target.value as MatchStatus)}
      />
    </div>
  );
}
