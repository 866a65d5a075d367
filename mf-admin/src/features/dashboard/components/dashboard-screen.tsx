import { Link, useNavigate } from 'react-router-dom';
import { logout, useCurrentOrganizerId, useSession } from 'shared-data';
import { isSuperAdmin } from 'shared-domain';
import { Alert, Button, Card, LoadingPanel, PageHeader, StatTile, buttonClassName } from 'shared-ui';
import { OrganizerTransferCard } from '../../../common/organizer-transfer/organizer-transfer-card';
import layout from '../../../common/styles/layout.module.css';
import { useDashboardStatsQuery } from '../api/use-dashboard-stats-query';
import styles from './dashboard-screen.module.css';
import { PublicContactCard } from './public-contact-card';

/** Spec §2 "Admin dashboard (/admin)". */
export function DashboardScreen() {
  const session = useSession();
  const organizerId = useCurrentOrganizerId();
  const navigate = useNavigate();
  const user = session.status === 'signed-in' ? session.user : null;
  const superAdmin = isSuperAdmin(user);
  const stats = useDashboardStatsQuery(user !== null, superAdmin, organizerId);

  if (!user) return <LoadingPanel text="Initializing..." />;
  const signOut = async () => {
    await logout();
    navigate('/');
  };

  return (
    <div className={layout.stack}>
      <PageHeader
        title="Admin Panel"
        subtitle={`Welcome, ${user.email ?? user.username ?? ''} · ${superAdmin ? 'Full System Access' : 'Organizer Access'}`}
        actions={
          <Button variant="secondary" onClick={signOut}>
            Logout
          </Button>
        }
      />
      <Card title={superAdmin ? 'System Administration' : 'Your Workspace'}>
        <div className={layout.actions}>
          {superAdmin ? (
            <>
              <Link className={buttonClassName({ variant: 'primary' })} to="/admin/organizers">
                All Organizers
              </Link>
              <Link className={buttonClassName({ variant: 'secondary' })} to="/admin/all-tournaments">
                All Tournaments
              </Link>
            </>
          ) : (
            <>
              <Link className={buttonClassName({ variant: 'primary' })} to="/tournaments">
                My Tournaments
              </Link>
              <Link className={buttonClassName({ variant: 'secondary' })} to="/teams">
                My Teams
              </Link>
              <Link className={buttonClassName({ variant: 'secondary' })} to="/referees">
                Referees
              </Link>
              <Link className={buttonClassName({ variant: 'secondary' })} to="/tournaments/new">
                Create Tournament
              </Link>
            </>
          )}
        </div>
      </Card>
      <Card title="Quick Stats">
        {stats.isPending && <LoadingPanel />}
        {stats.isError && <Alert tone="error">Could not load the statistics.</Alert>}
        {stats.data && (
          <div className={styles.stats}>
            {stats.data.organizers !== undefined && <StatTile label="Organizers" value={stats.data.organizers} />}
            <StatTile label="Teams" value={stats.data.teams} />
            <StatTile label="Tournaments" value={stats.data.tournaments} />
            <StatTile label="Matches" value={stats.data.matches} />
            <StatTile label="Players" value={stats.data.players} />
          </div>
        )}
      </Card>
      <PublicContactCard organizerId={organizerId} />
      <OrganizerTransferCard organizerId={organizerId} superAdmin={superAdmin} />
    </div>
  );
}

