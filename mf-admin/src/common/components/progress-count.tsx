import { progressText, type CountUnit } from './count-texts';
import styles from './progress-count.module.css';

interface ProgressCountProps {
  /** The bar's accessible name: what is under way ("Import progress"). */
  label: string;
  done: number;
  total: number;
  /** What is counted: { one: 'match', many: 'matches' }. */
  unit: CountUnit;
}

/**
 * A determinate progress bar for long work, with its count in words ("1,240 of 4,032 matches"). The
 * words are also the bar's value text, so a screen reader says the count rather than a percentage.
 */
export function ProgressCount({ label, done, total, unit }: ProgressCountProps) {
  const text = progressText(done, total, unit);
  return (
    <div className={styles.progress}>
      {/* max 1 for nothing to do: a <progress> with max 0 falls back to an indeterminate bar. */}
      <progress aria-label={label} aria-valuetext={text} max={Math.max(total, 1)} value={done} />
      <p>{text}</p>
    </div>
  );
}
