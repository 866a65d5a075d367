import { fixtureDisplay, type ScoredLike } from 'shared-domain';
import { VisuallyHidden, cx } from 'shared-ui';
import styles from './fixture-state.module.css';

const STATE_TEXT = { finished: 'Finished', upcoming: 'Upcoming', live: 'Live' } as const;

/**
 * The middle of a fixture row (spec §4): a finished match shows a green dot and its score, one not
 * started a blue dot and UPCOMING, one under way a yellow pulsing dot and LIVE. The dot's colour and
 * pulse are also data attributes, so tests read them without knowing the hashed class names.
 */
export function FixtureState({ match, className }: { match: ScoredLike; className?: string }) {
  const display = fixtureDisplay(match);
  return (
    <span className={cx(styles.state, className)} data-state={display.state}>
      <span
        className={cx(styles.dot, styles[display.tone], display.pulsing && styles.pulsing)}
        data-dot={display.tone}
        data-pulsing={display.pulsing || undefined}
        aria-hidden="true"
      />
      {display.state === 'finished' ? (
        <>
          <span className={styles.score}>
            {match.homeGoals} – {match.awayGoals}
          </span>
          <VisuallyHidden>{` (${STATE_TEXT.finished})`}</VisuallyHidden>
        </>
      ) : (
        <span className={styles.label}>{display.label}</span>
      )}
    </span>
  );
}
