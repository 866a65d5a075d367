import { Link } from 'react-router-dom';
import { MESSAGES, type Tournament } from 'shared-domain';
import { Card, EntityAvatar } from 'shared-ui';

export function TournamentResultCard({ tournament, organizerName }: { tournament: Tournament; organizerName: string | null }) {
  return (
    <li>
      <Card>
        <div className="public-card-row">
          <EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} fallback="🏆" />
          <div>
            <h3>
              <Link to={`/public/tournaments/${tournament.id}`}>{tournament.name}</Link>
            </h3>
            <p>{organizerName ? MESSAGES.byOrganizer(organizerName) : MESSAGES.unknownOrganizer}</p>
            {tournament.location?.name && <p className="public-muted">{tournament.location.name}</p>}
            {tournament.createdAtISO && (
              <p className="public-muted">Created {new Date(tournament.createdAtISO).toLocaleDateString()}</p>
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}
