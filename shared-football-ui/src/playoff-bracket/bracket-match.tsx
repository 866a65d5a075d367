import { BYE_LABEL, type PublicBracketMatch } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { VisuallyHidden } from 'shared-ui';
import { FixtureState } from '../fixtures-list/fixture-state';
import { linkedMatch, matchLinkLabel, type MatchLinking } from '../matches/match-link';
import { teamLabel, type TeamLookup } from '../teams/team-info';
import styles from './playoff-bracket.module.css';

const NOT_LINKED: MatchLinking = {};

/**
 * One bracket match: home, its state (or "Bye"), away and the kick-off. The side that goes on is
 * marked `data-winner` and told as "(advances)"; a bye's empty side reads BYE. A game with a page
 * (`matchHref`) is one link to it; a bye never is: it is not played.
 */
export function BracketMatch({ match, teams, now, timeZone, ...linking }: { match: PublicBracketMatch; teams: TeamLookup; now?: number; timeZone?: string } & MatchLinking) {
  // A card is narrow: a match without a time says "TBC".
  const kickoff = kickoffText(match, timeZone, { short: true })?.text;
  const name = (which: 'home' | 'away') =>
    which === 'away' && match.bye ? BYE_LABEL : teamLabel(which === 'home' ? match.homeTeamId : match.awayTeamId, teams);
  const side = (which: 'home' | 'away') => {
    const won = match.winner === which;
    return (
      <span className={styles.side} data-winner={won || undefined}>
        {name(which)}
        {won && <VisuallyHidden> (advances)</VisuallyHidden>}
      </span>
    );
  };
  const game = (
    <>
      {side('home')}
      {match.bye ? <span className={styles.bye}>Bye</span> : <FixtureState match={match} now={now} />}
      {side('away')}
      {kickoff && <span className={styles.meta}>{kickoff}</span>}
    </>
  );
  const label = matchLinkLabel(name('home'), name('away'), match);
  return linkedMatch({ matchId: match.id, label, className: styles.match, children: game }, match.bye ? NOT_LINKED : linking);
}
