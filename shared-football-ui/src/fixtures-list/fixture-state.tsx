import { fixtureDisplay, type KnockoutResultLike } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import { Score } from '../score/score';
import styles from './fixture-state.module.css';

/**
 * The middle of a fixture (spec §4): a finished match shows a green dot and its score, one not started
 * a blue dot and UPCOMING, one under way a yellow pulsing dot and LIVE. The state is also exposed as
 * `data-state` (finished | upcoming | live) and, for a finished match, as hidden text "(Finished)".
 */
export function FixtureState({ match }: { match: KnockoutResultLike }) {
  const display = fixtureDisplay(match);
  return (
    <span className={styles.state} data-state={display.state}>
      <span className={styles.dot} data-tone={display.tone} data-pulsing={display.pulsing || undefined} aria-hidden="true" />
      {display.state === 'finished' ? (
        <>
          <Score homeGoals={match.homeGoals} awayGoals={match.awayGoals} homePenalties={match.homePenalties} awayPenalties={match.awayPenalties} />
          <VisuallyHidden> (Finished)</VisuallyHidden>
        </>
      ) : (
        <span className={styles.label}>{display.label}</span>
      )}
    </span>
  );
}
