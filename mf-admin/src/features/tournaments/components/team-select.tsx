import { useId } from 'react';
import { VisuallyHidden } from 'shared-ui';
import styles from './match-row.module.css';

interface TeamSelectProps {
  /** "Home team" / "Away team": the select's accessible name. */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** A first empty choice; once a team is chosen it cannot be picked again (a team can be swapped, not unset). */
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** One side's team in a match row, as a compact select. */
export function TeamSelect({ label, value, options, placeholder, disabled, onChange }: TeamSelectProps) {
  const id = useId();
  return (
    <span className={`ft-select ${styles.side}`}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <select id={id} className="ft-control" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {placeholder !== undefined && (
          <option value="" disabled={value !== ''}>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
