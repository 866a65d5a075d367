import { fixtureDisplay, type ScoredLike } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';

const STATE_TEXT = { finished: 'Finished', upcoming: 'Upcoming', live: 'Live' } as const;

/**
 * The middle of a fixture row (spec §4): a finished match shows a green dot and its score, one not
 * started a blue dot and UPCOMING, one under way a yellow pulsing dot and LIVE.
 */
export function FixtureState({ match }: { match: ScoredLike }) {
  const display = fixtureDisplay(match);
  return (
    <span className={`public-fixture-state public-fixture-state--${display.state}`} data-state={display.state}>
      <span className={`public-dot public-dot--${display.tone}${display.pulsing ? ' public-dot--pulsing' : ''}`} aria-hidden="true" />
      {display.state === 'finished' ? (
        <>
          <span className="public-fixture-state__score">
            {match.homeGoals} – {match.awayGoals}
          </span>
          <VisuallyHidden>{` (${STATE_TEXT.finished})`}</VisuallyHidden>
        </>
      ) : (
        <span className="public-fixture-state__label">{display.label}</span>
      )}
    </span>
  );
}
