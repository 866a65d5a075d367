import { Link } from 'react-router-dom';
import type { Player } from 'shared-domain';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardGrid, EntityCardNote } from '../../../common/entity-card-grid';
import styles from './team-squad.module.css';

/** The team's public players as cards linking to their pages. */
export function TeamSquad({ players }: { players: readonly Player[] }) {
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
                <Link to={`/public/players/${player.id}`}>
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
