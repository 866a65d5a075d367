import type { MatchSide, TeamStatistics } from 'shared-domain';
import { VisuallyHidden, cx } from 'shared-ui';
import styles from './statistics-tab.module.css';

interface StatisticCellProps {
  side: MatchSide;
  field: keyof TeamStatistics;
  /** e.g. "Arsenal shots": the input's accessible name. */
  label: string;
  value: number;
  /** Applies the typed text to both sides (possession moves the other side too). */
  onType: (side: MatchSide, field: keyof TeamStatistics, text: string) => void;
}

/**
 * One side's value of one statistic: a number input of at least 0 (possession at most 100). It shows
 * the value the domain rule made of the typing, so "-3" reads 0 at once.
 */
export function StatisticCell({ side, field, label, value, onType }: StatisticCellProps) {
  const id = `mc-stat-${side}-${field}`;
  return (
    <td className={styles.value} data-side={side}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        className={cx('ft-control', styles.input)}
        type="number"
        inputMode="numeric"
        min={0}
        max={field === 'possession' ? 100 : undefined}
        value={value}
        onChange={(e) => onType(side, field, e.target.value)}
      />
    </td>
  );
}
