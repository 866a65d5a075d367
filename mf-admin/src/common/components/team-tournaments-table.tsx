import { Link } from 'react-router-dom';
import { isPublicVisibility, tournamentFormatLabel, type Tournament } from 'shared-domain';
import { Badge, Card, DataTable, buttonClassName, cx } from 'shared-ui';
import layout from '../styles/layout.module.css';
import stacked from '../styles/stacked-table.module.css';
import styles from './team-tournaments-table.module.css';

interface Props {
  tournaments: readonly Tournament[];
  title?: string;
  emptyText?: string;
  /** Adds an Organizer column (the super admin's All Tournaments) naming each tournament's organizer. */
  organizerName?: (tournament: Tournament) => string;
  /** Runs as View is followed, e.g. to select the tournament's organizer before its page opens. */
  onView?: (tournament: Tournament) => void;
}

const organizerColumn = (organizerName: (tournament: Tournament) => string) => ({ key: 'organizer', header: 'Organizer', cell: organizerName });

/**
 * The tournaments a team plays in (spec §2): Format as "League + Playoffs" / "League Only", and View
 * (the admin page) and Public (the public page, in a new tab) links. Also every organizer's
 * tournaments, with an Organizer column, for the super admin.
 */
export function TeamTournamentsTable({ tournaments, title = 'Tournaments', emptyText = 'Not in any tournament yet.', organizerName, onView }: Props) {
  return (
    <Card title={`${title} (${tournaments.length})`}>
      <DataTable
        caption={title}
        hideCaption
        rows={tournaments}
        rowKey={(t) => t.id}
        emptyText={emptyText}
        className={cx(stacked.stacked, styles.table)}
        columns={[
          { key: 'name', header: 'Tournament', rowHeader: true, cell: (t) => t.name },
          ...(organizerName ? [organizerColumn(organizerName)] : []),
          { key: 'format', header: 'Format', cell: (t) => tournamentFormatLabel(t.format) },
          {
            key: 'visibility',
            header: 'Visibility',
            cell: (t) => (isPublicVisibility(t.visibility) ? <Badge tone="success">Public</Badge> : <Badge>Private</Badge>),
          },
          {
            key: 'links',
            header: 'Links',
            align: 'end',
            cell: (t) => (
              <div className={cx(layout.actions, layout.nowrap, layout.end)}>
                <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={`/tournaments/${t.id}`} aria-label={`View ${t.name}`} onClick={onView && (() => onView(t))}>
                  View
                </Link>
                <a
                  className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                  href={`/public/tournaments/${t.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Public page of ${t.name} (opens in a new tab)`}
                >
                  Public
                </a>
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
