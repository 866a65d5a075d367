import { isGoalSet, knockoutScoreText, penaltiesText } from 'shared-domain';
import { cx } from 'shared-ui';
import styles from './score.module.css';

export interface ScoreProps {
  homeGoals: number | null | undefined;
  awayGoals: number | null | undefined;
  /** The shoot-out of a level knockout game: shown as "1–1 (4–3 pens)" once it has a winner. */
  homePenalties?: number | null;
  awayPenalties?: number | null;
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
 * it is read as "Score 2 – 1" rather than as loose numbers and a dash. A knockout game decided on
 * penalties reads "1–1 (4–3 pens)", named "Score 1 – 1, 4–3 on penalties".
 */
export function Score({ homeGoals, awayGoals, homePenalties, awayPenalties, size = 'md', label = defaultLabel, emptyText = '– : –', emptyLabel = 'No score yet', className }: ScoreProps) {
  const scored = isGoalSet(homeGoals) && isGoalSet(awayGoals);
  const result = { homeGoals, awayGoals, homePenalties, awayPenalties };
  const shootOut = penaltiesText(result) !== null;
  const text = shootOut ? (knockoutScoreText(result) ?? '') : scored ? `${homeGoals} – ${awayGoals}` : emptyText;
  const name = shootOut ? label(`${homeGoals} – ${awayGoals}, ${homePenalties}–${awayPenalties} on penalties`) : scored ? label(text) : emptyLabel;
  return (
    <span className={cx(styles.score, styles[size], className)} role="img" aria-label={name} data-scored={scored}>
      {text}
    </span>
  );
}
