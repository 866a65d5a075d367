import { MATCH_STATUSES, MATCH_STATUS_LABELS, isMatchStatus, type MatchDisplayStatus, type MatchStatus } from 'shared-domain';
import { SelectField } from 'shared-ui';

/** "Result pending" is shown, never chosen: it says the result is overdue (issue 22). */
const PENDING_OPTION = { value: 'pending', label: MATCH_STATUS_LABELS.pending, disabled: true };

/**
 * The match status selector (spec §4): it shows the status derived from date and score unless
 * postponed or cancelled is stored; choosing a value writes `status`.
 */
export function StatusSelect({ status, onChange }: { status: MatchDisplayStatus; onChange: (status: MatchStatus) => void }) {
  const options = MATCH_STATUSES.map((value) => ({ value, label: MATCH_STATUS_LABELS[value] }));
  return (
    <SelectField
      label="Status"
      hint="Shown from the date and score unless the match is postponed or cancelled. A postponed match takes no score; a new date un-postpones it."
      value={status}
      options={status === 'pending' ? [PENDING_OPTION, ...options] : options}
      onChange={(event) => isMatchStatus(event.target.value) && onChange(event.target.value)}
    />
  );
}
