import { useId } from 'react';
import { timeOptions } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import styles from './match-row.module.css';

const TIMES = timeOptions();
// Built once: every match row shows these 96 options, and re-rendering a row then skips them.
const TIME_OPTIONS = TIMES.map((t) => (
  <option key={t} value={t}>
    {t}
  </option>
));

interface Props {
  value: string;
  disabled?: boolean;
  onChange: (time: string) => void;
}

/**
 * A match time in 15-minute steps (spec §2). A stored time off the grid is still offered, so the
 * select never shows blank for a match that has a time.
 */
export function TimeSelect({ value, disabled, onChange }: Props) {
  const id = useId();
  return (
    <label className={`ft-select ${styles.field}`} htmlFor={id}>
      <VisuallyHidden>Time</VisuallyHidden>
      <select id={id} className="ft-control" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">--:--</option>
        {value !== '' && !TIMES.includes(value) && <option value={value}>{value}</option>}
        {TIME_OPTIONS}
      </select>
    </label>
  );
}
