import { useId } from 'react';
import { MATCH_DATE_RANGE } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import { commitOnEnter } from './commit-on-enter';
import styles from './match-row.module.css';

interface DateInputProps {
  value: string;
  disabled?: boolean;
  onDraft: (text: string) => void;
  /** Leaving the input or pressing Enter. */
  onCommit: () => void;
}

/**
 * A match date (labelled "Date"), committed on blur or Enter. Its bounds are the domain's whole date
 * range, so the browser never marks a date the rule accepts (a past season's) as out of range.
 */
export function DateInput({ value, disabled, onDraft, onCommit }: DateInputProps) {
  const id = useId();
  return (
    <label className={styles.field} htmlFor={id}>
      <VisuallyHidden>Date</VisuallyHidden>
      <input
        id={id}
        type="date"
        className="ft-control"
        min={MATCH_DATE_RANGE.min}
        max={MATCH_DATE_RANGE.max}
        value={value}
        disabled={disabled}
        onChange={(e) => onDraft(e.target.value)}
        onBlur={onCommit}
        onKeyDown={commitOnEnter(onCommit)}
      />
    </label>
  );
}
