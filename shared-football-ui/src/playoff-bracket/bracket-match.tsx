import { BYE_LABEL, type PublicBracketMatch } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import { FixtureState } from '../fixtures-list/fixture-state';
import { formatKickoff } from '../format/date-time';
import { teamLabel, type TeamLookup } from '../teams/team-info';
import styles from './playoff-bracket.module.css';

/**
 * One bracket match: home, its state (or "Bye"), away and the kick-off. The side that goes on is
 * marked `data-winner` and told as "(advances)"; a bye's empty side reads BYE.
 */
export function BracketMatch({ match, teams }: { match: PublicBracketMatch; teams: TeamLookup }) {
  const kickoff = formatKickoff(match.dateISO, match.time);
  const side = (which: 'home' | 'away') => {
    const label = which === 'away' && match.bye ? BYE_LABEL : teamLabel(which === 'home' ? match.homeTeamId : match.awayTeamId, teams);
    const won = match.winner === which;
    return (
      <span className={styles.side} data-winner={won || undefined}>
        {label}
        {won && <VisuallyHidden> (advances)</VisuallyHidden>}
      </span>
    );
  };
  return (
    <div className={styles.match}>
      {side('home')}
      {match.bye ? <span className={styles.bye}>Bye</span> : <FixtureState match={match} />}
      {side('away')}
      {kickoff && <span className={styles.meta}>{kickoff}</span>}
    </div>
  );
}
