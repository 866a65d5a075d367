import { useController, type Control } from 'react-hook-form';
import type { MatchSide, TeamStatistics } from 'shared-domain';
import { VisuallyHidden, cx } from 'shared-ui';
import type { MatchStatisticsValues } from './statistics-values';
import styles from './statistics-tab.module.css';

interface StatisticCellProps {
  control: Control<MatchStatisticsValues>;
  side: MatchSide;
  field: keyof TeamStatistics;
  /** e.g. "Arsenal shots": the input's accessible name. */
  label: string;
  /** Applies the typed text to both sides (possession moves the other side too). */
  onType: (side: MatchSide, field: keyof TeamStatistics, text: string) => void;
}

/** One side's value of one statistic: a number input of at least 0 (possession at most 100). */
export function StatisticCell({ control, side, field, label, onType }: StatisticCellProps) {
  const { field: input } = useController({ control, name: `${side}.${field}` });
  const id = `mc-stat-${side}-${field}`;
  return (
    <td className={styles.value} data-side={side}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        ref={input.ref}
        name={input.name}
        className={cx('ft-control', styles.input)}
        type="number"
        inputMode="numeric"
        min={0}
        max={field === 'possession' ? 100 : undefined}
        value={input.value}
        onBlur={input.onBlur}
        onChange={(e) => onType(side, field, e.target.value)}
      />
    </td>
  );
}
