import { MATCH_STATUSES, MATCH_STATUS_LABELS, isMatchStatus, type MatchDisplayStatus, type MatchStatus } from 'shared-domain';
import { SelectField } from 'shared-ui';

/** "Result pending" is shown, never chosen: it says the result is overdue (issue 22). */
const PENDING_OPTION = { value: 'pending', label: MATCH_STATUS_LABELS.pending, disabled: true };

/**
 * The match status selector (spec §4): it shows the stored status, else the one derived from date and
 * score; choosing a value writes `status`, which then wins over the derived one (issue 25).
 */
export function StatusSelect({ status, onChange }: { status: MatchDisplayStatus; onChange: (status: MatchStatus) => void }) {
  const options = MATCH_STATUSES.map((value) => ({ value, label: MATCH_STATUS_LABELS[value] }));
  return (
    <SelectField
      label="Status"
      hint="Shown from the date and score until a status is chosen; a chosen one is shown as chosen. A postponed match takes no score; a new date un-postpones it."
      value={status}
      options={status === 'pending' ? [PENDING_OPTION, ...options] : options}
      onChange={(event) => isMatchStatus(event.target.value) && onChange(event.target.value)}
    />
  );
}
