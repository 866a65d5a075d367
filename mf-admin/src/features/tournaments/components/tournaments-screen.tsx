import { useNavigate } from 'react-router-dom';
import { queryKeys, useCurrentOrganizerId, useSkippedItems } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Card, EmptyState, LoadingPanel, PageHeader, SkippedItemsNote } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useTournamentsQuery } from '../api/use-tournaments-query';
import { CreateTournamentForm } from './create-tournament-form';
import { RetryAlert } from './retry-alert';
import { TournamentCard } from './tournament-card';

/**
 * Spec §2 "Manage Tournaments": the create form and "Your Tournaments (n)". The guard ensures an
 * organizer. Tournaments stored in a shape the app cannot read are left out and counted below the heading.
 */
export function TournamentsScreen() {
  const organizerId = useCurrentOrganizerId() ?? '';
  const navigate = useNavigate();
  const tournaments = useTournamentsQuery(organizerId);
  const skipped = useSkippedItems([queryKeys.tournaments(organizerId)]);
  const list = tournaments.data ?? [];

  return (
    <div className={layout.stack}>
      <PageHeader title="Manage Tournaments" subtitle="Create leagues and cups; fixtures are generated for you." />
      <Card title="Create Tournament">
        <CreateTournamentForm organizerId={organizerId} onCreated={(t) => navigate(`/tournaments/${t.id}`)} />
      </Card>
      <section aria-labelledby="your-tournaments">
        {/* The count only once known: "(0)" while loading would be wrong. */}
        <h2 id="your-tournaments">Your Tournaments{tournaments.isSuccess ? ` (${list.length})` : ''}</h2>
        {tournaments.isPending && <LoadingPanel text="Loading tournaments..." />}
        {tournaments.isError && <RetryAlert text="Could not load your tournaments." onRetry={() => void tournaments.refetch()} />}
        <SkippedItemsNote count={skipped} />
        {tournaments.isSuccess && list.length === 0 && <EmptyState icon="🏆" title={MESSAGES.noTournamentsYet} headingLevel={3} />}
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
