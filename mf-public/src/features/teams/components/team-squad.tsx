import { Link } from 'react-router-dom';
import type { Player } from 'shared-domain';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardGrid, EntityCardNote } from '../../../common/entity-card-grid';
import { publicPlayerPath } from '../../../common/player-link';
import styles from './team-squad.module.css';

/** The team's public players as cards linking to their pages (which read this team through the link). */
export function TeamSquad({ teamId, players }: { teamId: string; players: readonly Player[] }) {
  return (
    <section aria-labelledby="squad-title">
      <h2 id="squad-title">Squad</h2>
      {players.length === 0 ? (
        <p className={styles.empty}>No public players yet.</p>
      ) : (
        <EntityCardGrid>
          {players.map((player) => (
            <EntityCard
              key={player.id}
              avatar={<EntityAvatar name={`${player.firstName} ${player.lastName}`} imageUrl={player.photo || undefined} />}
              title={
                <Link to={publicPlayerPath(player.id, teamId)}>
                  {player.firstName} {player.lastName}
                </Link>
              }
            >
              <EntityCardNote>
                {player.number != null ? `#${player.number} · ` : ''}
                {player.position}
              </EntityCardNote>
            </EntityCard>
          ))}
        </EntityCardGrid>
      )}
    </section>
  );
}
