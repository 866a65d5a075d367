import { useId } from 'react';
import type { CustomEntryOption, CustomEntryOptions } from 'shared-domain/playoff-editing';
import { VisuallyHidden } from 'shared-ui';
import styles from './match-row.module.css';

interface CustomSidePickerProps {
  /** "Home team" / "Away team". */
  label: string;
  value: string;
  options: CustomEntryOptions;
  /** What the stored value reads as when the choices no longer hold it (a removed game, a team that left). */
  valueLabel: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

const GROUPS: { key: keyof CustomEntryOptions; label: string }[] = [
  { key: 'teams', label: 'Teams' },
  { key: 'seeds', label: 'League table' },
  { key: 'earlierGames', label: 'Earlier games' },
  { key: 'bye', label: 'Bye' },
];

/** One side of a custom playoff game (issue 22): a team, "Seed N", "Winner of"/"Loser of" an earlier game, or BYE, in groups. */
export function CustomSidePicker({ label, value, options, valueLabel, disabled, onChange }: CustomSidePickerProps) {
  const id = useId();
  const all: CustomEntryOption[] = GROUPS.flatMap((g) => options[g.key]);
  const stale = value !== '' && !all.some((o) => o.value === value);
  return (
    <span className={`ft-select ${styles.side}`}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <select id={id} className="ft-control" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="" disabled={value !== ''}>
          Select team
        </option>
        {stale && <option value={value}>{valueLabel}</option>}
        {GROUPS.filter((g) => options[g.key].length > 0).map((g) => (
          <optgroup key={g.key} label={g.label}>
            {options[g.key].map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </span>
  );
}
