import type { UseFormRegisterReturn } from 'react-hook-form';
import type { MatchSide } from 'shared-domain';
import { VisuallyHidden, cx } from 'shared-ui';
import styles from './statistics-tab.module.css';

interface StatisticCellProps {
  side: MatchSide;
  /** e.g. "Arsenal shots": the input's accessible name. */
  label: string;
  /** The form's wiring of this input. */
  input: UseFormRegisterReturn;
  /** The id of this input's message (shown in the row under it) while it is refused. */
  errorId?: string;
}

/**
 * One side's value of one statistic, as typed (text, so "x" stays in view and is refused by name
 * instead of silently becoming 0).
 */
export function StatisticCell({ side, label, input, errorId }: StatisticCellProps) {
  const id = `mc-stat-${input.name.replace('.', '-')}`;
  return (
    <td className={styles.value} data-side={side}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        className={cx('ft-control', styles.input)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
    </td>
  );
}
