import { useId, type KeyboardEvent } from 'react';
import { VisuallyHidden } from 'shared-ui';
import styles from './match-row.module.css';

interface DateInputProps {
  value: string;
  /** The picker's year range, as `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  disabled?: boolean;
  onDraft: (text: string) => void;
  /** Leaving the input or pressing Enter. */
  onCommit: () => void;
}

/** A match date (labelled "Date"), committed on blur or Enter. */
export function DateInput({ value, min, max, disabled, onDraft, onCommit }: DateInputProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onCommit();
  };
  return (
    <label className={styles.field} htmlFor={id}>
      <VisuallyHidden>Date</VisuallyHidden>
      <input
        id={id}
        type="date"
        className="ft-control"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(e) => onDraft(e.target.value)}
        onBlur={onCommit}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}
