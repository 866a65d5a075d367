import { lineupRoster, type Lineups, type MatchSide, type Player } from 'shared-domain';
import { Card, VisuallyHidden } from 'shared-ui';
import { MutedText } from '../../../../common/muted-text';
import styles from './team-lineup.module.css';

const ROLES = ['starting', 'substitute'] as const;

export type LineupToggle = (side: MatchSide, playerId: string, role: 'starting' | 'substitute', checked: boolean) => void;

interface TeamLineupProps {
  side: MatchSide;
  name: string;
  players: readonly Player[];
  lineup: Lineups[MatchSide];
  onToggle: LineupToggle;
}

/**
 * One team's players, each with a Starting and a Substitute checkbox, and the two counts; a deleted
 * player the lineup still names is listed as "Former player", so every counted entry can be unticked.
 */
export function TeamLineup({ side, name, players, lineup, onToggle }: TeamLineupProps) {
  const { starting, substitutes } = lineup;
  const roster = lineupRoster(players, lineup);
  return (
    <Card title={name} headingLevel={3}>
      <p className={styles.counts} aria-live="polite">
        Starting: {starting.length} · Substitutes: {substitutes.length}
      </p>
      {roster.length === 0 ? (
        <MutedText>No players in this team yet.</MutedText>
      ) : (
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{`${name} lineup`}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Starting</th>
              <th scope="col">Substitute</th>
            </tr>
          </thead>
          <tbody>
            {roster.map((player) => {
              const playerName = player.name;
              return (
                <tr key={player.playerId}>
                  <th scope="row">
                    {player.number !== null ? <MutedText as="span">{player.number} </MutedText> : null}
                    {player.former ? <MutedText as="span">{playerName}</MutedText> : playerName}
                  </th>
                  {ROLES.map((role) => (
                    <td key={role}>
                      <input
                        type="checkbox"
                        aria-label={`${playerName} ${role}`}
                        checked={(role === 'starting' ? starting : substitutes).includes(player.playerId)}
                        onChange={(e) => onToggle(side, player.playerId, role, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
