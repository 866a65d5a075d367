import { timeOptions } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';

const TIMES = timeOptions();

interface Props {
  id: string;
  value: string;
  disabled?: boolean;
  onChange: (time: string) => void;
}

/**
 * A match time in 15-minute steps (spec §2). A stored time off the grid is still offered, so the
 * select never shows blank for a match that has a time.
 */
export function TimeSelect({ id, value, disabled, onChange }: Props) {
  return (
    <label className="tour-match__field ft-select" htmlFor={id}>
      <VisuallyHidden>Time</VisuallyHidden>
      <select id={id} className="ft-control" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">--:--</option>
        {value !== '' && !TIMES.includes(value) && <option value={value}>{value}</option>}
        {TIMES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </label>
  );
}
