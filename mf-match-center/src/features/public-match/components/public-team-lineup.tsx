import type { PublicLineupPlayer, PublicMatchSide } from 'shared-domain';
import { Card } from 'shared-ui';
import { MutedText } from '../../../common/muted-text';
import { PlayerName } from './public-links';
import styles from './public-lineups.module.css';

/** The private player's stand-in: the public view gives their number and position, never their name. */
const PRIVATE_PLAYER = 'Private player';

function LineupList({ title, players }: { title: string; players: readonly PublicLineupPlayer[] }) {
  return (
    <>
      <h4 className={styles.heading}>{title}</h4>
      {players.length === 0 ? (
        <MutedText>Not announced yet.</MutedText>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {players.map((player, index) => (
            <li key={player.playerId ?? `private-${index}`} className={styles.player}>
              <span className={styles.number}>{player.number ?? '–'}</span>
              <PlayerName className={styles.name} playerId={player.playerId} name={player.name ?? PRIVATE_PLAYER} />
              <MutedText as="span">{player.position}</MutedText>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One team's starting XI and substitutes, each player with number, name (linked when public) and position. */
export function PublicTeamLineup({ side }: { side: PublicMatchSide }) {
  return (
    <Card title={side.name} headingLevel={3}>
      <LineupList title="Starting XI" players={side.starting} />
      <LineupList title="Substitutes" players={side.substitutes} />
    </Card>
  );
}
