import { isGoalSet } from 'shared-domain';
import { cx } from 'shared-ui';
import styles from './score.module.css';

export interface ScoreProps {
  homeGoals: number | null | undefined;
  awayGoals: number | null | undefined;
  /** `lg` for a match header, `md` inside fixture rows. */
  size?: 'md' | 'lg';
  /** Accessible name of a set score; "Score 2 – 1" by default. */
  label?: (text: string) => string;
  /** Shown when either side has no goals yet. */
  emptyText?: string;
  /** Accessible name then. */
  emptyLabel?: string;
  className?: string;
}

const defaultLabel = (text: string) => `Score ${text}`;

/**
 * The score, home side first ("2 – 1"), named for assistive technology as one image-like unit so
 * it is read as "Score 2 – 1" rather than as loose numbers and a dash.
 */
export function Score({ homeGoals, awayGoals, size = 'md', label = defaultLabel, emptyText = '– : –', emptyLabel = 'No score yet', className }: ScoreProps) {
  const scored = isGoalSet(homeGoals) && isGoalSet(awayGoals);
  const text = scored ? `${homeGoals} – ${awayGoals}` : emptyText;
  return (
    <span className={cx(styles.score, styles[size], className)} role="img" aria-label={scored ? label(text) : emptyLabel} data-scored={scored}>
      {text}
    </span>
  );
}
