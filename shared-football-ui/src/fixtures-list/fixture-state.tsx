import { fixtureDisplay, isGoalSet, type KnockoutResultLike, type MatchClock, type StatusLike } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import { MatchMinute } from '../match-header/match-minute';
import { Score } from '../score/score';
import styles from './fixture-state.module.css';

/**
 * The middle of a fixture (spec §4, issue 22): a finished match shows a green dot and its score, one not
 * started a blue dot and UPCOMING, one under way a yellow pulsing dot and LIVE, one long past without a
 * result RESULT PENDING, a postponed or cancelled one says so (shared-domain's `fixtureDisplay`, the
 * status the match page shows). A live match with a score shows it beside LIVE (issue 25: a status set
 * to Live wins over the score). Without `now` the clock is not read (an unscored match is UPCOMING). The
 * state is also exposed as `data-state` and, for a finished match, as hidden text "(Finished)". A live
 * match with a touchline clock shows its running minute after LIVE (issue 25: "67'", "HT"), ticking on.
 */
export function FixtureState({ match, now }: { match: KnockoutResultLike & StatusLike & { clock?: MatchClock }; now?: number }) {
  const display = fixtureDisplay(match, now);
  return (
    <span className={styles.state} data-state={display.state}>
      <span className={styles.dot} data-tone={display.tone} data-pulsing={display.pulsing || undefined} aria-hidden="true" />
      {display.state === 'finished' ? (
        <>
          <Score homeGoals={match.homeGoals} awayGoals={match.awayGoals} homePenalties={match.homePenalties} awayPenalties={match.awayPenalties} />
          <VisuallyHidden> (Finished)</VisuallyHidden>
        </>
      ) : (
        <>
          {display.state === 'live' && isGoalSet(match.homeGoals) && isGoalSet(match.awayGoals) && <Score homeGoals={match.homeGoals} awayGoals={match.awayGoals} />}
          <span className={styles.label}>{display.label}</span>
          {display.state === 'live' && now !== undefined && <MatchMinute clock={match.clock} now={now} />}
        </>
      )}
    </span>
  );
}
