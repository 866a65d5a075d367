import { Link } from 'react-router-dom';
import type { FoundTournament } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { formatDate, TrophyIcon } from 'shared-football-ui';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';
import styles from './tournament-result-card.module.css';

export function TournamentResultCard({ tournament }: { tournament: FoundTournament }) {
  const created = formatDate(tournament.createdAtISO, 'numeric');
  return (
    <EntityCard
      avatar={<EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} fallback={<TrophyIcon className={styles.trophy} />} />}
      title={<Link to={`/public/tournaments/${tournament.id}`}>{tournament.name}</Link>}
    >
      <EntityCardLine>{tournament.organizerName ? MESSAGES.byOrganizer(tournament.organizerName) : MESSAGES.unknownOrganizer}</EntityCardLine>
      {tournament.locationName && <EntityCardNote>{tournament.locationName}</EntityCardNote>}
      {created && <EntityCardNote>Created {created}</EntityCardNote>}
    </EntityCard>
  );
}
