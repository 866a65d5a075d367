import { useNavigate } from 'react-router-dom';
import { tournamentsRepository, useCurrentOrganizerId, useLoad } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Alert, Button, Card, EmptyState, LoadingPanel, PageHeader } from 'shared-ui';
import { CreateTournamentForm } from './create-tournament-form';
import { TournamentCard } from './tournament-card';
import layout from '../../../common/styles/layout.module.css';

/** Spec §2 "Manage Tournaments": the create form and "Your Tournaments (n)". The guard ensures an organizer. */
export function TournamentsScreen() {
  const organizerId = useCurrentOrganizerId() ?? '';
  const navigate = useNavigate();
  const tournaments = useLoad(
    async () => (await tournamentsRepository.listByOrganizer(organizerId)).sort((a, b) => b.createdAtISO.localeCompare(a.createdAtISO)),
    [organizerId],
  );
  const list = tournaments.status === 'ready' ? tournaments.data : [];

  return (
    <div className={layout.stack}>
      <PageHeader title="Manage Tournaments" subtitle="Create leagues and cups; fixtures are generated for you." />
      <Card title="Create Tournament">
        <CreateTournamentForm organizerId={organizerId} onCreated={(t) => navigate(`/tournaments/${t.id}`)} />
      </Card>
      <section aria-labelledby="your-tournaments">
        <h2 id="your-tournaments">Your Tournaments{tournaments.status === 'ready' ? ` (${list.length})` : ''}</h2>
        {tournaments.status === 'loading' && <LoadingPanel text="Loading tournaments..." />}
        {tournaments.status === 'failed' && (
          <Alert tone="error">
            Could not load your tournaments.{' '}
            <Button size="sm" variant="ghost" onClick={tournaments.reload}>
              Retry
            </Button>
          </Alert>
        )}
        {tournaments.status === 'ready' && list.length === 0 && <EmptyState icon="🏆" title={MESSAGES.noTournamentsYet} headingLevel={3} />}
        {list.length > 0 && (
          <ul className={`${layout.list} ${layout.cardGrid}`}>
            {list.map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
