import { Link } from 'react-router-dom';
import { MESSAGES, type Tournament } from 'shared-domain';
import { formatDate } from 'shared-football-ui';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';

export function TournamentResultCard({ tournament, organizerName }: { tournament: Tournament; organizerName: string | null }) {
  const created = formatDate(tournament.createdAtISO, 'numeric');
  return (
    <EntityCard
      avatar={<EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} fallback="🏆" />}
      title={<Link to={`/public/tournaments/${tournament.id}`}>{tournament.name}</Link>}
    >
      <EntityCardLine>{organizerName ? MESSAGES.byOrganizer(organizerName) : MESSAGES.unknownOrganizer}</EntityCardLine>
      {tournament.location?.name && <EntityCardNote>{tournament.location.name}</EntityCardNote>}
      {created && <EntityCardNote>Created {created}</EntityCardNote>}
    </EntityCard>
  );
}
