import { MATCH_STATUSES, MATCH_STATUS_LABELS, isMatchStatus, type MatchStatus } from 'shared-domain';
import { SelectField } from 'shared-ui';

/**
 * The match status selector (spec §4): it shows the status derived from date and score unless
 * postponed or cancelled is stored; choosing a value writes `status`.
 */
export function StatusSelect({ status, onChange }: { status: MatchStatus; onChange: (status: MatchStatus) => void }) {
  return (
    <SelectField
      label="Status"
      hint="Shown from the date and score unless the match is postponed or cancelled."
      value={status}
      options={MATCH_STATUSES.map((value) => ({ value, label: MATCH_STATUS_LABELS[value] }))}
      onChange={(event) => isMatchStatus(event.target.value) && onChange(event.target.value)}
    />
  );
}
