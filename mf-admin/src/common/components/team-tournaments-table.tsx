import { Link } from 'react-router-dom';
import { isPublicVisibility, tournamentFormatLabel, type Tournament } from 'shared-domain';
import { Badge, Card, DataTable, buttonClassName, cx } from 'shared-ui';
import layout from '../styles/layout.module.css';
import stacked from '../styles/stacked-table.module.css';
import styles from './team-tournaments-table.module.css';

/**
 * The tournaments a team plays in (spec §2): Format as "League + Playoffs" / "League Only", and View
 * (the admin page) and Public (the public page, in a new tab) links.
 */
export function TeamTournamentsTable({ tournaments, title = 'Tournaments' }: { tournaments: readonly Tournament[]; title?: string }) {
  return (
    <Card title={`${title} (${tournaments.length})`}>
      <DataTable
        caption={title}
        hideCaption
        rows={tournaments}
        rowKey={(t) => t.id}
        emptyText="Not in any tournament yet."
        className={cx(stacked.stacked, styles.table)}
        columns={[
          { key: 'name', header: 'Tournament', rowHeader: true, cell: (t) => t.name },
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
                <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={`/tournaments/${t.id}`} aria-label={`View ${t.name}`}>
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
