import { setCurrentOrganizerId } from 'shared-data';
import { Alert, Button, LoadingPanel } from 'shared-ui';
import { SuperAdminHeader } from '../../../common/components/super-admin-header';
import { TeamTournamentsTable } from '../../../common/components/team-tournaments-table';
import layout from '../../../common/styles/layout.module.css';
import { useAllTournamentsQuery } from '../api/use-all-tournaments-query';

/**
 * The super admin's "All Tournaments" (spec §2 dashboard control): every organizer's tournaments, each
 * with its organizer. View selects that organizer first, so the tournament opens instead of "No
 * Organizer Selected". The shell's guard admits only the super admin.
 */
export function AllTournamentsScreen() {
  const all = useAllTournamentsQuery();
  return (
    <div className={layout.stack}>
      <SuperAdminHeader title="All Tournaments" />
      {all.isPending && <LoadingPanel text="Loading tournaments..." />}
      {all.isError && (
        <Alert tone="error">
          Could not load the tournaments.{' '}
          <Button size="sm" variant="secondary" onClick={() => void all.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {all.data && (
        <TeamTournamentsTable
          title="Tournaments"
          tournaments={all.data.tournaments}
          organizerName={all.data.organizerName}
          emptyText="No tournaments yet."
          onView={(tournament) => setCurrentOrganizerId(tournament.organizerId)}
        />
      )}
    </div>
  );
}
