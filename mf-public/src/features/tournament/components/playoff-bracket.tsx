import { teamSlotLabel, type PublicBracketMatch, type PublicBracketRound } from 'shared-domain';
import { VisuallyHidden, cx } from 'shared-ui';
import { FixtureState } from './fixture-state';
import { formatKickoff } from './format-kickoff';
import card from './match-card.module.css';
import styles from './playoff-bracket.module.css';

/** The Playoff Bracket: one column per round (named), scrolling sideways on narrow screens. */
export function PlayoffBracket({ rounds, names }: { rounds: readonly PublicBracketRound[]; names: ReadonlyMap<string, string> }) {
  return (
    <div className={styles.bracket} role="region" aria-label="Playoff rounds" tabIndex={0}>
      {rounds.map((round) => (
        <section key={round.index} className={styles.round} aria-labelledby={`playoff-round-${round.index}`}>
          <h3 id={`playoff-round-${round.index}`} className={styles.roundTitle}>
            {round.name}
          </h3>
          <ul className={styles.matches}>
            {round.matches.map((match) => (
              <BracketMatch key={match.id} match={match} names={names} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BracketMatch({ match, names }: { match: PublicBracketMatch; names: ReadonlyMap<string, string> }) {
  const kickoff = formatKickoff(match.dateISO, match.time);
  const side = (which: 'home' | 'away') => {
    const label = which === 'away' && match.bye ? 'BYE' : teamSlotLabel(which === 'home' ? match.homeTeamId : match.awayTeamId, names);
    const won = match.winner === which;
    return (
      <span className={cx(styles.side, won && styles.winner)}>
        <span>{label}</span>
        {won && <VisuallyHidden> (advances)</VisuallyHidden>}
      </span>
    );
  };
  return (
    <li className={card.bracketMatch}>
      {side('home')}
      {match.bye ? <span className={styles.bye}>Bye</span> : <FixtureState match={match} className={card.state} />}
      {side('away')}
      {kickoff && <span className={card.meta}>{kickoff}</span>}
    </li>
  );
}
