import { Link } from 'react-router-dom';
import { pendingWriteOf } from 'shared-data';
import { MESSAGES, TOURNAMENT_MODE_LABELS, isPublicVisibility, type Tournament } from 'shared-domain';
import { formatDate } from 'shared-football-ui';
import { Badge, Card, EntityAvatar, buttonClassName } from 'shared-ui';
import { EntityRow } from '../../../common/components/entity-row';
import layout from '../../../common/styles/layout.module.css';
import { NEW_TAB } from './new-tab';
import { SetupInterrupted } from './setup-interrupted';
import styles from './tournament-card.module.css';

/**
 * A tournament in "Your Tournaments": View opens the detail, Public Page the public page in a new tab.
 * One whose creation did not finish says so, with Resume and Delete.
 */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const isPublic = isPublicVisibility(tournament.visibility);
  return (
    <li>
      <Card>
        <EntityRow avatar={<EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} shape="rounded" fallback="🏆" decorative />} actions={null}>
          <h3>{tournament.name}</h3>
          <p className={layout.muted}>
            {TOURNAMENT_MODE_LABELS[tournament.format.mode] ?? tournament.format.mode} · {tournament.teamIds.length} teams
          </p>
          <p className={styles.meta}>
            <Badge tone={isPublic ? 'success' : 'neutral'}>{isPublic ? MESSAGES.visibleToEveryone : MESSAGES.adminOrganizerOnly}</Badge>
            <span className={layout.muted}>Created {formatDate(tournament.createdAtISO)}</span>
          </p>
        </EntityRow>
        {pendingWriteOf(tournament) === 'creation' && (
          <div className={styles.setup}>
            <SetupInterrupted tournament={tournament} />
          </div>
        )}
        <div className={`${layout.actions} ${styles.actions}`}>
          <Link className={buttonClassName({ variant: 'primary', size: 'sm' })} to={`/tournaments/${tournament.id}`} aria-label={`View ${tournament.name}`}>
            View
          </Link>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={`/public/tournaments/${tournament.id}`}
            {...NEW_TAB}
            aria-label={`Public page of ${tournament.name} (opens in a new tab)`}
          >
            Public Page ↗
          </a>
        </div>
      </Card>
    </li>
  );
}
